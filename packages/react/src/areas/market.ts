import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { queryKeys } from "../queries.js";

interface InstrumentRef {
  segment: number;
  token: number;
}

/**
 * Query keys of the market look-ups, under `queryKeys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: marketKeys.all() });
 * ```
 */
export const marketKeys = {
  all: () => [...queryKeys.all, "market"] as const,
  search: (keyword: string) => [...marketKeys.all(), "search", keyword] as const,
  indexMaster: () => [...marketKeys.all(), "indexMaster"] as const,
  instrument: ({ segment, token }: InstrumentRef) =>
    [...marketKeys.all(), "instrument", segment, token] as const,
  metadata: (isin: string) => [...marketKeys.all(), "metadata", isin] as const,
};

/**
 * Query options of the market look-ups (`marketOf(client)` from `@trade/core/market`), one factory per call, in
 * TanStack's `queryOptions` habit: spread them into `useQuery`, `fetchQuery` or `prefetchQuery`.
 *
 * @example
 * ```ts
 * const results = useQuery({ ...marketQueries.search(client, keyword), enabled: keyword.length >= 2 });
 * const nifty = useQuery(marketQueries.instrument(client, { segment: 1, token: 99926000 }));
 * ```
 */
export const marketQueries = {
  /** Global search (the user and account type from the session's profile); kept a minute. */
  search: (client: TradeClient, keyword: string) =>
    queryOptions({
      queryKey: marketKeys.search(keyword),
      queryFn: ({ signal }) => marketOf(client).search(keyword, { signal }),
      staleTime: 60_000,
    }),
  /** The index master: read once per session. */
  indexMaster: (client: TradeClient) =>
    queryOptions({
      queryKey: marketKeys.indexMaster(),
      queryFn: ({ signal }) => marketOf(client).indexMaster({ signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** One instrument by segment and token (scrip master, then index master); null when neither lists it. */
  instrument: (client: TradeClient, instrument: InstrumentRef) =>
    queryOptions({
      queryKey: marketKeys.instrument(instrument),
      queryFn: ({ signal }) => marketOf(client).instrument(instrument, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Tags, surveillance, sector and market cap of one ISIN; kept an hour. */
  metadata: (client: TradeClient, isin: string) =>
    queryOptions({
      queryKey: marketKeys.metadata(isin),
      queryFn: ({ signal }) => marketOf(client).metadata(isin, { signal }),
      staleTime: 3_600_000,
    }),
};
