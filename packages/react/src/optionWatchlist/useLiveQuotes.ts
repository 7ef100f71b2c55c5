import type { TradeClient } from "@trade/core";
import type { Instrument, Quote } from "@trade/core/feed";
import { useEffect, useRef, useState } from "react";
import { holdQuoteFeed, quoteFeedFor } from "../live/live.js";

/** What a row shows of a contract's quote. */
export interface LiveValues {
  ltp: number;
  close: number;
  oi: number;
}

/** How often the list takes in the ticks it gathered (it sorts by them, so React renders them). */
export const quicklistFlushMs = 250;

/**
 * Live LTP, previous close and OI of `instruments`, subscribed in quote mode while shown: a new list (another tab,
 * side or expiry) unsubscribes what left it and subscribes what came in. Ticks are gathered and rendered at most
 * every 250 ms.
 */
export function useLiveQuotes(
  client: TradeClient,
  instruments: readonly Instrument[],
): Map<number, LiveValues> {
  const values = useRef(new Map<number, LiveValues>());
  const [, setVersion] = useState(0);
  const key = instruments.map((i) => `${i.segment}.${i.token}`).join(",");
  useEffect(() => holdQuoteFeed(client), [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the instruments.
  useEffect(() => {
    const feed = quoteFeedFor(client);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = (quote: Quote) => {
      values.current.set(quote.token, { ltp: quote.ltp, close: quote.close, oi: quote.oi });
      timer ??= setTimeout(() => {
        timer = undefined;
        setVersion((v) => v + 1);
      }, quicklistFlushMs);
    };
    const stops = instruments.map((instrument) => {
      const known = feed.get(instrument.segment, instrument.token);
      if (known !== undefined && known.version > 0) take(known);
      return feed.subscribe(instrument, "quote", take);
    });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [client, key]);
  return values.current;
}
