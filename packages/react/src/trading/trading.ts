import type { TradeClient } from "@trade/core";
import { createTrading, type Trading } from "@trade/core/orders";
import { orderFeedFor } from "./orderFeed.js";

const facades = new WeakMap<TradeClient, Trading>();

/** The client's trading facade (orders, positions, margin), over the page's one order-update feed. */
export function tradingFor(client: TradeClient): Trading {
  let trading = facades.get(client);
  if (trading === undefined) {
    trading = createTrading(client, { feed: orderFeedFor(client) });
    facades.set(client, trading);
  }
  return trading;
}
