import type { TradeClient } from "../client.js";
import { accessorOf } from "../resource.js";
import { MarginResource } from "./margin.js";
import { createOrderFeed, type OrderFeed, orderFeedOf } from "./orderFeed.js";
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

/**
 * The trading area over a client: orders, positions (with exit all), margins and the order-update feed. Reach it with
 * `tradingOf(client)` (one per client); construct one yourself only for other options (timers in tests, a feed of
 * your own).
 *
 * @example
 * ```ts
 * import { tradingOf } from "@trade/core/orders";
 * const trading = tradingOf(client);
 * trading.feed.connect();
 * const outcome = await trading.orders.place({ exchangeSegment: 1, symbolToken: 2885, transactionType: "B",
 *   productType: "MIS", orderType: "MARKET", quantity: 1 });
 * ```
 */
export class Trading {
  /** Place, modify, cancel, batches and status look-ups. */
  readonly orders: OrdersResource;
  /** Positions, conversion and exit all. */
  readonly positions: PositionsResource;
  /** Margins, leverage and fund limits. */
  readonly margin: MarginResource;
  /** The order-update feed; not connected until `feed.connect()`. */
  readonly feed: OrderFeed;

  constructor(client: TradeClient, options: TradingOptions = {}) {
    const timers = options.timers;
    this.orders = new OrdersResource(client, {
      ...(options.statusDelayMs !== undefined ? { statusDelayMs: options.statusDelayMs } : {}),
      ...(timers ? { timers } : {}),
    });
    this.feed = options.feed ?? createOrderFeed(client, timers ? { timers } : {});
    this.positions = new PositionsResource(client, this.orders, { feed: this.feed, timers });
    this.margin = new MarginResource(client);
  }

  /** Disconnect the feed. */
  close(): void {
    this.feed.disconnect();
  }
}

/**
 * The client's trading area (one per client, made on first use): `tradingOf(client).orders.place(...)`. Its feed is
 * the client's order-update feed, `orderFeedOf(client)`.
 */
export const tradingOf: (client: TradeClient) => Trading = accessorOf(
  (client) => new Trading(client, { feed: orderFeedOf(client) }),
);
