import { feeds, type TradeClient } from "@trade/core";
import { QuoteFeed } from "@trade/core/feed";
import { createTrading, type Trading } from "@trade/core/orders";

/**
 * One trading facade and one quote feed per client, shared by every hook and widget of a page (ten widgets on one
 * instrument are one subscription, spec 2 §7). The sockets connect while something holds them and disconnect when
 * the last holder lets go.
 */
interface Live {
  trading: Trading;
  quotes: QuoteFeed | undefined;
  orderFeedHolders: number;
  quoteFeedHolders: number;
}

const lives = new WeakMap<TradeClient, Live>();

function liveOf(client: TradeClient): Live {
  let live = lives.get(client);
  if (live === undefined) {
    live = { trading: createTrading(client), quotes: undefined, orderFeedHolders: 0, quoteFeedHolders: 0 };
    lives.set(client, live);
  }
  return live;
}

/** The client's trading facade (orders, positions, margin, the order-update feed). */
export function tradingFor(client: TradeClient): Trading {
  return liveOf(client).trading;
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

/** Keep the order-update feed connected until the returned function is called. */
export function holdOrderFeed(client: TradeClient): () => void {
  const live = liveOf(client);
  if (live.orderFeedHolders++ === 0) live.trading.feed.connect();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--live.orderFeedHolders === 0) live.trading.feed.disconnect();
  };
}

/** Keep the quote feed connected until the returned function is called. */
export function holdQuoteFeed(client: TradeClient): () => void {
  const live = liveOf(client);
  const feed = quoteFeedFor(client);
  if (live.quoteFeedHolders++ === 0) feed.connect();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--live.quoteFeedHolders === 0) feed.disconnect();
  };
}
