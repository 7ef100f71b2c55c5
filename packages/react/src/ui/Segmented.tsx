/**
 * A choice of a few options as one segmented control (radios behind pills), named by a hidden legend: an alert's
 * status filter, a GTT list's, a GTT's trigger type, a position's conversion, a backtest's period. Native radios styled by the widgets' shared `.tk-segmented` rule
 * (theme/controlsCss.ts), for widget forms that should not carry Radix; the design system's exported control is
 * `SegmentedControl`.
 */
export function Segmented<T extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
  className = "",
  disabled = false,
}: {
  name: string;
  legend: string;
  /** The option chosen; none is checked while it is undefined. */
  value: T | undefined;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  className?: string;
  /** Every option greyed and fixed (a GTT's type and product while it is modified). */
  disabled?: boolean;
}) {
  return (
    <fieldset className={`tk-segmented ${className}`.trim()} disabled={disabled}>
      <legend className="tk-visually-hidden">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
