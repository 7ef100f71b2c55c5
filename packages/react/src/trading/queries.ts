import { queryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import type { OrderListFilter } from "./cache.js";
import { tradingKeys } from "./keys.js";
import { tradingFor } from "./trading.js";

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
