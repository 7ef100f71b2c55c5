import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { tradingOf } from "@trade/core/orders";
import type { OrderListFilter } from "./cache.js";
import { tradingKeys } from "./keys.js";

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
    queryFn: ({ signal }) => tradingOf(client).orders.list(filter === "all" ? undefined : filter, { signal }),
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
    queryFn: ({ signal }) => tradingOf(client).positions.list({ signal }),
  });
