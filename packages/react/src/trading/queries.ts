import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { queryKeys } from "../queries.js";
import type { OrderListFilter } from "./cache.js";
import { tradingFor } from "./live.js";

/**
 * Query keys of the trading area, under `queryKeys.all` so that invalidating everything covers them.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: tradingKeys.positions() });
 * ```
 */
export const tradingKeys = {
  all: () => [...queryKeys.all, "trading"] as const,
  orders: (filter: OrderListFilter = "all") => [...tradingKeys.all(), "orders", filter] as const,
  positions: () => [...tradingKeys.all(), "positions"] as const,
};

/**
 * Query options for the day's orders (GET /report/v5/orders).
 *
 * @example
 * ```ts
 * const orders = await queryClient.fetchQuery(ordersQuery(client, "open"));
 * ```
 */
export const ordersQuery = (client: TradeClient, filter: OrderListFilter = "all") =>
  queryOptions({
    queryKey: tradingKeys.orders(filter),
    queryFn: ({ signal }) =>
      tradingFor(client).orders.list(filter === "all" ? undefined : filter, { signal }),
  });

/**
 * Query options for the positions (GET /report/v5/positions).
 *
 * @example
 * ```ts
 * const positions = await queryClient.fetchQuery(positionsQuery(client));
 * ```
 */
export const positionsQuery = (client: TradeClient) =>
  queryOptions({
    queryKey: tradingKeys.positions(),
    queryFn: ({ signal }) => tradingFor(client).positions.list({ signal }),
  });
