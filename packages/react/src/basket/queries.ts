import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type BasketLine, basketsOf } from "@trade/core/basket";
import { queryKeys } from "../queries.js";
import { readQuery } from "../readQuery.js";

/** Query keys of the baskets, under `queryKeys.all`. */
export const basketKeys = {
  all: () => [...queryKeys.all, "baskets"] as const,
  list: () => [...basketKeys.all(), "list"] as const,
  margin: (lines: readonly BasketLine[]) => [...basketKeys.all(), "margin", lines] as const,
};

/**
 * Query options of the baskets (`basketsOf(client)` from `@trade/core/basket`), in TanStack's `queryOptions` habit.
 *
 * @example
 * ```ts
 * const { data: baskets = [] } = useQuery(basketQueries.list(client));
 * const { data: margin } = useQuery(basketQueries.margin(client, selectedLines, profile.ClientCode));
 * ```
 */
export const basketQueries = {
  /** The client's baskets, newest first. */
  list: (client: TradeClient) => readQuery(basketKeys.list(), (o) => basketsOf(client).list(o)),
  /** The margin the lines need together and the shortfall, paise (the batch margin call); kept 10 seconds. */
  margin: (client: TradeClient, lines: readonly BasketLine[], partyCode?: string) =>
    queryOptions({
      queryKey: basketKeys.margin(lines),
      queryFn: ({ signal }) =>
        basketsOf(client).margin({ orders: [...lines] }, undefined, partyCode, { signal }),
      staleTime: 10_000,
      enabled: lines.length > 0,
    }),
};
