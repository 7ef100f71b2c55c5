import type { TradeClient } from "@trade/core";
import { useEffect, useRef } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";
import { writeText } from "../live/liveCells.js";

/** One instrument a table row follows. */
export interface LiveTableItem {
  segment: number;
  token: number;
}

/** Write `text` into the row's `[data-cell=name]`, and its sign (`data-sign` up, down or flat) when given. */
export function writeCell(row: HTMLElement, name: string, text: string, sign?: number): void {
  const cell = row.querySelector<HTMLElement>(`[data-cell="${name}"]`);
  if (cell === null) return;
  writeText(cell, text);
  if (sign === undefined) return;
  const word = sign > 0 ? "up" : sign < 0 ? "down" : "flat";
  if (cell.dataset.sign !== word) cell.dataset.sign = word;
}

/**
 * Bind a table's rows to the quote feed, React staying out of the per-tick path (docs/architecture.md): the rows under
 * `ref` marked `data-live-row={index}` follow `items[index]`'s last price; on each price `write(row, item, ltp)` fills
 * the row's cells (with `writeCell`), then `after()` runs (a total row). The feed is held while mounted; `key` stands
 * for the rows' identities (they are bound again when it changes). Prices already known are written at once.
 */
export function useLiveTable<TItem extends LiveTableItem>(
  client: TradeClient,
  ref: { current: HTMLElement | null },
  items: readonly TItem[],
  key: string,
  write: (row: HTMLElement, item: TItem, ltp: number) => void,
  after?: () => void,
): void {
  const latest = useRef({ items, write, after });
  latest.current = { items, write, after };
  useEffect(() => holdQuoteFeed(client), [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the rows' identities.
  useEffect(() => {
    const root = ref.current;
    if (root === null || key === "") return;
    const feed = quoteFeedFor(client);
    const stops = [...root.querySelectorAll<HTMLElement>("[data-live-row]")].map((row) => {
      const item = latest.current.items[Number(row.dataset.liveRow)];
      if (item === undefined) return () => {};
      const show = (ltp: number) => {
        latest.current.write(row, item, ltp);
        latest.current.after?.();
      };
      const known = feed.get(item.segment, item.token);
      if (known !== undefined && known.version > 0) show(known.ltp);
      return feed.subscribe({ segment: item.segment, token: item.token }, "ltp", (quote) => show(quote.ltp));
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, key]);
}
