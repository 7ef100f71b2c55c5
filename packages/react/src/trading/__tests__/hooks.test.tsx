import { createTradeClient } from "@trade/core";
import { tradingOf } from "@trade/core/orders";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TradeProvider } from "../../TradeProvider.js";
import { useQuote } from "../hooks.js";
import { orderFeedFor } from "../orderFeed.js";
import { useOrders, usePositions, useTrading } from "../tradingHooks.js";

function Probe() {
  const trading = useTrading();
  const orders = useOrders("open");
  const positions = usePositions();
  const quote = useQuote({ segment: 1, token: 2885 });
  return createElement(
    "span",
    null,
    `${typeof trading.orders.place} ${orders.status} ${positions.status} ${quote === undefined ? "no quote" : quote.version}`,
  );
}

describe("trading hooks", () => {
  it("render inside a provider before anything arrived: pending lists, no quote yet, one facade and one order feed per client", () => {
    const client = createTradeClient({ baseUrl: "http://127.0.0.1:9/api", platform: "node" });
    const html = renderToString(createElement(TradeProvider, { client }, createElement(Probe)));
    expect(html).toContain("function pending pending no quote");
    expect(tradingOf(client)).toBe(tradingOf(client));
    // The facade follows orders on the page's one order-update feed, not a socket of its own.
    expect(tradingOf(client).feed).toBe(orderFeedFor(client));
    client.close();
  });
});
