import { useQuery } from "@tanstack/react-query";
import { type Trading, tradingOf } from "@trade/core/orders";
import { useTradeClient } from "../tradeClient.js";
import type { OrderListFilter } from "./cache.js";
import { useOrderUpdates } from "./hooks.js";
import { ordersQuery, positionsQuery } from "./queries.js";

/**
 * The trading facade of the provider's client: orders (place, modify, cancel), positions (convert, exit all),
 * margin, and the order-update feed.
 *
 * @example
 * ```tsx
 * const trading = useTrading();
 * const outcome = await trading.orders.place({ exchangeSegment: 1, symbolToken: 2885, transactionType: "B",
 *   productType: "MIS", orderType: "MARKET", quantity: 1 });
 * ```
 */
export function useTrading(): Trading {
  return tradingOf(useTradeClient());
}

/**
 * The day's orders, newest first, kept fresh by the order-update feed.
 *
 * @example
 * ```tsx
 * const { data: open = [] } = useOrders("open");
 * return <ul>{open.map((o) => <li key={o.orderId}>{o.tradingSymbol} {o.orderStatus}</li>)}</ul>;
 * ```
 */
export function useOrders(filter: OrderListFilter = "all", options: { enabled?: boolean } = {}) {
  const client = useTradeClient();
  useOrderUpdates();
  return useQuery({ ...ordersQuery(client, filter), enabled: options.enabled ?? true });
}

/**
 * The positions, fetched again shortly after each fill the order-update feed reports.
 *
 * @example
 * ```tsx
 * const { data: positions = [] } = usePositions();
 * const open = positions.filter((p) => p.netQty !== 0);
 * ```
 */
export function usePositions(options: { enabled?: boolean } = {}) {
  const client = useTradeClient();
  useOrderUpdates();
  return useQuery({ ...positionsQuery(client), enabled: options.enabled ?? true });
}
