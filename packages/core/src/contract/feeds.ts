/** The sockets' paths (spec 1 §8, spec 2 §10), in a module of their own: a feed needs no endpoint table. */
export const feeds = {
  notifications: "/feed/notifications",
  /** The binary quote feed (docs/protocol/quote-feed.md). */
  quotes: "/feed/quotes",
  /** The second market-data socket: the same protocol, for one-off look-ups with a 500 ms time-out. */
  marketData: "/feed/market-data",
  /** The order-update feed: JSON `orderUpdate` pushes (`@trade/core/orders`). */
  orders: "/feed/orders",
} as const;
