import type { TradeClient } from "@trade/core";
import { useEffect } from "react";
import { holdQuoteFeed, quoteFeedFor } from "./live.js";
import { bindLiveRows } from "./liveCells.js";

/**
 * The live-price rows the widgets share (the watchlist, `LiveQuotes`): a row is an element with `data-row`,
 * `data-seg` and `data-token` holding the three cells of `LiveCells`; `useLiveRows` binds them to the quote feed
 * (liveCells.ts: canvas drawing, the 900 ms flash, the texts), so React is not in the tick path.
 */

/** A live row's LTP, change and change percent cells, a dash until the first quote. */
export function LiveCells() {
  return (
    <>
      <span data-cell="ltp">—</span>
      <span data-cell="change">—</span>
      <span data-cell="percent">—</span>
    </>
  );
}

/**
 * Hold the quote feed while mounted and bind the rows under `listRef` to it; `key` stands for the rows' identities
 * (the rows are bound again when it changes, the socket is not dropped). An empty key binds nothing.
 */
export function useLiveRows(client: TradeClient, listRef: { current: HTMLElement | null }, key: string) {
  useEffect(() => holdQuoteFeed(client), [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the visible rows' identities.
  useEffect(() => {
    const element = listRef.current;
    if (element === null || key === "") return;
    return bindLiveRows(
      quoteFeedFor(client),
      element,
      [...element.querySelectorAll<HTMLElement>("[data-row]")].map((row) => ({
        element: row,
        segment: Number(row.dataset.seg),
        token: Number(row.dataset.token),
      })),
    );
  }, [client, key]);
}
