import { createTradeClient } from "@trade/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TradeProvider } from "../../TradeProvider.js";
import { useOrders, usePositions, useQuote, useTrading } from "../hooks.js";
import { tradingFor } from "../live.js";

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
  it("render inside a provider before anything arrived: pending lists, no quote yet, one facade per client", () => {
    const client = createTradeClient({ baseUrl: "http://127.0.0.1:9/api", platform: "node" });
    const html = renderToString(createElement(TradeProvider, { client }, createElement(Probe)));
    expect(html).toContain("function pending pending no quote");
    expect(tradingFor(client)).toBe(tradingFor(client));
    client.close();
  });
});
