import type { TradeClient } from "@trade/core";
import { type OrderFeed, tradingOf } from "@trade/core/orders";
import { hold, liveOf } from "../live/live.js";

// Apart from live.ts so that a page showing only prices (the watchlist) does not load the order feed.

/** The client's order-update feed, `tradingOf(client).feed` (made on first use; not connected until held). */
export function orderFeedFor(client: TradeClient): OrderFeed {
  const live = liveOf(client);
  live.orders ??= tradingOf(client).feed;
  return live.orders;
}

/** Keep the order-update feed connected until the returned function is called. */
export const holdOrderFeed = (client: TradeClient): (() => void) => hold(client, "orders", orderFeedFor);
