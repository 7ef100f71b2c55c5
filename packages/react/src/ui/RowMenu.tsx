import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { menuEntries, menuRuns } from "./menuRuns.js";

/** One entry of a row menu. */
export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  /** Shown in the sell colour (Cancel, Exit). */
  danger?: boolean;
  /** One of a choice (a watchlist row's flag): a radio item, checked when it is the current one. */
  checked?: boolean;
  /** The labelled group it is shown in (consecutive items of one group share it). */
  group?: string;
}

/**
 * A row's ⋯ menu: opens on click (or Enter, Space, ArrowDown on the button) with the first entry focused, moves with
 * the arrows, Home and End, and closes on Escape (focus back on the button), on Tab, on a click outside, or after a
 * choice. Escape is handled here and marked handled, so a page's layered Escape does not close more.
 */
export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuEntries(menu.current)[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside, true);
    return () => document.removeEventListener("pointerdown", outside, true);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const entries = menuEntries(menu.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    if (event.key === "Escape") close(true);
    else if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(entries.length - 1);
    else if (event.key === "Tab") {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  if (items.length === 0) return null;
  return (
    <span className="tk-menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="tk-more"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(true);
          }
        }}
      >
        ⋯
      </button>
      {open ? (
        <div ref={menu} id={id} role="menu" aria-label={label} className="tk-menu" onKeyDown={onMenuKey}>
          {menuRuns(items).map((run) => {
            const entries = run.items.map((item) => (
              <button
                type="button"
                role={item.checked === undefined ? "menuitem" : "menuitemradio"}
                aria-checked={item.checked}
                tabIndex={-1}
                key={item.label}
                className={item.danger ? "tk-danger" : undefined}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ));
            return run.group === undefined ? (
              entries
            ) : (
              <div key={run.group} role="group" aria-label={run.group} className="tk-menu-group">
                {entries}
              </div>
            );
          })}
        </div>
      ) : null}
    </span>
  );
}
