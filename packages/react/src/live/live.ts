import { feeds, type TradeClient } from "@trade/core";
import { QuoteFeed } from "@trade/core/feed";
import type { OrderFeed } from "@trade/core/orders";

/**
 * One order-update feed and one quote feed per client, shared by every hook and widget of a page (ten widgets on one
 * instrument are one subscription, spec 2 §7). The sockets connect while something holds them and disconnect when
 * the last holder lets go. The trading facade (orders, positions, margin) is in trading.ts, apart, so that a page that
 * only shows prices and follows orders does not load it.
 */
interface Live {
  orders: OrderFeed | undefined;
  quotes: QuoteFeed | undefined;
  /** How many hold each feed. */
  holders: { orders: number; quotes: number };
}

const lives = new WeakMap<TradeClient, Live>();

export function liveOf(client: TradeClient): Live {
  let live = lives.get(client);
  if (live === undefined) {
    live = { orders: undefined, quotes: undefined, holders: { orders: 0, quotes: 0 } };
    lives.set(client, live);
  }
  return live;
}

/** The client's quote feed (made on first use; not connected until held). */
export function quoteFeedFor(client: TradeClient): QuoteFeed {
  const live = liveOf(client);
  live.quotes ??= new QuoteFeed({
    url: () => client.feedUrl(feeds.quotes),
    refreshToken: () => client.refreshNonTradeToken(),
    ...(client.options.WebSocket ? { WebSocket: client.options.WebSocket } : {}),
    ...(client.options.log ? { log: client.options.log } : {}),
  });
  return live.quotes;
}

/** Hold a feed of the client: the first holder connects it, the last one to let go disconnects it. */
export function hold(
  client: TradeClient,
  which: "orders" | "quotes",
  feedFor: (client: TradeClient) => OrderFeed | QuoteFeed,
): () => void {
  const holders = liveOf(client).holders;
  const feed = feedFor(client);
  if (holders[which]++ === 0) feed.connect();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders[which] === 0) feed.disconnect();
  };
}

/** Keep the quote feed connected until the returned function is called. */
export const holdQuoteFeed = (client: TradeClient): (() => void) => hold(client, "quotes", quoteFeedFor);
