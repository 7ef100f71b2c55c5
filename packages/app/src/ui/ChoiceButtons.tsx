/**
 * A row of buttons choosing one of `options`: tabs (a `tablist`) or a radio group, the chosen one `aria-selected` or
 * `aria-checked` and marked `active` beside `buttonClass`.
 */
export function ChoiceButtons<T extends string>({
  kind,
  label,
  className,
  buttonClass,
  options,
  value,
  onChange,
}: {
  kind: "tab" | "radio";
  label: string;
  className: string;
  buttonClass?: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
}) {
  return (
    <div role={kind === "tab" ? "tablist" : "radiogroup"} aria-label={label} className={className}>
      {options.map((option) => {
        const chosen = option === value;
        const classes = [buttonClass, chosen ? "active" : undefined].filter(Boolean).join(" ");
        return (
          <button
            key={option}
            type="button"
            role={kind}
            aria-selected={kind === "tab" ? chosen : undefined}
            aria-checked={kind === "radio" ? chosen : undefined}
            className={classes === "" ? undefined : classes}
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
