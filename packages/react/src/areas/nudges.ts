import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type NudgePlacementCode, nudgesOf, nudgeTimeoutMs } from "@trade/core/nudges";
import { queryKeys } from "../queries.js";

/** Query keys of the nudges, under `queryKeys.all`. */
export const nudgeKeys = {
  all: () => [...queryKeys.all, "nudges"] as const,
  placement: (placement: NudgePlacementCode) => [...nudgeKeys.all(), placement] as const,
};

/**
 * Query options of the nudges (`nudgesOf(client)` from `@trade/core/nudges`).
 *
 * @example
 * ```ts
 * const { data: nudges = [] } = useQuery(nudgeQueries.list(client, "WATCHLIST"));
 * ```
 */
export const nudgeQueries = {
  /** The nudges of one placement, read again after the nudge timeout (spec 1 §9, an hour). */
  list: (client: TradeClient, placement: NudgePlacementCode) =>
    queryOptions({
      queryKey: nudgeKeys.placement(placement),
      queryFn: ({ signal }) => nudgesOf(client).list(placement, { signal }),
      staleTime: nudgeTimeoutMs,
      refetchInterval: nudgeTimeoutMs,
    }),
};
