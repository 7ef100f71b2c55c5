import type { TradeClient } from "../client.js";
import { feeds } from "../contract/feeds.js";
import { type OrderUpdate, orderUpdatePush } from "../contract/order.js";
import { TimeoutError } from "../errors.js";
import { JsonFeed, type JsonFeedEvents, type JsonFeedOptions } from "../feeds/jsonFeed.js";
import { accessorOf } from "../resource.js";
import { defaultTimers, type Timers } from "./timers.js";

export interface OrderFeedEvents extends JsonFeedEvents {
  /** One order's new state, in the order the pushes carried them. */
  update: [OrderUpdate];
}

export interface OrderFeedOptions extends JsonFeedOptions {
  /** Built at every (re)connect so it carries the current token: `client.feedUrl(feeds.orders)`. */
  url: () => string;
  /** For tests. */
  timers?: Timers;
}

/** Default time `waitFor` waits before giving up. */
export const orderFeedWaitMs = 30_000;

/**
 * The order-update feed (`/feed/orders`, spec 2 §7): JSON pushes `{type: "orderUpdate", orderStatus: [...]}` and
 * heartbeats. Emits `update` per order and keeps each order's latest state, so a waiter that arrives after the push
 * still sees it.
 */
export class OrderFeed extends JsonFeed<OrderFeedEvents> {
  readonly #timers: Timers;
  /** Latest state by guiOrderId and by orderId (bracket legs share their parent's guiOrderId on some servers). */
  readonly #byGuiOrderId = new Map<string, OrderUpdate>();
  readonly #byOrderId = new Map<string, OrderUpdate>();

  constructor(options: OrderFeedOptions) {
    super("order feed", options);
    this.#timers = options.timers ?? defaultTimers;
  }

  /** The latest state the feed has seen of an order, by guiOrderId. */
  get(guiOrderId: string): OrderUpdate | undefined {
    return this.#byGuiOrderId.get(guiOrderId);
  }

  /** Every order the feed has seen, latest state each, oldest first. */
  orders(): OrderUpdate[] {
    return [...this.#byOrderId.values()];
  }

  /** Call `listener` with every update of one order (by guiOrderId); returns the unsubscribe. */
  watch(guiOrderId: string, listener: (order: OrderUpdate) => void): () => void {
    const onUpdate = (order: OrderUpdate) => {
      if (order.guiOrderId === guiOrderId) listener(order);
    };
    this.on("update", onUpdate);
    return () => this.off("update", onUpdate);
  }

  /**
   * Resolve with the order once a push about it (by guiOrderId) satisfies `predicate`, checking the latest state
   * first. Rejects with a TimeoutError after `timeoutMs` (default 30 s), or with the signal's reason.
   */
  waitFor(
    guiOrderId: string,
    predicate: (order: OrderUpdate) => boolean = () => true,
    timeoutMs: number = orderFeedWaitMs,
    signal?: AbortSignal,
  ): Promise<OrderUpdate> {
    const latest = this.get(guiOrderId);
    if (latest !== undefined && predicate(latest)) return Promise.resolve(latest);
    return new Promise((resolve, reject) => {
      const finish = () => {
        this.#timers.clearTimeout(timer);
        unwatch();
        signal?.removeEventListener("abort", onAbort);
      };
      const onAbort = () => {
        finish();
        reject(signal?.reason);
      };
      // Judged on the order's latest state, so a bracket's child legs sharing the id do not stand in for the main.
      const unwatch = this.watch(guiOrderId, () => {
        const order = this.get(guiOrderId);
        if (order === undefined || !predicate(order)) return;
        finish();
        resolve(order);
      });
      const timer = this.#timers.setTimeout(() => {
        finish();
        reject(
          new TimeoutError({
            status: 0,
            code: "TIMEOUT",
            message: `No matching update of order ${guiOrderId} within ${timeoutMs} ms`,
            requestId: undefined,
          }),
        );
      }, timeoutMs);
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  protected receive(json: unknown): void {
    if ((json as { type?: unknown } | null)?.type === "heartbeat") return;
    const push = this.parse(orderUpdatePush, json);
    if (push === undefined) return;
    for (const order of push.orderStatus) {
      // The leg's own guiOrderId is the feed's guiOrdId when the server fills only that one.
      const update = order.guiOrderId === "" ? { ...order, guiOrderId: order.guiOrdId } : order;
      if (update.orderId !== "") {
        this.#byOrderId.delete(update.orderId);
        this.#byOrderId.set(update.orderId, update);
      }
      // A main leg's state wins over its children's for a shared guiOrderId.
      const current = this.#byGuiOrderId.get(update.guiOrderId);
      if (current === undefined || update.parentOrderId === "" || current.orderId === update.orderId) {
        this.#byGuiOrderId.set(update.guiOrderId, update);
      }
      this.emit("update", update);
    }
  }
}

/**
 * The order-update feed of a client (`/feed/orders` with the client's token), not connected until `connect()`. A page
 * that only follows orders needs this and not the rest of `tradingOf(client)`.
 *
 * @example
 * ```ts
 * const feed = createOrderFeed(client);
 * feed.on("update", (order) => console.log(order.orderId, order.orderStatus));
 * feed.connect();
 * ```
 */
export function createOrderFeed(client: TradeClient, options: { timers?: Timers } = {}): OrderFeed {
  return new OrderFeed({
    url: () => client.feedUrl(feeds.orders),
    WebSocket: client.options.WebSocket,
    log: client.options.log,
    refreshToken: () => client.refreshNonTradeToken(),
    ...(options.timers ? { timers: options.timers } : {}),
  });
}

/**
 * The client's order-update feed (one per client, made on first use, not connected until `connect()`): the same
 * feed as `tradingOf(client).feed`. A page that only follows orders (toasts, the open-order count) reaches it without
 * loading the orders, positions and margin resources.
 *
 * @example
 * ```ts
 * import { orderFeedOf } from "@trade/core/orders";
 * orderFeedOf(client).on("update", (order) => console.log(order.orderId, order.orderStatus));
 * orderFeedOf(client).connect();
 * ```
 */
export const orderFeedOf: (client: TradeClient) => OrderFeed = accessorOf((client) =>
  createOrderFeed(client),
);
