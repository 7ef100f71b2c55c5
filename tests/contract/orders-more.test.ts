import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import {
  accountBlockedMessage,
  asbaIntradayMessage,
  conversionBlockedMessage,
  conversionSuccessText,
  deliveryVerificationMessage,
  priceRangeMessage,
  segmentActivationText,
  tradingEndpoints,
  tradingOf,
} from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import {
  expectBooksConsistent,
  gui,
  ist,
  OrderFeedRecorder,
  orderById,
  ordersOf,
  place,
  positionsOf,
} from "../support/trading.js";

const lakh = 100_000 * 100;

/** Batches, schedules, conversion, partial fills, circuits and the helper calls, on a market frozen at 10:00 IST. */
describe("more of the trading core against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let itc: Scrip;
  let sbin: Scrip;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
    const cash = async (symbol: string) =>
      (await client.call(marketEndpoints.scripExchangeList, { query: { symbol } })).find(
        (s) => s.mktSegID === 1,
      ) as Scrip;
    itc = await cash("ITC");
    sbin = await cash("SBIN");
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  const order = (scrip: Scrip, side: "B" | "S", quantity: number) => ({
    guiOrderId: gui("batch"),
    exchangeSegment: 1,
    symbolToken: scrip.token,
    transactionType: side,
    productType: "MIS" as const,
    orderType: "MARKET" as const,
    quantity,
  });

  it("a batch places each order on its own: one refused does not stop the others", async () => {
    const batch = await client.call(tradingEndpoints.batchOrders, {
      body: { orders: [order(itc, "B", 5), { ...order(sbin, "B", 0) }, order(sbin, "B", 3)] },
    });
    expect(batch.results.map((r) => r.status)).toEqual(["success", "rejected", "success"]);
    expect(batch.results[1]).toMatchObject({
      errorCode: "QTY-ZERO",
      message: "Entered quantity can not be zero",
    });
    const multi = await client.call(tradingEndpoints.batchMultiOps, {
      body: {
        operations: [
          { op: "place", order: { ...order(itc, "S", 5) } },
          { op: "cancel", orderId: batch.results[0]?.orderId as string },
        ],
      },
    });
    expect(multi.results[0]).toMatchObject({ op: "place", ok: true });
    // The first order is complete already: it cannot be cancelled, and says so.
    expect(multi.results[1]).toMatchObject({ op: "cancel", ok: false });
    await expectBooksConsistent(client, 5 * lakh);
  });

  it("a large market order fills partly against the simulated depth and the rest at the next prices", async () => {
    // What the placement itself did, as the order-update feed pushed it (a list read later may come after the 100 ms
    // ticker already filled the rest).
    const feed = new OrderFeedRecorder(client);
    await feed.opened;
    const placed = await place(client, { ...order(itc, "B", 4000), guiOrderId: gui("big") });
    if (!placed.ok) throw new Error(JSON.stringify(placed.rejection));
    expect(placed.result.orderStatus).toBe("open");
    // The first fill is the walk through the depth at placement: part of the order, the rest left open.
    const first = await feed.waitFor(
      (update) => update.orderId === placed.result.orderId && update.filledShares > 0,
    );
    feed.close();
    expect(first.filledShares).toBeLessThan(4000);
    expect(first.orderStatus).toBe("open");
    expect(first.averagePrice).toBeGreaterThan(0);
    await env.clock({ advanceMs: 60_000 });
    const later = await orderById(client, placed.result.orderId);
    expect(later).toMatchObject({ orderStatus: "complete", filledShares: 4000 });
    const position = (await positionsOf(client)).find(
      (p) => p.symbolToken === itc.token && p.productType === "MIS",
    );
    expect(position?.netQty).toBe(4000);
    const exit = await place(client, { ...order(itc, "S", 4000), guiOrderId: gui("big-exit") });
    expect(exit.ok).toBe(true);
    await env.clock({ advanceMs: 60_000 });
    await expectBooksConsistent(client, 5 * lakh);
  });

  it("a limit price outside the circuit limits is RMS1006 with the range in the spec's words", async () => {
    const margin = await client.call(tradingEndpoints.batchMargin, {
      body: {
        party_code: "DEMO01",
        orders: [
          {
            segment_id: "CM",
            exchange: "NSE",
            price: 0,
            product_type: "CNC",
            token: sbin.token,
            transaction_type: "B",
            quantity: 1,
          },
        ],
      },
    });
    const ltp = margin.orders[0]?.margin ?? 0;
    const placed = await place(client, {
      exchangeSegment: 1,
      symbolToken: sbin.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "LIMIT",
      quantity: 1,
      price: ltp * 2 - ((ltp * 2) % 5),
    });
    expect(placed.ok).toBe(false);
    if (placed.ok) return;
    expect(placed.rejection.code).toBe("RMS1006");
    expect(placed.rejection.message).toMatch(/^Enter price between the range [\d,.]+ - [\d,.]+$/);
    const [low, high] = placed.rejection.message.replace("Enter price between the range ", "").split(" - ");
    expect(placed.rejection.message).toBe(priceRangeMessage(low as string, high as string));
  });

  it("converts an intraday position to delivery, and refuses delivery to intraday after the cut-off", async () => {
    const bought = await place(client, { ...order(sbin, "B", 4), guiOrderId: gui("convert") });
    expect(bought.ok).toBe(true);
    const held = (await positionsOf(client)).find(
      (p) => p.symbolToken === sbin.token && p.productType === "MIS",
    );
    const net = held?.netQty ?? 0;
    expect(net).toBeGreaterThanOrEqual(4);
    const converted = await client.call(tradingEndpoints.convertPosition, {
      body: {
        exchangeSegment: 1,
        symbolToken: sbin.token,
        productType: "MIS",
        newProductType: "CNC",
        quantity: net,
        transactionType: "B",
      },
    });
    expect(converted.message).toBe(conversionSuccessText("MIS", "CNC"));
    const positions = await positionsOf(client);
    expect(positions.find((p) => p.symbolToken === sbin.token && p.productType === "CNC")?.netQty).toBe(net);
    expect(positions.find((p) => p.symbolToken === sbin.token && p.productType === "MIS")?.netQty).toBe(0);
    await expectBooksConsistent(client, 5 * lakh);

    await env.clock({ at: ist(15, 21) });
    const late = ist(15, 21);
    await expect(
      client.call(tradingEndpoints.convertPosition, {
        body: {
          exchangeSegment: 1,
          symbolToken: sbin.token,
          productType: "CNC",
          newProductType: "MIS",
          quantity: net,
          transactionType: "B",
        },
      }),
    ).rejects.toMatchObject({ message: conversionBlockedMessage("CNC", "MIS", 1, late) });
    await env.clock({ at: ist(10, 0, 0, "2026-11-25") });
  });

  it("scheduled orders wait for their time; a stop-loss-and-target order is tracked by an SE id", async () => {
    const scheduled = await client.call(tradingEndpoints.batchSchedule, {
      body: {
        orders: [order(itc, "B", 2)],
        schedule: { type: "CUSTOM", startTime: ist(11, 0, 0, "2026-11-25") },
      },
    });
    expect(scheduled.results[0]?.status).toBe("pending");
    const id = scheduled.results[0]?.orderId as string;
    expect((await orderById(client, id)).orderStatus).toBe("pending");
    await env.clock({ at: ist(11, 0, 1, "2026-11-25") });
    expect((await orderById(client, id)).orderStatus).toBe("complete");

    const later = await client.call(tradingEndpoints.batchSchedule, {
      body: {
        orders: [order(itc, "B", 2)],
        schedule: { type: "CUSTOM", startTime: ist(12, 0, 0, "2026-11-25") },
      },
    });
    const laterId = later.results[0]?.orderId as string;
    const cancelled = await client.call(tradingEndpoints.batchCancelSchedule, {
      body: { orderIds: [laterId] },
    });
    expect(cancelled.results[0]?.cancelled).toBe(true);
    expect((await orderById(client, laterId)).orderStatus).toBe("cancelled");

    // Stop-loss and target with the entry: an SE id, and both exits placed when the entry fills (one cancels the other).
    const entry = await place(client, {
      exchangeSegment: 1,
      symbolToken: itc.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 2,
      stopLossTriggerPrice: 37_000,
      stopLossPrice: 36_900,
      targetPrice: 44_000,
    });
    if (!entry.ok) throw new Error(JSON.stringify(entry.rejection));
    expect(entry.result.aoOrderId).toMatch(/^SE/);
    const exits = (await ordersOf(client)).filter((o) => o.parentOrderId === entry.result.orderId);
    expect(exits.map((o) => [o.leg, o.orderType, o.orderStatus, o.price, o.triggerPrice]).sort()).toEqual([
      ["STOPLOSS", "SL", "trigger pending", 36_900, 37_000],
      ["TARGET", "LIMIT", "open", 44_000, 0],
    ]);

    const trading = tradingOf(client);
    const config = await trading.orders.scheduledTimeConfig();
    expect(config.MARKET.sendAt).toBe(9 * 3600 + 15 * 60);
  });

  it("charges, leverage and the range cover answer for an order", async () => {
    const charges = await client.call(tradingEndpoints.orderCharges, {
      body: {
        orders: [
          {
            exchangeSegment: 1,
            symbolToken: itc.token,
            productType: "CNC",
            transactionType: "B",
            quantity: 100,
            price: 40_000,
          },
        ],
      },
    });
    // Delivery: no brokerage; STT 0.1 % of ₹40,000 = ₹40; stamp duty 0.015 % = ₹6.
    expect(charges.orders[0]).toMatchObject({ brokerage: 0, stt: 4000, stampDuty: 600 });
    expect(charges.total.total).toBe(charges.orders[0]?.total);
    const leverage = await client.call(tradingEndpoints.leverage, {
      body: {
        partyCode: "DEMO01",
        exchange: "NSE",
        scriptoken: itc.token,
        productType: "MIS",
        buyOrSell: "B",
      },
    });
    expect(leverage.leverageFields).toEqual({ leverage: 5, marginPercent: 20 });
    const range = await client.call(tradingEndpoints.rangeCover, {
      body: { exchangeSegment: 1, symbolToken: itc.token, transactionType: "B", price: 40_000 },
    });
    expect(range.upperTrigger).toBeLessThan(40_000);
    expect(range.lowerTrigger).toBeLessThan(range.upperTrigger);
    const all = await ordersOf(client);
    expect(all.length).toBeGreaterThan(0);
  });
});

/** The personas' gates (spec 1 §5, §6; spec 2 §6; spec 3 §5 ASBA and delivery instructions) refuse in the spec's words. */
describe("account gates on placing", () => {
  let env: TestSandbox;
  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  const symbolToken = async (client: TradeClient, symbol: string, segment: number) => {
    if (segment === 2) {
      const details = await client.call(marketEndpoints.scripDerivativeDetails, {
        query: { symbol, SegmentID: 2 },
      });
      return details.futures[0] as Scrip;
    }
    return (await client.call(marketEndpoints.scripExchangeList, { query: { symbol } })).find(
      (s) => s.mktSegID === segment,
    ) as Scrip;
  };

  it.each([
    ["DEMO02", "NIFTY", 2, "NRML", "B", "SEGMENT-INACTIVE", segmentActivationText(2)],
    ["DEMO03", "ITC", 1, "MIS", "B", "ASBA-INTRADAY", asbaIntradayMessage],
    ["DEMO04", "RELIANCE", 1, "CNC", "S", "EDIS-REQUIRED", deliveryVerificationMessage],
    ["DEMO05", "ITC", 1, "CNC", "B", "ACCOUNT-BLOCKED", accountBlockedMessage],
  ] as const)(
    "%s: %s %s is refused with %s",
    async (persona, symbol, segment, product, side, code, message) => {
      const client = await env.login(persona);
      const scrip = await symbolToken(client, symbol, segment);
      const placed = await place(client, {
        exchangeSegment: segment,
        symbolToken: scrip.token,
        transactionType: side,
        productType: product,
        orderType: "MARKET",
        quantity: scrip.lotSize,
      });
      expect(placed.ok).toBe(false);
      if (!placed.ok) expect(placed.rejection).toMatchObject({ status: 422, code, message });
    },
  );
});
