import * as Primitive from "@radix-ui/react-dropdown-menu";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { menuEntries, menuRuns } from "./menuRuns.js";
import { floatingItem, floatingSurface, focusRing, UiStyle } from "./styles.js";

/** One entry of a menu. */
export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** Shown in the sell colour (Cancel, Exit). */
  danger?: boolean;
  /** One of a choice: a radio entry, checked when it is the current one (consecutive entries of one `group`). */
  checked?: boolean;
  /** The labelled group it is shown in (consecutive entries of one group share it). */
  group?: string;
  /** An icon before the label. */
  icon?: ReactNode;
}

export interface MenuProps {
  /** The menu's name, also the trigger's accessible name when the trigger shows no words. */
  label: string;
  items: readonly MenuItem[];
  /** What the trigger shows (default ⋯); the trigger is a button carrying `triggerClassName`. */
  trigger?: ReactNode;
  triggerClassName?: string;
  /** Which side of the trigger the menu lines up with (default `end`). */
  align?: "start" | "end";
}

const css = `
.tk-ui.tk-menu-trigger{display:inline-flex;align-items:center;justify-content:center;gap:4px;min-width:26px;height:26px;margin:0;padding:0 6px;border:1px solid transparent;border-radius:var(--tk-radius-s,4px);background:transparent;color:var(--tk-text,#1c2430);font:inherit;font-weight:700;letter-spacing:1px;cursor:pointer}
.tk-ui.tk-menu-trigger:hover,.tk-ui.tk-menu-trigger[data-state=open]{background:var(--tk-surface,#f5f7fa)}
.tk-ui.tk-menu-trigger:focus-visible{${focusRing}}
.tk-ui.tk-menu{${floatingSurface};min-width:180px}
${floatingItem(".tk-ui .tk-menu-item")}
.tk-ui .tk-menu-item.tk-danger{color:var(--tk-sell-text,#a40e26)}
.tk-ui .tk-menu-group{margin:4px 0;padding:4px 0;border-top:1px solid var(--tk-border,#d9dee4);border-bottom:1px solid var(--tk-border,#d9dee4)}
.tk-ui .tk-menu-group:first-child{margin-top:0;border-top:0}
.tk-ui .tk-menu-group:last-child{margin-bottom:0;border-bottom:0}
.tk-ui .tk-menu-group::before{content:attr(aria-label);display:block;padding:2px 10px 4px;font-size:.85em;font-weight:600;color:var(--tk-muted,#57606a)}
.tk-ui .tk-menu-item[aria-checked]::before{content:"";flex:none;width:14px}
.tk-ui .tk-menu-item[aria-checked=true]::before{content:"✓";color:var(--tk-accent,#1f5eff);font-weight:700}
`;

const steps: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The arrows, Home and End move focus at once (Radix's roving focus moves it a timer tick later); marking the key
 * handled leaves Radix's own move out.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>, content: HTMLElement | null) {
  const step = steps[event.key];
  if (step === undefined) return;
  event.preventDefault();
  const all = menuEntries(content);
  all[step(all.indexOf(event.currentTarget), all.length)]?.focus();
}

/**
 * A menu on Radix's dropdown menu: opens on a click (or Enter, Space, ArrowDown on its trigger) with the first entry
 * focused, moves with the arrows (round the ends), Home, End and typeahead, and closes on Escape (focus back on the
 * trigger, the key marked handled so a page's layered Escape does not close more), on Tab, on a press outside, or
 * after a choice (focus left to what the choice opens). Rendered in place, not in a portal, so a widget's theme and
 * scoped styles reach it.
 */
export function Menu({ label, items, trigger = "⋯", triggerClassName, align = "end" }: MenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const chose = useRef(false);

  // A press outside closes the menu at once (Radix listens a tick later, after the opening press has passed).
  useEffect(() => {
    if (!open) return;
    chose.current = false;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!content.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside, true);
    return () => document.removeEventListener("pointerdown", outside, true);
  }, [open]);

  if (items.length === 0) return null;
  const item = (entry: MenuItem) => {
    const props = {
      className: `tk-menu-item${entry.danger ? " tk-danger" : ""}`,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => moveFocus(event, content.current),
      onSelect: () => {
        chose.current = true;
        entry.onSelect();
      },
    };
    const inner = (
      <button type="button">
        {entry.icon}
        {entry.label}
      </button>
    );
    return entry.checked === undefined ? (
      <Primitive.Item key={entry.label} asChild {...props}>
        {inner}
      </Primitive.Item>
    ) : (
      <Primitive.RadioItem key={entry.label} value={entry.label} asChild {...props}>
        {inner}
      </Primitive.RadioItem>
    );
  };
  return (
    <Primitive.Root open={open} onOpenChange={setOpen} modal={false}>
      <UiStyle name="menu" css={css} />
      <Primitive.Trigger
        ref={button}
        className={`tk-ui tk-menu-trigger${triggerClassName ? ` ${triggerClassName}` : ""}`}
        aria-label={label}
        // A click toggles (a pointer press alone would open and the click then close it again).
        onPointerDown={(event) => event.preventDefault()}
        onClick={() => setOpen((was) => !was)}
      >
        {trigger}
      </Primitive.Trigger>
      <Primitive.Content
        ref={content}
        className="tk-ui tk-menu"
        aria-label={label}
        align={align}
        sideOffset={4}
        collisionPadding={8}
        loop
        // The first entry takes focus however the menu opened (after a click Radix focuses the menu itself).
        onFocus={(event) => {
          if (event.target === event.currentTarget) menuEntries(content.current)[0]?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (chose.current) event.preventDefault();
        }}
        onEscapeKeyDown={() => button.current?.focus()}
        onInteractOutside={(event) => {
          if (button.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") event.stopPropagation();
          if (event.key === "Tab") {
            event.preventDefault();
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        {menuRuns(items).map((run) => {
          if (run.group === undefined) return run.items.map(item);
          const group = { "aria-label": run.group, className: "tk-menu-group" };
          return run.items.some((entry) => entry.checked !== undefined) ? (
            <Primitive.RadioGroup
              key={run.group}
              {...group}
              value={run.items.find((entry) => entry.checked)?.label ?? ""}
            >
              {run.items.map(item)}
            </Primitive.RadioGroup>
          ) : (
            <Primitive.Group key={run.group} {...group}>
              {run.items.map(item)}
            </Primitive.Group>
          );
        })}
      </Primitive.Content>
    </Primitive.Root>
  );
}
