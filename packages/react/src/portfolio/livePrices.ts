import type { TradeClient } from "@trade/core";
import type { Holding } from "@trade/core/portfolio";
import { useEffect, useRef } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";

/** The latest price of a holding: the quote feed's, else the snapshot the holdings list carried. */
export function latestLtp(client: TradeClient, holding: Holding): number {
  const known = quoteFeedFor(client).get(holding.mktSegID, holding.tokenID);
  return known !== undefined && known.version > 0 && known.ltp > 0 ? known.ltp : holding.ltp;
}

/**
 * Follow every holding's last price on the quote feed, React staying out of the per-tick path: `onPrices(ltpOf)` runs
 * once per animation frame in which a price moved (and once at once), with a reader of the latest prices.
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
  onPrices: (ltpOf: (holding: Holding) => number) => void,
): void {
  const latest = useRef(onPrices);
  latest.current = onPrices;
  useEffect(() => holdQuoteFeed(client), [client]);
  const key = (holdings ?? []).map((h) => `${h.mktSegID}-${h.tokenID}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the instruments followed.
  useEffect(() => {
    if (holdings === undefined || holdings.length === 0) return;
    const feed = quoteFeedFor(client);
    const ltpOf = (holding: Holding) => latestLtp(client, holding);
    let frame = 0;
    const changed = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        latest.current(ltpOf);
      });
    };
    latest.current(ltpOf);
    const stops = holdings.map((h) =>
      feed.subscribe({ segment: h.mktSegID, token: h.tokenID }, "ltp", changed),
    );
    return () => {
      cancelAnimationFrame(frame);
      for (const stop of stops) stop();
    };
  }, [client, key]);
}
