import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { backtestsOf } from "@trade/core/backtests";
import { queryKeys } from "../queries.js";

/** How often a pending backtest's status is read again, in ms. */
export const backtestPollMs = 500;

/**
 * Query keys of the backtests, under `queryKeys.all`. A completed backtest never changes, so its summary, trade pages
 * and graph are kept for as long as the page lives.
 */
export const backtestKeys = {
  all: () => [...queryKeys.all, "backtest"] as const,
  one: (backtestId: string) => [...backtestKeys.all(), backtestId] as const,
  status: (backtestId: string) => [...backtestKeys.one(backtestId), "status"] as const,
  summary: (backtestId: string) => [...backtestKeys.one(backtestId), "summary"] as const,
  trades: (backtestId: string, pageNumber: number) =>
    [...backtestKeys.one(backtestId), "trades", pageNumber] as const,
  graph: (backtestId: string) => [...backtestKeys.one(backtestId), "graph"] as const,
};

/**
 * Query options of one backtest (`backtestsOf(client)` from `@trade/core/backtests`): its status, read again every
 * 500 ms while pending; then its summary, trade pages (five trades each, from 1) and graph.
 *
 * @example
 * ```ts
 * const { data: state } = useQuery(backtestQueries.status(client, backtestId));
 * const { data: summary } = useQuery({ ...backtestQueries.summary(client, backtestId), enabled: state?.status === "completed" });
 * ```
 */
export const backtestQueries = {
  status: (client: TradeClient, backtestId: string) =>
    queryOptions({
      queryKey: backtestKeys.status(backtestId),
      queryFn: ({ signal }) => backtestsOf(client).status(backtestId, { signal }),
      refetchInterval: (query) => (query.state.data?.status === "pending" ? backtestPollMs : false),
    }),
  summary: (client: TradeClient, backtestId: string) =>
    queryOptions({
      queryKey: backtestKeys.summary(backtestId),
      queryFn: ({ signal }) => backtestsOf(client).summary(backtestId, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  trades: (client: TradeClient, backtestId: string, pageNumber: number) =>
    queryOptions({
      queryKey: backtestKeys.trades(backtestId, pageNumber),
      queryFn: ({ signal }) => backtestsOf(client).trades(backtestId, { pageNumber }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  graph: (client: TradeClient, backtestId: string) =>
    queryOptions({
      queryKey: backtestKeys.graph(backtestId),
      queryFn: ({ signal }) => backtestsOf(client).graph(backtestId, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
