import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type GttStatusCode, gttListPageSize, gttOf } from "@trade/core/gtt";
import { queryKeys } from "../queries.js";

/**
 * Query keys of the GTT rules, under `queryKeys.all`; invalidate `gttKeys.all()` after a rule changed.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: gttKeys.all() });
 * ```
 */
export const gttKeys = {
  all: () => [...queryKeys.all, "gtt"] as const,
  /** One page of the list, for the given status codes (all when empty). */
  list: (status: readonly GttStatusCode[] = [], page = 1) =>
    [...gttKeys.all(), "list", [...status].sort((a, b) => a - b).join(","), page] as const,
};

/**
 * Query options of the GTT rules (`gttOf(client)` from `@trade/core/gtt`).
 *
 * @example
 * ```ts
 * const { data } = useQuery(gttQueries.list(client));
 * const pending = useQuery(gttQueries.list(client, [1, 4]));
 * ```
 */
export const gttQueries = {
  /** A page of rules (200, spec 2 §9), newest first: all of them, or those with the given status codes. */
  list: (client: TradeClient, status: readonly GttStatusCode[] = [], page = 1) =>
    queryOptions({
      queryKey: gttKeys.list(status, page),
      queryFn: ({ signal }) =>
        gttOf(client).list(
          { ...(status.length > 0 ? { status: [...status] } : {}), page, count: gttListPageSize },
          { signal },
        ),
    }),
};
