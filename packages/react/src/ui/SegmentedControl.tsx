import * as Primitive from "@radix-ui/react-toggle-group";
import { focusRing, UiStyle } from "./styles.js";

/** A segmented control's props: one of `options` chosen at a time. */
export interface SegmentedControlProps<T extends string> {
  /** The group's name, read by screen readers. */
  label: string;
  options: readonly T[];
  /** The chosen option; undefined while none is chosen yet (a choice the user must make). */
  value: T | undefined;
  onChange: (option: T) => void;
  /** What each option shows (default the option itself). */
  optionLabel?: (option: T) => string;
  /** How an option reads in the buy or sell colour when chosen (the order pad's B/S toggle). */
  tone?: (option: T) => "buy" | "sell" | undefined;
  /** Options shown but not choosable (a choice not offered here). */
  optionDisabled?: (option: T) => boolean;
  /** The id of a hint describing the group. */
  describedBy?: string | undefined;
  /** Vertical stacks the options (a longer list, a narrow menu). */
  orientation?: "horizontal" | "vertical";
  className?: string;
  size?: "sm" | "md";
}

const css = `
.tk-ui.tk-seg{display:inline-flex;gap:2px;padding:2px;border:1px solid var(--tk-control-line,#7d8794);border-radius:var(--tk-radius-m,8px);background:var(--tk-surface,#f5f7fa)}
.tk-ui .tk-seg-item{height:26px;margin:0;padding:0 12px;border:0;border-radius:var(--tk-radius-s,4px);background:transparent;color:var(--tk-muted,#57606a);font:inherit;font-weight:600;cursor:pointer;white-space:nowrap}
.tk-ui.tk-seg-sm .tk-seg-item{height:22px;padding:0 8px}
.tk-ui.tk-seg[data-orientation=vertical]{flex-direction:column;align-items:stretch}
.tk-ui.tk-seg[data-orientation=vertical] .tk-seg-item{text-align:start}
.tk-ui .tk-seg-item:hover{color:var(--tk-text,#1c2430)}
.tk-ui .tk-seg-item:focus-visible{${focusRing};outline-offset:0}
.tk-ui .tk-seg-item:disabled{opacity:.5;cursor:not-allowed}
.tk-ui .tk-seg-item[data-state=on]{background:var(--tk-panel,#ffffff);color:var(--tk-text,#1c2430);box-shadow:var(--tk-shadow-1,0 1px 2px rgba(16,24,40,.16))}
.tk-ui .tk-seg-item[data-state=on][data-tone=buy]{background:var(--tk-buy,#1f6feb);color:var(--tk-on-solid,#ffffff)}
.tk-ui .tk-seg-item[data-state=on][data-tone=sell]{background:var(--tk-sell,#c4202b);color:var(--tk-on-solid,#ffffff)}
`;

/**
 * One of a few options, all in view (a radio group on Radix's toggle group: the arrows move between options, the
 * chosen one is `aria-checked`). Choosing the chosen one again keeps it: there is always one.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel = (option) => option,
  tone,
  optionDisabled,
  describedBy,
  orientation = "horizontal",
  className,
  size = "md",
}: SegmentedControlProps<T>) {
  return (
    <Primitive.Root
      type="single"
      aria-label={label}
      aria-describedby={describedBy}
      orientation={orientation}
      value={value ?? ""}
      onValueChange={(next) => {
        if (next !== "") onChange(next as T);
      }}
      className={`tk-ui tk-seg${size === "sm" ? " tk-seg-sm" : ""}${className ? ` ${className}` : ""}`}
    >
      <UiStyle name="segmented" css={css} />
      {options.map((option) => (
        <Primitive.Item
          key={option}
          value={option}
          disabled={optionDisabled?.(option)}
          className="tk-seg-item"
          data-tone={tone?.(option)}
        >
          {optionLabel(option)}
        </Primitive.Item>
      ))}
    </Primitive.Root>
  );
}
