import type { TradeClient } from "@trade/core";
import { tradingOf } from "@trade/core/orders";
import { readQuery } from "../readQuery.js";
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
  readQuery(tradingKeys.orders(filter), (o) =>
    tradingOf(client).orders.list(filter === "all" ? undefined : filter, o),
  );

/**
 * Query options for the positions (GET /report/v5/positions).
 *
 * @example
 * ```ts
 * const positions = await queryClient.fetchQuery(positionsQuery(client));
 * ```
 */
export const positionsQuery = (client: TradeClient) =>
  readQuery(tradingKeys.positions(), (o) => tradingOf(client).positions.list(o));
