import { SegmentedControl } from "@trade/react/ui";

/**
 * A row of buttons choosing one of `options`: a radio group (the design system's `SegmentedControl`, the chosen one
 * `aria-checked`), or a tab bar over a panel its owner shows (a `tablist`, the chosen tab `aria-selected` and marked
 * `active` beside `buttonClass`).
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
  if (kind === "radio") {
    return (
      <SegmentedControl
        label={label}
        className={className}
        size="sm"
        options={options}
        value={value}
        onChange={onChange}
      />
    );
  }
  return (
    <div role="tablist" aria-label={label} className={className}>
      {options.map((option) => {
        const chosen = option === value;
        const classes = [buttonClass, chosen ? "active" : undefined].filter(Boolean).join(" ");
        return (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={chosen}
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
