import type { TradeClient } from "../client.js";
import { MarginResource } from "./margin.js";
import { createOrderFeed, type OrderFeed } from "./orderFeed.js";
import { OrdersResource } from "./orders.js";
import { PositionsResource } from "./positions.js";
import type { Timers } from "./timers.js";

export * from "./margin.js";
export * from "./orderFeed.js";
export * from "./orders.js";
export * from "./positions.js";
export type { Timers } from "./timers.js";

export interface TradingOptions {
  /** Wait before an order's status is looked up after placing (default 300 ms, spec 2 §4). */
  statusDelayMs?: number;
  /** Timers and clock (default: the global ones); for tests. */
  timers?: Timers;
  /** The order-update feed to use (default: a new one, `createOrderFeed(client)`), e.g. one the page already holds. */
  feed?: OrderFeed;
}

export interface Trading {
  orders: OrdersResource;
  positions: PositionsResource;
  margin: MarginResource;
  /** The order-update feed; not connected until `feed.connect()`. */
  feed: OrderFeed;
  /** Disconnect the feed. */
  close(): void;
}

/**
 * The trading area over a client: orders, positions (with exit all), margins and the order-update feed.
 *
 * @example
 * ```ts
 * import { createTrading } from "@trade/core/orders";
 * const trading = createTrading(client);
 * trading.feed.connect();
 * const outcome = await trading.orders.place({ exchangeSegment: 1, symbolToken: 2885, transactionType: "B",
 *   productType: "MIS", orderType: "MARKET", quantity: 1 });
 * ```
 */
export function createTrading(client: TradeClient, options: TradingOptions = {}): Trading {
  const timers = options.timers;
  const orders = new OrdersResource(client, {
    ...(options.statusDelayMs !== undefined ? { statusDelayMs: options.statusDelayMs } : {}),
    ...(timers ? { timers } : {}),
  });
  const feed = options.feed ?? createOrderFeed(client, timers ? { timers } : {});
  return {
    orders,
    positions: new PositionsResource(client, orders, { feed, timers }),
    margin: new MarginResource(client),
    feed,
    close: () => feed.disconnect(),
  };
}
