/** What a segmented control's radios are: their group, the choice and how it changes. */
export interface SegmentedChoice<T extends string | number> {
  /** The radios' group name. */
  name: string;
  /** The option chosen; none is checked while it is undefined. */
  value: T | undefined;
  /** Each option's value and label, in order. */
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}

/**
 * A segmented control's radios, each a pill: for a form whose fieldset shows its legend above them (a SIP's order
 * type, the order pad's product and order type), wrapped in an element with the `.tk-segmented` class.
 * `disabledOption` greys the options that cannot be chosen (a modified order keeps its product).
 */
export function SegmentedRadios<T extends string | number>({
  name,
  value,
  options,
  onChange,
  disabledOption,
}: SegmentedChoice<T> & { disabledOption?: (option: T) => boolean }) {
  return options.map(([option, label]) => (
    <label key={option}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        disabled={disabledOption?.(option)}
        onChange={() => onChange(option)}
      />
      {label}
    </label>
  ));
}

/**
 * A choice of a few options as one segmented control (radios behind pills), named by a hidden legend: an alert's
 * status filter, a GTT list's, a GTT's trigger type, a position's conversion, a backtest's period. Native radios
 * styled by the widgets' shared `.tk-segmented` rule (theme/controlsCss.ts), for widget forms that should not carry
 * Radix; the design system's exported control is `SegmentedControl`.
 */
export function Segmented<T extends string | number>({
  legend,
  className = "",
  disabled = false,
  ...choice
}: SegmentedChoice<T> & {
  legend: string;
  className?: string;
  /** Every option greyed and fixed (a GTT's type and product while it is modified). */
  disabled?: boolean;
}) {
  return (
    <fieldset className={`tk-segmented ${className}`.trim()} disabled={disabled}>
      <legend className="tk-visually-hidden">{legend}</legend>
      <SegmentedRadios {...choice} />
    </fieldset>
  );
}
