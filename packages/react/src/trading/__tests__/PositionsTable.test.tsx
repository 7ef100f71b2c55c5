// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import { type Position, positionPnlAt } from "@trade/core/orders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  act,
  advance,
  click,
  container,
  press,
  renderSettled,
  type as typeInto,
} from "../../../../../tests/support/dom.js";
import { makePosition } from "../../../../core/src/trading/__tests__/fixtures.js";
import { TradeProvider } from "../../TradeProvider.js";
import { PositionsTable } from "../PositionsTable.js";
import { positionPad } from "../positionPad.js";
import { offlineClient } from "./support.js";

/** ITC, 2 shares bought at 400.00 for delivery, now at 410.00. */
const position = (patch: Partial<Position>): Position =>
  makePosition({
    symbolToken: 1660,
    symbolName: "ITC",
    tradingSymbol: "ITC-EQ",
    productType: "CNC",
    netQty: 2,
    buyQty: 2,
    buyAmount: 80_000,
    buyAvgPrice: 40_000,
    totalBuyAvgPrice: 40_000,
    ltp: 41_000,
    ...patch,
  });

const itc = position({});
/** Two lots of NIFTY futures, carried forward. */
const nifty = position({
  symbolToken: 35001,
  symbolName: "NIFTY",
  tradingSymbol: "NIFTY26NOVFUT",
  exchange: "NFO",
  exchangeSegment: 2,
  productType: "NRML",
  netQty: 150,
  buyQty: 150,
  buyAmount: 150 * 2_500_000,
  buyAvgPrice: 2_500_000,
  lotSize: 75,
  instrumentType: "FUTIDX",
  ltp: 2_490_000,
});
/** What a product keeps after all of it was converted away: nothing. */
const emptied = position({ productType: "MIS", netQty: 0, buyQty: 0, buyAmount: 0, buyAvgPrice: 0 });

const envelope = (data: unknown, status = true, errorCode: string | null = null, message = "SUCCESS") => ({
  status,
  message,
  errorCode,
  data,
});

let sent: { path: string; body: unknown }[];
let convertAnswer: { status: number; body: unknown };
let client: TradeClient;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  sent = [];
  convertAnswer = { status: 200, body: envelope({ message: "ok" }) };
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api/, "");
    if (init?.method === "POST") sent.push({ path, body: JSON.parse(String(init.body)) });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (path === "/report/v5/positions") return json(200, envelope({ positions: [itc, nifty, emptied] }));
    if (path === "/v5/position/convert") return json(convertAnswer.status, convertAnswer.body);
    if (path === "/scripmaster/v1/max-single-qty") {
      const token = Number(url.searchParams.get("TokenID"));
      return json(
        200,
        envelope({
          TokenID: token,
          SegmentID: 1,
          maxSingleTransactionQty: 100_000,
          freezeQty: null,
          lotSize: 1,
        }),
      );
    }
    if (path === "/v5/batch-orders") {
      const orders = (JSON.parse(String(init?.body)) as { orders: { guiOrderId: string }[] }).orders;
      return json(
        200,
        envelope({
          batchId: "B1",
          results: orders.map((o, i) => ({
            guiOrderId: o.guiOrderId,
            orderId: `O${i}`,
            status: "success",
            errorCode: null,
            message: "",
          })),
        }),
      );
    }
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  };
  client = offlineClient(fetchStub);
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

/** 10:00 IST on a trading Tuesday. */
const marketOpen = () => Date.parse("2026-11-24T10:00:00+05:30");

async function renderTable(onNotice = vi.fn(), onAction = vi.fn()) {
  await renderSettled(
    <TradeProvider client={client}>
      <PositionsTable now={marketOpen} onNotice={onNotice} onAction={onAction} />
    </TradeProvider>,
  );
  await advance(20);
  return { onNotice, onAction };
}

const rows = () => [...container().querySelectorAll<HTMLElement>(".tk-positions .tk-body-row")];
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.getAttribute("aria-label") === name || b.textContent === name,
  );
const dialog = () => container().querySelector<HTMLElement>("[role=dialog]");

describe("PositionsTable", () => {
  it("shows LTP, P&L and P&L % per row and the total, and leaves out a row with nothing in it", async () => {
    await renderTable();
    expect(rows().map((row) => row.querySelector(".tk-sym")?.firstChild?.textContent)).toEqual([
      "ITC-EQ",
      "NIFTY26NOVFUT",
    ]);
    const [first] = rows();
    expect(first?.querySelector("[data-cell=ltp]")?.textContent).toBe("410.00");
    expect(first?.querySelector("[data-cell=pnl]")?.textContent).toBe("+₹20.00");
    expect(first?.querySelector("[data-cell=pnlPercent]")?.textContent).toBe("+2.50%");
    expect(first?.querySelector("[data-cell=pnl]")?.getAttribute("data-sign")).toBe("up");
    // ITC +₹20.00, NIFTY 150 × -100.00 = -₹15,000.00.
    expect(container().querySelector(".tk-total [data-cell=total]")?.textContent).toBe("-₹14,980.00");
  });

  it("passes the row actions to the app, and positionPad says which pad each opens", async () => {
    const { onAction } = await renderTable();
    await click(button(container(), "Exit ITC-EQ Delivery"));
    // The row's position as the SDK lists it: with its P&L at the last price.
    const listed = { ...itc, pnl: positionPnlAt(itc, itc.ltp) };
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: "EXIT" }), listed);
    expect(positionPad("EXIT", itc)).toEqual({
      side: "S",
      preset: { tab: "regular", productType: "CNC", orderType: "MARKET", quantity: "2" },
    });
    expect(positionPad("BUY_MORE", nifty)).toEqual({
      side: "B",
      preset: { tab: "regular", productType: "NRML", quantity: "2" },
    });
    expect(positionPad("SET_SL_TARGET", { ...nifty, netQty: -75 })).toEqual({
      side: "B",
      preset: { tab: "stoploss", productType: "NRML", orderType: "SL", quantity: "1" },
    });
  });

  it("Convert asks for the product and the lots, refuses more than is open, and sends units", async () => {
    const { onNotice } = await renderTable();
    const [, niftyRow] = rows();
    await click(button(niftyRow as HTMLElement, "More for NIFTY26NOVFUT Carry Forward"));
    await click(button(container(), "Convert"));
    const box = dialog() as HTMLElement;
    expect(box.querySelector("h2")?.textContent).toBe("Convert NIFTY26NOVFUT");
    const lots = box.querySelector<HTMLInputElement>("input[name=quantity]");
    expect(lots?.value).toBe("2");
    await typeInto(lots, "3");
    expect(box.querySelector("[role=alert]")?.textContent).toBe("Quantity cannot be greater than 2");
    expect(button(box, "Convert")?.disabled).toBe(true);
    expect(sent).toEqual([]);
    await typeInto(lots, "1");
    await click(button(box, "Convert"));
    await advance(10);
    expect(sent).toEqual([
      {
        path: "/v5/position/convert",
        body: expect.objectContaining({
          productType: "NRML",
          newProductType: "MIS",
          quantity: 75,
          transactionType: "B",
        }),
      },
    ]);
    expect(onNotice).toHaveBeenCalledWith({
      title: "Positions Converted",
      message: "Positions has been converted from Carry Forward to Intraday",
      ok: true,
    });
    expect(dialog()).toBeNull();
  });

  it("keeps a refused conversion's message in the dialog", async () => {
    convertAnswer = {
      status: 422,
      body: envelope(null, false, "CONV", "Insufficient funds for the new product's margin"),
    };
    await renderTable();
    await click(button(rows()[0] as HTMLElement, "More for ITC-EQ Delivery"));
    await click(button(container(), "Convert"));
    await click(button(dialog() as HTMLElement, "Convert"));
    await advance(10);
    expect(dialog()?.querySelector("[role=alert]")?.textContent).toBe(
      "Insufficient funds for the new product's margin",
    );
  });

  it("Exit all reviews the open positions and sends market orders for the checked ones only", async () => {
    const { onNotice } = await renderTable();
    await click(button(container(), "Exit all"));
    const box = dialog() as HTMLElement;
    const boxes = [...box.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    await click(boxes[1]);
    expect(button(box, "Exit 1 of 2")).toBeDefined();
    await click(button(box, "Exit 1 of 2"));
    await advance(1_100);
    const batches = sent.filter((entry) => entry.path === "/v5/batch-orders");
    expect(batches).toHaveLength(1);
    expect((batches[0]?.body as { orders: unknown[] } | undefined)?.orders).toEqual([
      expect.objectContaining({ symbolToken: 1660, transactionType: "S", orderType: "MARKET", quantity: 2 }),
    ]);
    expect(onNotice).toHaveBeenCalledWith({
      title: "Exit all",
      message: "1 order(s) on their way",
      ok: true,
    });
  });
  it("the row menu lists the built actions in the spec's order, each answering with the row's position", async () => {
    const onChart = vi.fn();
    const onGtt = vi.fn();
    const onAlert = vi.fn();
    const onMarketDepth = vi.fn();
    await renderSettled(
      <TradeProvider client={client}>
        <PositionsTable
          now={marketOpen}
          onChart={onChart}
          onGtt={onGtt}
          onAlert={onAlert}
          onMarketDepth={onMarketDepth}
        />
      </TradeProvider>,
    );
    await advance(20);
    const [itcRow] = rows();
    const more = button(itcRow as HTMLElement, "More for ITC-EQ Delivery") as HTMLButtonElement;
    const menu = () => container().querySelector<HTMLElement>("[role=menu]");
    // From the keyboard: ArrowDown on ⋯ opens the menu on its first entry, the arrows move, Enter chooses.
    more.focus();
    press("ArrowDown", {}, more);
    expect([...(menu()?.querySelectorAll("[role=menuitem]") ?? [])].map((item) => item.textContent)).toEqual([
      "Charts",
      "Set SL/Target with GTT",
      "Convert",
      "Market Depth",
      "Position Details",
      "Add Alert",
    ]);
    expect(document.activeElement?.textContent).toBe("Charts");
    press("End", {}, document.activeElement as Element);
    expect(document.activeElement?.textContent).toBe("Add Alert");
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    const listed = { ...itc, pnl: positionPnlAt(itc, itc.ltp) };
    expect(onAlert).toHaveBeenCalledWith(listed);
    expect(menu()).toBeNull();

    await click(more);
    await click(button(menu() as HTMLElement, "Market Depth"));
    expect(onMarketDepth).toHaveBeenCalledWith(listed);
    await click(more);
    await click(button(menu() as HTMLElement, "Set SL/Target with GTT"));
    expect(onGtt).toHaveBeenCalledWith(listed);
    await click(more);
    await click(button(menu() as HTMLElement, "Charts"));
    expect(onChart).toHaveBeenCalledWith({ segment: 1, token: 1660 });
  });

  it("Position Details shows the position's quantities, averages, values and P&L", async () => {
    await renderTable();
    const [, niftyRow] = rows();
    await click(button(niftyRow as HTMLElement, "More for NIFTY26NOVFUT Carry Forward"));
    await click(button(container().querySelector("[role=menu]") as HTMLElement, "Position Details"));
    const details = dialog() as HTMLElement;
    expect(details.querySelector("h2")?.textContent).toBe("Position Details: NIFTY26NOVFUT");
    const value = (term: string) =>
      [...details.querySelectorAll("dt")].find((dt) => dt.textContent === term)?.nextElementSibling
        ?.textContent;
    expect(value("Net qty")).toBe("150");
    expect(value("Lot size")).toBe("75");
    expect(value("Buy avg")).toBe("25,000.00");
    expect(value("Buy value")).toBe("₹37,50,000.00");
    expect(value("Unrealised P&L")).toBe("-₹15,000.00");
    // Without the app's callbacks, the row menu offers only what the table does by itself.
    await click(button(details, "Close"));
    expect(dialog()).toBeNull();
    await click(button(niftyRow as HTMLElement, "More for NIFTY26NOVFUT Carry Forward"));
    expect(
      [...(container().querySelector("[role=menu]")?.querySelectorAll("[role=menuitem]") ?? [])].map(
        (item) => item.textContent,
      ),
    ).toEqual(["Convert", "Position Details"]);
  });
});
