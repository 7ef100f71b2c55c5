import type { TradeClient } from "@trade/core";
import type { Holding } from "@trade/core/portfolio";
import { useEffect, useRef } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";

/** The latest price of a holding: the quote feed's, else the snapshot the holdings list carried. */
export function latestLtp(client: TradeClient, holding: Holding): number {
  const known = quoteFeedFor(client).get(holding.mktSegID, holding.tokenID);
  return known !== undefined && known.version > 0 && known.ltp > 0 ? known.ltp : holding.ltp;
}

const instrumentKey = (h: Holding) => `${h.mktSegID}-${h.tokenID}`;
/** The same as a number (no string per holding per frame): tokens stay below 2^32. */
const instrumentId = (h: Holding) => h.mktSegID * 2 ** 32 + h.tokenID;

/**
 * Follow every holding's last price on the quote feed, React staying out of the per-tick path: `onPrices(ltpOf, moved)`
 * runs once per animation frame in which a price moved (and once at once), with a reader of the latest prices and
 * whether a holding's price moved since the last run (every holding, the first time): a table rewrites those rows only.
 *
 * @example
 * ```ts
 * useHoldingPrices(client, holdings, (ltpOf) => {
 *   total.current!.textContent = formatRupees(portfolioSummaryOf(holdings ?? [], ltpOf).TotalHolding);
 * });
 * ```
 */
export function useHoldingPrices(
  client: TradeClient,
  holdings: readonly Holding[] | undefined,
  onPrices: (ltpOf: (holding: Holding) => number, moved: (holding: Holding) => boolean) => void,
): void {
  const latest = useRef(onPrices);
  latest.current = onPrices;
  useEffect(() => holdQuoteFeed(client), [client]);
  const key = (holdings ?? []).map(instrumentKey).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the instruments followed.
  useEffect(() => {
    if (holdings === undefined || holdings.length === 0) return;
    const feed = quoteFeedFor(client);
    const ltpOf = (holding: Holding) => latestLtp(client, holding);
    // By instrument, not by object: a refetched holdings list brings new objects for the same stocks.
    const moved = new Set<number>();
    const hasMoved = (h: Holding) => moved.has(instrumentId(h));
    let frame = 0;
    const changed = (id: number) => {
      moved.add(id);
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        latest.current(ltpOf, hasMoved);
        moved.clear();
      });
    };
    latest.current(ltpOf, () => true);
    const stops = holdings.map((h) => {
      const id = instrumentId(h);
      return feed.subscribe({ segment: h.mktSegID, token: h.tokenID }, "ltp", () => changed(id));
    });
    return () => {
      cancelAnimationFrame(frame);
      for (const stop of stops) stop();
    };
  }, [client, key]);
}
