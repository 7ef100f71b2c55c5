import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import type { Instrument } from "@trade/core/feed";
import { defaultChainStrikes, optionsOf } from "@trade/core/options";
import { queryKeys } from "../queries.js";

/** How often the chain is read again for its IV and greeks (the feed carries prices, OI and volume, not greeks). */
export const greeksRefreshMs = 30_000;

/**
 * Query keys of the option look-ups, under `queryKeys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: optionsKeys.all() });
 * ```
 */
export const optionsKeys = {
  all: () => [...queryKeys.all, "options"] as const,
  underlying: (instrument: Instrument) =>
    [...optionsKeys.all(), "underlying", instrument.segment, instrument.token] as const,
  chain: (symbol: string, segment: number, expiry: string, strikeCount: number) =>
    [...optionsKeys.all(), "chain", segment, symbol, expiry, strikeCount] as const,
};

/**
 * Query options of the option look-ups (`optionsOf(client)` from `@trade/core/options`).
 *
 * @example
 * ```ts
 * const underlying = useQuery(optionsQueries.underlying(client, { segment: 1, token: 99926000 }));
 * ```
 */
export const optionsQueries = {
  /** The underlying an instrument opens the chain of, with its expiries; or why there is none. */
  underlying: (client: TradeClient, instrument: Instrument) =>
    queryOptions({
      queryKey: optionsKeys.underlying(instrument),
      queryFn: ({ signal }) => optionsOf(client).underlying(instrument, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** The chain of one expiry, read again every 30 s for its greeks. */
  chain: (
    client: TradeClient,
    underlying: { symbol: string; segment: number },
    expiry: string,
    strikeCount = defaultChainStrikes,
  ) =>
    queryOptions({
      queryKey: optionsKeys.chain(underlying.symbol, underlying.segment, expiry, strikeCount),
      queryFn: ({ signal }) => optionsOf(client).chain(underlying, expiry, strikeCount, { signal }),
      refetchInterval: greeksRefreshMs,
    }),
};
