import type { FlagColour, Watchlist } from "@trade/core/watchlist";
import { useLayoutEffect, useRef } from "react";
import { RowMenu, type RowMenuItem } from "../ui/RowMenu.js";
import type { WatchlistController } from "./useWatchlistWidget.js";
import { filterCount, flagColours, flagLabel, type ScripRow, scripOf } from "./view.js";

/**
 * A row's actions, over the right of the row (the hovered one, else the selected one while the widget has the focus):
 * Buy, Sell, market depth and chart, and a ⋯ menu with Add Alert, Trade Tools, the flag, Add section, Move up, Move down and Delete.
 * A pointer on them selects their row first, so the menu acts on the row it opened on.
 */
export function RowActions({
  w,
  row,
  watchlist,
  onSectionForm,
}: {
  w: WatchlistController;
  row: ScripRow;
  watchlist: Watchlist;
  onSectionForm(): void;
}) {
  const { onBuy, onSell, onDepth, onAlert, onOpen, onTradeTools } = w.options;
  const { actions, report, sort } = w;
  const bar = useRef<HTMLDivElement>(null);
  // Follows its row as the list scrolls; hidden while the row is out of view.
  useLayoutEffect(() => {
    const list = w.listRef.current;
    const place = () => {
      const at = list?.querySelector<HTMLElement>(`[data-key="${row.key}"]`);
      const top = at && list ? at.offsetTop - list.scrollTop : -1;
      const style = bar.current?.style;
      if (!style || !list) return;
      style.top = `${top}px`;
      style.visibility = top < 0 || top > list.clientHeight - 8 ? "hidden" : "";
    };
    place();
    list?.addEventListener("scroll", place);
    return () => list?.removeEventListener("scroll", place);
  });

  const at = { mktSegId: row.entry.mktSegID, token: row.entry.token };
  const onFlag = async (colour: FlagColour | undefined) => {
    report(
      colour === undefined
        ? await actions.removeFlag(watchlist.watchlistId, at)
        : await actions.setFlag(watchlist.watchlistId, at, colour, flagLabel(colour)),
    );
  };
  // Moving a row is in the list's own order: not while a sort or a filter applies.
  const move = (step: -1 | 1) => () =>
    void actions.move(watchlist.watchlistId, row.entry, step).then((result) => report(result));
  const scrip = scripOf(row);
  const name = row.entry.tradeSymbol;
  const items: RowMenuItem[] = [
    ...(onAlert ? [{ label: "Add Alert", onSelect: () => onAlert(scrip) }] : []),
    ...(onTradeTools ? [{ label: "Trade Tools", onSelect: () => onTradeTools(scrip) }] : []),
    ...[undefined, ...flagColours].map((colour) => ({
      label: colour ? flagLabel(colour) : "None",
      group: "Flag",
      checked: row.flag?.icon === colour,
      onSelect: () => void onFlag(colour),
    })),
    { label: "Add section", onSelect: onSectionForm },
    ...(sort === undefined && filterCount(w.filters) === 0
      ? [
          { label: "Move up", onSelect: move(-1) },
          { label: "Move down", onSelect: move(1) },
        ]
      : []),
    { label: "Delete", danger: true, onSelect: () => void w.removeCurrent() },
  ];
  // Compact, so the bar never covers the row's middle: a letter or a glyph, the action's name for assistive
  // technology and the tooltip.
  const act = (label: string, keys: string, run: ((s: typeof scrip) => void) | undefined, glyph: string) =>
    run ? (
      <button
        type="button"
        title={keys ? `${label} (${keys})` : label}
        aria-keyshortcuts={keys || undefined}
        data-act={label}
        onClick={() => run(scrip)}
      >
        <span aria-hidden="true">{glyph}</span>
        <span className="tk-vh">{`${label} ${name}`}</span>
      </button>
    ) : null;
  return (
    <div
      ref={bar}
      className="tk-wl-actions"
      role="group"
      aria-label={`${name} actions`}
      onPointerDown={() => w.setSelectedKey(row.key)}
    >
      {act("Buy", "F1", onBuy, "B")}
      {act("Sell", "F2", onSell, "S")}
      {act("Market depth", "F6", onDepth, "≡")}
      {act("Chart", "", onOpen, "↗")}
      <RowMenu label={`More for ${name}`} items={items} />
    </div>
  );
}
