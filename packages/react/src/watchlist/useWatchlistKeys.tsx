import { isTypingTarget, matchShortcut, type ShortcutId, shortcuts } from "@trade/core/shortcuts";
import { watchlistForShortcut } from "@trade/core/watchlist";
import { type KeyboardEvent, useContext } from "react";
import { KeyboardContext } from "../keyboard/keyboardContext.js";
import { useShortcut } from "../keyboard/useShortcut.js";
import type { WatchlistController } from "./useWatchlistWidget.js";
import { scripOf } from "./view.js";

type Run = (id: ShortcutId | string, value: number | string | undefined) => boolean;

/**
 * The watchlist's keys: Ctrl+1..9 selects a list and Ctrl+= adds one (on the widget, and on the whole page when it
 * has a KeyboardProvider, see `PageKeys`); on the list the arrows move the selection, Enter opens, Delete removes;
 * F1, F2 and F6 act on the selected row anywhere in the widget, and anywhere on the page with a KeyboardProvider when
 * nothing else there took them (a selected order's F1 edits it first). Never while the user types in a field.
 */
export function useWatchlistKeys(w: WatchlistController) {
  const keyboard = useContext(KeyboardContext);
  const { onBuy, onSell, onDepth, onOpen } = w.options;

  const run: Run = (id, value) => {
    const scrip = w.current && scripOf(w.current);
    const act = scrip && { buy: onBuy, sell: onSell, marketDepth: onDepth }[id as "buy"];
    if (act) {
      act(scrip);
      return true;
    }
    switch (id) {
      case "selectWatchlist":
        w.switchTo(watchlistForShortcut(w.watchlists, Number(value)));
        return true;
      case "addWatchlist":
        w.setCreating(true);
        return true;
      default:
        return false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const typing = isTypingTarget(event.target as HTMLElement);
    const match = matchShortcut(event, shortcuts, {
      accessibilityMode: keyboard?.accessibilityMode ?? false,
      inField: typing,
    });
    if (match === undefined) return;
    const id = match.shortcut.id;
    if (run(id, match.value)) {
      event.preventDefault();
      return;
    }
    // The row keys act on the selected row, never while typing. Arrows, Enter and Delete only on the list itself
    // (on a button Enter is the button's; on the tabs Delete removes nothing); F1, F2 and F6 anywhere in the widget.
    const { current, scripRows } = w;
    if (typing || !current) return;
    // A section heading is a button inside the list: its Enter and Space are its own.
    const onList =
      (w.listRef.current?.contains(event.target as Node) ?? false) &&
      (event.target as Element).closest?.("button") == null;
    const scrip = scripOf(current);
    const index = scripRows.indexOf(current);
    if (id === "moveSelection" && onList && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      const next = scripRows[event.key === "ArrowDown" ? index + 1 : index - 1];
      if (next) w.setSelectedKey(next.key);
    } else if (id === "confirm" && onList) onOpen?.(scrip);
    else if (id === "cancelOrRemove" && onList) void w.removeCurrent();
    else return;
    event.preventDefault();
  };

  return { onKeyDown, run, pageKeys: keyboard !== null };
}

/** Ctrl+1..9, Ctrl+= and the selected row's F1, F2, F6 anywhere on the page, when the page has a KeyboardProvider. */
export function PageKeys({ run }: { run: Run }) {
  // Not under a dialog that is not a keyboard layer (a modal of the host's): its keys are its own.
  const onRow = (id: ShortcutId) =>
    document.querySelector('[aria-modal="true"]') === null && run(id, undefined);
  useShortcut("buy", () => onRow("buy"));
  useShortcut("sell", () => onRow("sell"));
  useShortcut("marketDepth", () => onRow("marketDepth"));
  useShortcut("selectWatchlist", (_event, match) => {
    run("selectWatchlist", match.value);
  });
  useShortcut("addWatchlist", () => {
    run("addWatchlist", undefined);
  });
  return null;
}
