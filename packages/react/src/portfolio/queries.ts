import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { portfolioOf } from "@trade/core/portfolio";
import { queryKeys } from "../queries.js";
import { readQuery } from "../readQuery.js";

/**
 * Query keys of the portfolio, under `queryKeys.all`; invalidate `portfolioKeys.all()` after a day roll or a fill.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: portfolioKeys.all() });
 * ```
 */
export const portfolioKeys = {
  all: () => [...queryKeys.all, "portfolio"] as const,
  holdings: () => [...portfolioKeys.all(), "holdings"] as const,
  breakup: (isin: string) => [...portfolioKeys.all(), "breakup", isin] as const,
  dividends: (isin: string | undefined) => [...portfolioKeys.all(), "dividends", isin ?? "all"] as const,
  transactions: (isin: string | undefined) =>
    [...portfolioKeys.all(), "transactions", isin ?? "all"] as const,
};

/** The portfolio's refresh interval (spec 3 §9: 3000 ms), for the holdings list. */
export const portfolioRefreshMs = 3000;

/**
 * Query options of the portfolio (`portfolioOf(client)` from `@trade/core/portfolio`). Live prices come from the
 * quote feed; the holdings themselves are read again every `portfolioRefreshMs` while shown.
 *
 * @example
 * ```ts
 * const { data: holdings } = useQuery(portfolioQueries.holdings(client));
 * ```
 */
export const portfolioQueries = {
  holdings: (client: TradeClient) =>
    queryOptions({
      queryKey: portfolioKeys.holdings(),
      queryFn: ({ signal }) => portfolioOf(client).holdings({ signal }),
      refetchInterval: portfolioRefreshMs,
    }),
  breakup: (client: TradeClient, isin: string) =>
    readQuery(portfolioKeys.breakup(isin), (o) => portfolioOf(client).breakup(isin, o)),
  dividends: (client: TradeClient, isin?: string) =>
    readQuery(portfolioKeys.dividends(isin), (o) => portfolioOf(client).dividends(isin, o)),
  transactions: (client: TradeClient, isin?: string) =>
    queryOptions({
      queryKey: portfolioKeys.transactions(isin),
      queryFn: ({ signal }) =>
        portfolioOf(client).transactions(isin === undefined ? {} : { isin }, { signal }),
    }),
};
