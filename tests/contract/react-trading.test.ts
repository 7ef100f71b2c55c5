// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { createTradeClient, type TradeClient } from "@trade/core";
import { TradeProvider } from "@trade/react";
import { useOrders, usePositions, useTrading } from "@trade/react/trading";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function OpenOrders() {
  const { data: open } = useOrders("open");
  const { data: positions } = usePositions();
  useTrading();
  return createElement(
    "div",
    null,
    createElement(
      "p",
      { id: "open" },
      open === undefined ? "loading" : open.map((o) => `${o.orderId}:${o.orderStatus}`).join(",") || "none",
    ),
    createElement(
      "p",
      { id: "positions" },
      positions === undefined
        ? "loading"
        : positions.map((p) => `${p.tradingSymbol}:${p.netQty}`).join(",") || "none",
    ),
  );
}

const text = (id: string) => document.getElementById(id)?.textContent ?? "";
async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}; open: ${text("open")}; positions: ${text("positions")}`,
      );
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
}

describe("@trade/react/trading against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let root: Root;
  const calls: string[] = [];

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    const recording: typeof fetch = (input, init) => {
      calls.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    };
    client = createTradeClient({
      baseUrl: `${env.sandbox.url}/api`,
      platform: "node",
      fetch: recording,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp: fixedOtp });
  }, 60_000);
  afterAll(async () => {
    act(() => root?.unmount());
    client?.close();
    await env?.close();
  });

  it("useOrders follows the order-update feed without refetching; usePositions refreshes after a fill", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(createElement(TradeProvider, { client }, createElement(OpenOrders))));
    await until(() => text("open") === "none" && text("positions") === "none", "the empty lists");
    const orderFetches = () => calls.filter((c) => c === "GET /api/report/v5/orders").length;
    expect(orderFetches()).toBe(1);

    // A resting limit order appears in the open list from the feed alone.
    const { createTrading } = await import("@trade/core/orders");
    const trading = createTrading(client);
    const ltpProbe = await trading.margin.batchMargin({
      party_code: "DEMO01",
      orders: [
        {
          segment_id: "CM",
          exchange: "NSE",
          price: 0,
          product_type: "CNC",
          token: 1660,
          transaction_type: "B",
          quantity: 1,
        },
      ],
    });
    const ltp = ltpProbe.orders[0]?.margin ?? 0;
    const resting = await trading.orders.place({
      exchangeSegment: 1,
      symbolToken: 1660,
      transactionType: "B",
      productType: "MIS",
      orderType: "LIMIT",
      quantity: 1,
      price: ltp - (ltp % 5) - 500,
    });
    if (resting.kind !== "placed") throw new Error(resting.message);
    await until(() => text("open") === `${resting.result.orderId}:open`, "the open order");
    await trading.orders.cancel([resting.result.orderId]);
    await until(() => text("open") === "none", "the cancelled order to leave the open list");
    expect(orderFetches()).toBe(1);

    // A fill: positions are fetched again once, shortly after.
    const filled = await trading.orders.place({
      exchangeSegment: 1,
      symbolToken: 1660,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 2,
    });
    expect(filled.kind).toBe("placed");
    await until(() => text("positions") === "ITC-EQ:2", "the new position");
    expect(orderFetches()).toBe(1);
    trading.close();
  }, 30_000);
});
