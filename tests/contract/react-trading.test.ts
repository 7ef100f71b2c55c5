// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { createTradeClient, type TradeClient } from "@trade/core";
import { tradingOf } from "@trade/core/orders";
import { TradeProvider } from "@trade/react";
import {
  OrdersTable,
  PositionsTable,
  useOrderNotifications,
  useOrders,
  usePositions,
  useTrading,
} from "@trade/react/trading";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { act, click, press, render, unmount, until as untilShown } from "../support/dom.js";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const notices: string[] = [];

function OpenOrders() {
  useOrderNotifications((notice) => notices.push(`${notice.title}: ${notice.message}`));
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

/** Every socket the client opened, so a test can cut one as a network would. */
const sockets: WebSocket[] = [];
class RecordedWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    sockets.push(this);
  }
}

const text = (id: string) => document.getElementById(id)?.textContent ?? "";
const until = (check: () => boolean, what: string, timeoutMs = 5000) =>
  untilShown(check, what, timeoutMs, () => `open: ${text("open")}; positions: ${text("positions")}`);

describe("@trade/react/trading against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
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
      WebSocket: RecordedWebSocket as unknown as typeof globalThis.WebSocket,
    });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp: fixedOtp });
  }, 60_000);
  afterAll(async () => {
    client?.close();
    await env?.close();
  });

  it("useOrders follows the order-update feed without refetching; usePositions refreshes after a fill", async () => {
    render(createElement(TradeProvider, { client }, createElement(OpenOrders)));
    await until(() => text("open") === "none" && text("positions") === "none", "the empty lists");
    const orderFetches = () => calls.filter((c) => c === "GET /api/report/v5/orders").length;
    // Read once on mount, and once more when the feed's socket has opened (what happened in between is not pushed).
    await until(() => tradingOf(client).feed.connected, "the order feed");
    await until(() => orderFetches() === 2, "the read after the feed connected");

    // A resting limit order appears in the open list from the feed alone.
    const trading = tradingOf(client);
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
    if (!resting.ok) throw resting.error;
    await until(() => text("open") === `${resting.value.orderId}:open`, "the open order");
    await trading.orders.cancel([resting.value.orderId]);
    await until(() => text("open") === "none", "the cancelled order to leave the open list");
    expect(orderFetches()).toBe(2);

    // A fill: positions are fetched again once, shortly after.
    const filled = await trading.orders.place({
      exchangeSegment: 1,
      symbolToken: 1660,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 2,
    });
    expect(filled.ok).toBe(true);
    await until(() => text("positions") === "ITC-EQ:2", "the new position");
    // The user heard of the cancel and of the fill, once each.
    expect(notices).toEqual(["Order Cancelled: Buy 1 ITC-EQ", "Order Executed: Buy 2 ITC-EQ"]);
    expect(orderFetches()).toBe(2);

    // The network drops the feed's socket and a fill happens before it is back: no push ever tells of it, so the
    // lists are read again when the socket reconnects.
    const orderSocket = sockets.find(
      (s) => s.url.includes("/feed/orders") && s.readyState === WebSocket.OPEN,
    );
    orderSocket?.terminate();
    const exit = await trading.orders.place({
      exchangeSegment: 1,
      symbolToken: 1660,
      transactionType: "S",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 2,
    });
    expect(exit.ok).toBe(true);
    await until(() => text("positions") === "ITC-EQ:0", "the closed position after the reconnect");
    expect(orderFetches()).toBe(3);
    trading.close();
  }, 30_000);

  it("OrdersTable cancels the selected open order with Delete after a confirmation; PositionsTable groups, shows live P&L and exits all", async () => {
    const trader = createTradeClient({
      baseUrl: `${env.sandbox.url}/api`,
      platform: "node",
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    await trader.auth.generateOtp({ clientCode: "DEMO06" });
    await trader.auth.verifyOtp({ clientCode: "DEMO06", otp: fixedOtp });
    const notices: string[] = [];
    const onNotice = vi.fn((notice: { message: string }) => notices.push(notice.message));
    const { container } = render(
      createElement(
        TradeProvider,
        { client: trader },
        createElement(OrdersTable, { view: "open", onNotice }),
        createElement(PositionsTable, { now: () => ist(10, 0), onNotice }),
      ),
    );
    const within = (selector: string) => container.querySelector(selector)?.textContent ?? "";
    await until(
      () => within(".tk-positions-empty") === "You do not have any positions",
      "the empty positions",
    );
    expect(within(".tk-orders-empty")).toBe("You have no open orders");

    const trading = tradingOf(trader);
    const probe = await trading.margin.batchMargin({
      party_code: "DEMO06",
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
    const ltp = probe.orders[0]?.margin ?? 0;
    const resting = await trading.orders.place({
      exchangeSegment: 1,
      symbolToken: 1660,
      transactionType: "B",
      productType: "MIS",
      orderType: "LIMIT",
      quantity: 3,
      price: ltp - (ltp % 5) - 500,
    });
    if (!resting.ok) throw resting.error;
    await until(() => within("[role=grid] [aria-selected=true]").includes("Open"), "the open order row");
    const grid = container.querySelector("[role=grid]") as HTMLElement;
    press("Delete", {}, grid);
    expect(within("[role=alertdialog]")).toContain("Cancel this order?");
    const confirm = [...container.querySelectorAll("[role=alertdialog] button")].find(
      (b) => b.textContent === "CANCEL ORDER",
    );
    await click(confirm as HTMLButtonElement);
    await until(() => notices.includes("You have successfully cancelled 1 order(s)"), "the cancel notice");
    await until(() => within(".tk-orders-empty") === "You have no open orders", "the open list to empty");

    // Two intraday positions; grouping by product is kept locally; the gain/loss cells are filled.
    for (const token of [1660, 2885]) {
      const bought = await trading.orders.place({
        exchangeSegment: 1,
        symbolToken: token,
        transactionType: "B",
        productType: "MIS",
        orderType: "MARKET",
        quantity: 1,
      });
      expect(bought.ok).toBe(true);
    }
    // The position rows (not the group headings or the total row).
    const positionRows = () => [...container.querySelectorAll(".tk-positions [role=row].tk-body-row")];
    const shownRows = () =>
      positionRows()
        .map((r) => r.textContent)
        .join(" | ");
    await until(() => positionRows().length === 2, "two position rows");
    const select = container.querySelector(".tk-positions select") as HTMLSelectElement;
    act(() => {
      select.value = "Product Type";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(trader.storage.getItem("positionGrouping")).toBe("Product Type");
    // The group heading (a row of the table since issue 15).
    expect(within(".tk-positions .tk-group")).toBe("Intraday");
    await until(
      () => [...container.querySelectorAll(".tk-pnl")].every((cell) => /₹/.test(cell.textContent ?? "")),
      "the P&L cells",
    );
    // Convert the ITC position to delivery and back (issue 15: the row's ⋯ menu, then the product and the quantity
    // in a dialog): the spec's text each time.
    const itcRow = (product: string) =>
      positionRows().find((r) => r.textContent?.startsWith("ITC-EQ") && r.textContent.includes(product));
    const convertRow = async (from: string, to: "CNC" | "MIS") => {
      await click(itcRow(from)?.querySelector<HTMLButtonElement>(`[aria-label="More for ITC-EQ ${from}"]`));
      const item = [...container.querySelectorAll<HTMLButtonElement>("[role=menuitem]")].find(
        (b) => b.textContent === "Convert",
      );
      await click(item);
      await click(container.querySelector<HTMLInputElement>(`[role=dialog] input[type=radio][value=${to}]`));
      const submit = [...container.querySelectorAll<HTMLButtonElement>("[role=dialog] button")].find(
        (b) => b.textContent === "Convert",
      );
      await click(submit);
    };
    await convertRow("Intraday", "CNC");
    await until(
      () => notices.includes("Positions has been converted from Intraday to Delivery"),
      "the conversion notice",
    );
    await until(() => itcRow("Delivery") !== undefined, `the delivery row (rows: ${shownRows()})`);
    await convertRow("Delivery", "MIS");
    await until(
      () => notices.includes("Positions has been converted from Delivery to Intraday"),
      "the conversion back",
    );
    // Exit all acts on the rows shown: wait, as a user would, until the table shows ITC as Intraday again.
    await until(
      () => itcRow("Intraday") !== undefined && itcRow("Delivery") === undefined,
      `the intraday row again (rows: ${shownRows()})`,
    );
    const exitAll = [...container.querySelectorAll(".tk-positions button")].find(
      (b) => b.textContent === "Exit all",
    );
    await click(exitAll as HTMLButtonElement);
    // Issue 15: Exit all first lists the open positions, all checked; sending exits the checked ones.
    const send = [...container.querySelectorAll<HTMLButtonElement>("[role=dialog] button")].find(
      (b) => b.textContent === "Exit 2 of 2",
    );
    await click(send);
    await until(
      () => positionRows().every((row) => row.querySelector("[role=cell]:nth-child(3)")?.textContent === "0"),
      `every position closed by exit all (rows: ${shownRows()})`,
      8000,
    );
    expect(notices.some((n) => n.includes("order(s) on their way"))).toBe(true);
    unmount();
    trading.close();
    trader.close();
  }, 30_000);
});
