/**
 * A choice of a few options as one segmented control (radios behind pills), named by a hidden legend: an alert's
 * status filter, a GTT list's, a backtest's period. Native radios styled by the widgets' shared `.tk-segmented` rule
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
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={`tk-segmented ${className}`.trim()}>
      <legend className="tk-visually-hidden">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
