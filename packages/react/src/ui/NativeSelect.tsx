/**
 * The browser's own select over a few string options (an expiry, an indicator's line, an OI script): each shows
 * `optionLabel(option)` (default the option itself), and `onChange` gets the chosen option.
 */
export function NativeSelect<T extends string>({
  id,
  value,
  options,
  onChange,
  optionLabel,
}: {
  id?: string;
  value: T | undefined;
  options: readonly T[];
  onChange: (option: T) => void;
  optionLabel?: (option: T) => string;
}) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel ? optionLabel(option) : option}
        </option>
      ))}
    </select>
  );
}
