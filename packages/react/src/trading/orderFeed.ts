import type { TradeClient } from "@trade/core";
import { type OrderFeed, type OrderUpdate, orderFeedOf } from "@trade/core/orders";
import { hold, liveOf } from "../live/live.js";

// Apart from live.ts so that a page showing only prices (the watchlist) does not load the order feed.

/** The client's order-update feed, `orderFeedOf(client)`, also `tradingOf(client).feed` (not connected until held). */
export function orderFeedFor(client: TradeClient): OrderFeed {
  const live = liveOf(client);
  live.orders ??= orderFeedOf(client);
  return live.orders;
}

/** Keep the order-update feed connected until the returned function is called. */
export const holdOrderFeed = (client: TradeClient): (() => void) => hold(client, "orders", orderFeedFor);

/**
 * Hear the order-update feed while held: each update, and each (re)connect (what happened while the socket was closed
 * is not pushed, so a listener reads its lists again). Returns the function that stops listening and lets go of the
 * feed.
 */
export function listenToOrderFeed(
  client: TradeClient,
  onUpdate: (update: OrderUpdate) => void,
  onConnect: () => void,
): () => void {
  const release = holdOrderFeed(client);
  const feed = orderFeedFor(client);
  feed.on("update", onUpdate);
  feed.on("connect", onConnect);
  return () => {
    feed.off("update", onUpdate);
    feed.off("connect", onConnect);
    release();
  };
}
