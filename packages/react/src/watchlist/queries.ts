import type { TradeClient } from "@trade/core";
import { watchlistsOf } from "@trade/core/watchlist";
import { queryKeys } from "../queries.js";
import { readQuery } from "../readQuery.js";

/**
 * Query keys of the watchlists, under `queryKeys.all` so that invalidating everything covers them.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: watchlistKeys.lists() });
 * ```
 */
export const watchlistKeys = {
  all: () => [...queryKeys.all, "watchlist"] as const,
  lists: () => [...watchlistKeys.all(), "lists"] as const,
};

/**
 * Query options for the watchlists with flags and sections (GET /v4/watchlist, a non-trade call).
 *
 * @example
 * ```ts
 * const watchlists = await queryClient.fetchQuery(watchlistsQuery(client));
 * ```
 */
export const watchlistsQuery = (client: TradeClient) =>
  readQuery(watchlistKeys.lists(), (o) => watchlistsOf(client).list(o));
