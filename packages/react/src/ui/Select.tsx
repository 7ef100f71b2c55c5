import * as Primitive from "@radix-ui/react-select";
import { Icon } from "./icons.js";
import { floatingItem, floatingSurface, focusRing, UiStyle } from "./styles.js";

/** One option of a select. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<T extends string> {
  /** The select's accessible name (show a visible label beside it where there is room). */
  label: string;
  options: readonly SelectOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

const css = `
.tk-ui.tk-select{display:inline-flex;align-items:center;justify-content:space-between;gap:8px;min-width:120px;height:32px;margin:0;padding:0 8px 0 10px;border:1px solid var(--tk-control-line,#7d8794);border-radius:var(--tk-radius-m,8px);background:var(--tk-panel,#ffffff);color:var(--tk-text,#1c2430);font:inherit;cursor:pointer}
.tk-ui.tk-select:focus-visible{${focusRing}}
.tk-ui.tk-select[data-disabled]{opacity:.5;cursor:not-allowed}
.tk-ui.tk-select-list{${floatingSurface};min-width:var(--radix-select-trigger-width);max-height:var(--radix-select-content-available-height)}
${floatingItem(".tk-ui .tk-select-item")}
.tk-ui .tk-select-item[data-state=checked]{font-weight:600}
.tk-ui .tk-select-check{margin-inline-start:auto;color:var(--tk-accent,#1f5eff)}
`;

/**
 * A select on Radix's: a button showing the chosen option that opens a list (arrows, typeahead, Enter to choose,
 * Escape to close with focus back), in the design system's look instead of the browser's grey one. The list opens in
 * place, under the button.
 */
export function Select<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  className,
}: SelectProps<T>) {
  return (
    <Primitive.Root value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <UiStyle name="select" css={css} />
      <Primitive.Trigger aria-label={label} className={`tk-ui tk-select${className ? ` ${className}` : ""}`}>
        <Primitive.Value />
        <Primitive.Icon>
          <Icon name="chevronDown" size={14} />
        </Primitive.Icon>
      </Primitive.Trigger>
      <Primitive.Content
        className="tk-ui tk-select-list"
        position="popper"
        sideOffset={4}
        collisionPadding={8}
      >
        <Primitive.Viewport>
          {options.map((option) => (
            <Primitive.Item
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="tk-select-item"
            >
              <Primitive.ItemText>{option.label}</Primitive.ItemText>
              <Primitive.ItemIndicator className="tk-select-check">
                <Icon name="check" size={14} />
              </Primitive.ItemIndicator>
            </Primitive.Item>
          ))}
        </Primitive.Viewport>
      </Primitive.Content>
    </Primitive.Root>
  );
}
