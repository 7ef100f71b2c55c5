import { type KeyboardEvent, useRef, useState } from "react";
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

/** The keys that move focus to the previous and the next option, by orientation. */
const stepKeys = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
} as const satisfies Record<string, Record<string, -1 | 1>>;

/**
 * One of a few options, all in view: a radio group of buttons, the chosen one `aria-checked`. The arrows of its
 * orientation move focus between the options that can be chosen (round from the last to the first), Home and End to
 * the first and the last; Space, Enter or a click chooses. Tab enters on the chosen option (the last focused one when
 * focus comes back). Choosing the chosen one again keeps it: there is always one. Hand-made, as `RowMenu` is:
 * Radix's toggle group weighed 8.7 kB gzipped for this, on the app's first screen.
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
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState<T | undefined>(undefined);
  const choosable = options.filter((option) => optionDisabled?.(option) !== true);
  const tabStop = [focused, value, choosable[0]].find(
    (option): option is T => option !== undefined && choosable.includes(option),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = choosable.indexOf(focused ?? (value as T));
    const step = (stepKeys[orientation] as Record<string, -1 | 1 | undefined>)[event.key];
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? choosable.length - 1
          : step === undefined
            ? undefined
            : (Math.max(at, step === 1 ? -1 : 0) + step + choosable.length) % choosable.length;
    const option = next === undefined ? undefined : choosable[next];
    if (option === undefined) return;
    event.preventDefault();
    buttons.current[options.indexOf(option)]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      aria-orientation={orientation}
      data-orientation={orientation}
      className={`tk-ui tk-seg${size === "sm" ? " tk-seg-sm" : ""}${className ? ` ${className}` : ""}`}
      onKeyDown={onKeyDown}
    >
      <UiStyle name="segmented" css={css} />
      {options.map((option, index) => {
        const chosen = option === value;
        return (
          <button
            key={option}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="radio"
            aria-checked={chosen}
            data-state={chosen ? "on" : "off"}
            data-tone={tone?.(option)}
            disabled={optionDisabled?.(option)}
            tabIndex={option === tabStop ? 0 : -1}
            className="tk-seg-item"
            onFocus={() => setFocused(option)}
            onClick={() => {
              if (!chosen) onChange(option);
            }}
          >
            {optionLabel(option)}
          </button>
        );
      })}
    </div>
  );
}
