import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import {
  aboveAvailableQuantityMessage,
  modifyBlockedText,
  type ProductType,
  requiredMargin,
  squareOffWindowMessage,
  stopLossWindowMessage,
  tradingEndpoints,
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

/**
 * The trading core against the real sandbox (issue 4): a market frozen at 10:00 IST on a trading Tuesday, so a
 * marketable order fills against the simulated depth at once and a resting one waits until the test moves the clock.
 */
describe("orders and positions against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let feed: OrderFeedRecorder;
  let reliance: Scrip;
  let infy: Scrip;
  let niftyFuture: Scrip;
  let niftyCall: Scrip;

  const lastPrice = async (scrip: Scrip): Promise<number> => {
    // The positions list carries the last price; so does a 1-lot margin request at price 0 (it prices at the LTP).
    const margin = await client.call(tradingEndpoints.batchMargin, {
      body: {
        party_code: "DEMO01",
        orders: [
          {
            segment_id: scrip.mktSegID === 1 || scrip.mktSegID === 3 ? "CM" : "FO",
            exchange: scrip.exchName,
            price: 0,
            product_type: "CNC",
            token: scrip.token,
            transaction_type: "B",
            quantity: 1,
            mktSegID: scrip.mktSegID,
          },
        ],
      },
    });
    // CNC buy of one share: the margin is the full value, in paise: the LTP for a 2-decimal equity.
    return margin.orders[0]?.margin ?? 0;
  };

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
    feed = new OrderFeedRecorder(client);
    await feed.opened;
    const listings = async (symbol: string) =>
      client.call(marketEndpoints.scripExchangeList, { query: { symbol } });
    reliance = (await listings("RELIANCE")).find((s) => s.mktSegID === 1) as Scrip;
    infy = (await listings("INFY")).find((s) => s.mktSegID === 1) as Scrip;
    const details = await client.call(marketEndpoints.scripDerivativeDetails, {
      query: { symbol: "NIFTY", SegmentID: 2 },
    });
    niftyFuture = details.futures[0] as Scrip;
    const calls = await client.call(marketEndpoints.allScripOptions, {
      query: { TradeSymbol: "NIFTY", MarketSegmentId: 2, ExpiryDate: details.optionExpiries[0] as string },
    });
    niftyCall = calls.filter((s) => s.optType === "CE")[Math.floor(calls.length / 4)] as Scrip;
  }, 60_000);

  afterAll(async () => {
    feed?.close();
    await env?.close();
  });

  it("a market delivery buy fills at once: open then complete on the feed, a position, margin and funds to the paisa", async () => {
    const placed = await place(client, {
      exchangeSegment: reliance.mktSegID,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 5,
    });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.result.status).toBe("success");
    expect(placed.result.orderStatus).toBe("complete");
    await feed.waitFor((u) => u.orderId === placed.result.orderId && u.orderStatus === "complete");
    expect(feed.statuses(placed.result.orderId)).toEqual(["open", "complete"]);
    const order = await orderById(client, placed.result.orderId);
    expect(order.filledShares).toBe(5);
    expect(order.averagePrice).toBeGreaterThan(0);
    const position = (await positionsOf(client)).find(
      (p) => p.symbolToken === reliance.token && p.productType === "CNC",
    );
    expect(position).toMatchObject({ netQty: 5, buyQty: 5, sellQty: 0, buyAvgPrice: order.averagePrice });
    const limits = await client.funds.rmsLimit();
    const margin = requiredMargin(
      { product: "CNC", side: "B", quantity: 5, price: order.averagePrice },
      { segment: 1, kind: "EQ", multiplier: 1 },
    );
    // Several levels of depth may fill it: the position's cost is the sum of the fills, here within rounding of avg.
    expect(Math.abs(limits.utilisedMargin - margin)).toBeLessThanOrEqual(5);
    expect(limits.availableMargin).toBe(5 * lakh - limits.utilisedMargin);
    await expectBooksConsistent(client, 5 * lakh);
  });

  it.each<[ProductType, "MARKET" | "LIMIT"]>([
    ["MIS", "MARKET"],
    ["MIS", "LIMIT"],
    ["MARGIN", "MARKET"],
    ["CNC", "LIMIT"],
  ])("equity %s %s: buy then sell back, realised P&L lands in funds", async (product, type) => {
    const ltp = await lastPrice(infy);
    const price = type === "LIMIT" ? ltp + 500 - ((ltp + 500) % 5) : 0;
    const buy = await place(client, {
      exchangeSegment: 1,
      symbolToken: infy.token,
      transactionType: "B",
      productType: product,
      orderType: type,
      quantity: 3,
      price,
    });
    if (!buy.ok) throw new Error(JSON.stringify(buy.rejection));
    expect(buy.result.orderStatus).toBe("complete");
    const sellPrice = type === "LIMIT" ? ltp - 500 - ((ltp - 500) % 5) : 0;
    const sell = await place(client, {
      exchangeSegment: 1,
      symbolToken: infy.token,
      transactionType: "S",
      productType: product,
      orderType: type,
      quantity: 3,
      price: sellPrice,
    });
    if (!sell.ok) throw new Error(JSON.stringify(sell.rejection));
    expect(sell.result.orderStatus).toBe("complete");
    const [bought, sold] = [
      await orderById(client, buy.result.orderId),
      await orderById(client, sell.result.orderId),
    ];
    const position = (await positionsOf(client)).find(
      (p) => p.symbolToken === infy.token && p.productType === product,
    );
    expect(position?.netQty).toBe(0);
    // Realised P&L of the round trip, paise: (sell − buy) × 3 when each filled at one level.
    if (bought.averagePrice * 3 === position?.buyAmount && sold.averagePrice * 3 === position?.sellAmount) {
      expect(position?.realisedPnl).toBe((sold.averagePrice - bought.averagePrice) * 3);
    }
    await expectBooksConsistent(client, 5 * lakh);
  });

  it("futures and options (NRML): a market buy fills, margins follow the instrument's rules", async () => {
    const future = await place(client, {
      exchangeSegment: 2,
      symbolToken: niftyFuture.token,
      transactionType: "B",
      productType: "NRML",
      orderType: "MARKET",
      quantity: niftyFuture.lotSize,
    });
    if (!future.ok) throw new Error(JSON.stringify(future.rejection));
    expect(future.result.orderStatus).toBe("complete");
    const option = await place(client, {
      exchangeSegment: 2,
      symbolToken: niftyCall.token,
      transactionType: "B",
      productType: "NRML",
      orderType: "MARKET",
      quantity: niftyCall.lotSize,
    });
    if (!option.ok) throw new Error(JSON.stringify(option.rejection));
    expect(option.result.orderStatus).toBe("complete");
    const positions = await positionsOf(client);
    const f = positions.find((p) => p.symbolToken === niftyFuture.token);
    const o = positions.find((p) => p.symbolToken === niftyCall.token);
    expect(f?.netQty).toBe(niftyFuture.lotSize);
    expect(o?.netQty).toBe(niftyCall.lotSize);
    await expectBooksConsistent(client, 5 * lakh);
    // Close both so later tests start flat.
    for (const p of [f, o]) {
      if (p === undefined) continue;
      const exit = await place(client, {
        exchangeSegment: 2,
        symbolToken: p.symbolToken,
        transactionType: "S",
        productType: "NRML",
        orderType: "MARKET",
        quantity: p.netQty,
      });
      expect(exit.ok).toBe(true);
    }
    await expectBooksConsistent(client, 5 * lakh);
  });

  it("a resting limit order can be modified, then cancelled; a complete one cannot be cancelled", async () => {
    const ltp = await lastPrice(reliance);
    const far = ltp - (ltp % 5) - 5000;
    const placed = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "LIMIT",
      quantity: 2,
      price: far,
    });
    if (!placed.ok) throw new Error(JSON.stringify(placed.rejection));
    expect(placed.result.orderStatus).toBe("open");
    const modified = await client.call(tradingEndpoints.modifyOrder, {
      body: { orderId: placed.result.orderId, quantity: 4, price: far - 100 },
    });
    expect(modified.orderStatus).toBe("open");
    expect(await orderById(client, placed.result.orderId)).toMatchObject({ quantity: 4, price: far - 100 });
    const cancelled = await client.call(tradingEndpoints.cancelOrders, {
      body: { orderIds: [placed.result.orderId] },
    });
    expect(cancelled.results[0]).toMatchObject({ cancelled: true });
    await feed.waitFor((u) => u.orderId === placed.result.orderId && u.orderStatus === "cancelled");
    expect(feed.statuses(placed.result.orderId)).toEqual(["open", "cancelled"]);

    const filled = (await ordersOf(client, "executed"))[0];
    const again = await client.call(tradingEndpoints.cancelOrders, {
      body: { orderIds: [filled?.orderId as string] },
    });
    expect(again.results[0]?.cancelled).toBe(false);
    expect(again.results[0]?.message).toContain("Unable to cancel the order. Please try again later");
    await expect(
      client.call(tradingEndpoints.modifyOrder, {
        body: { orderId: filled?.orderId as string, quantity: 9 },
      }),
    ).rejects.toMatchObject({ code: "ORDER-NOT-MODIFIABLE" });
    await expectBooksConsistent(client, 5 * lakh);
  });

  it("a stop-loss order waits in trigger pending and fires when the price crosses the trigger", async () => {
    const ltp = await lastPrice(reliance);
    const trigger = ltp - (ltp % 5) + 5;
    const placed = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "SL-M",
      quantity: 1,
      triggerPrice: trigger,
    });
    if (!placed.ok) throw new Error(JSON.stringify(placed.rejection));
    expect(placed.result.orderStatus).toBe("trigger pending");
    // Move the market a minute at a time until the price reaches the trigger (or the order lapses at the close).
    for (let step = 0; step < 70; step++) {
      const order = await orderById(client, placed.result.orderId);
      if (order.orderStatus !== "trigger pending") break;
      await env.clock({ advanceMs: 5 * 60_000 });
    }
    const order = await orderById(client, placed.result.orderId);
    expect(["complete", "cancelled"]).toContain(order.orderStatus);
    if (order.orderStatus === "complete") expect(order.averagePrice).toBeGreaterThanOrEqual(trigger);
    await env.clock({ at: ist(10, 0) });
  });

  it("insufficient funds is RMS1011, and the rejected order is in the list with the reason", async () => {
    const poor = await env.login("DEMO02");
    const placed = await place(poor, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 5000,
    });
    expect(placed.ok).toBe(false);
    if (placed.ok) return;
    expect(placed.rejection).toMatchObject({ status: 422, code: "RMS1011" });
    expect(placed.rejection.message).toMatch(/Insufficient funds/);
    const rejected = await ordersOf(poor, "rejected");
    expect(rejected[0]).toMatchObject({ orderStatus: "rejected", errorCode: "RMS1011", quantity: 5000 });
    expect(rejected[0]?.rejectionReason).toBe(placed.rejection.message);
    expect((await poor.funds.rmsLimit()).utilisedMargin).toBe(0);
  });

  it("the same guiOrderId twice is one order", async () => {
    const guiOrderId = gui("retry");
    const body = {
      guiOrderId,
      exchangeSegment: 1,
      symbolToken: infy.token,
      transactionType: "B" as const,
      productType: "MIS" as const,
      orderType: "MARKET" as const,
      quantity: 1,
    };
    const [first, second] = await Promise.all([
      client.call(tradingEndpoints.placeOrder, { body }),
      client.call(tradingEndpoints.placeOrder, { body }),
    ]);
    expect(second.orderId).toBe(first.orderId);
    const third = await client.call(tradingEndpoints.placeOrder, { body });
    expect(third.orderId).toBe(first.orderId);
    expect((await ordersOf(client)).filter((o) => o.guiOrderId === guiOrderId)).toHaveLength(1);
  });

  it("a bracket order places its target and stop-loss legs when the main leg fills; exiting one leg cancels the other", async () => {
    const ltp = await lastPrice(reliance);
    const price = ltp - (ltp % 5) + 1000;
    const placed = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "BO",
      orderType: "LIMIT",
      quantity: 2,
      price,
      squareOff: 2000,
      stopLoss: 1500,
    });
    if (!placed.ok) throw new Error(JSON.stringify(placed.rejection));
    expect(placed.result.orderStatus).toBe("complete");
    const main = await orderById(client, placed.result.orderId);
    const legs = (await ordersOf(client)).filter((o) => o.parentOrderId === main.orderId);
    const target = legs.find((o) => o.leg === "TARGET");
    const stop = legs.find((o) => o.leg === "STOPLOSS");
    expect(main.parentOrderId).toBe("");
    expect(target).toMatchObject({
      orderStatus: "open",
      transactionType: "S",
      price: main.averagePrice + 2000,
      isTakeProfit: true,
    });
    expect(stop).toMatchObject({
      orderStatus: "trigger pending",
      transactionType: "S",
      triggerPrice: main.averagePrice - 1500,
      isStopLoss: true,
    });
    const position = (await positionsOf(client)).find(
      (p) => p.symbolToken === reliance.token && p.productType === "BO",
    );
    expect(position).toMatchObject({ netQty: 2, isAdvance: true });
    // Exiting the stop-loss leg squares the position off at market and cancels the target.
    const exit = await client.call(tradingEndpoints.cancelOrders, {
      body: { orderIds: [stop?.orderId as string] },
    });
    expect(exit.results[0]?.cancelled).toBe(true);
    expect(await orderById(client, stop?.orderId as string)).toMatchObject({
      orderStatus: "complete",
      orderType: "MARKET",
    });
    expect((await orderById(client, target?.orderId as string)).orderStatus).toBe("cancelled");
    const after = (await positionsOf(client)).find(
      (p) => p.symbolToken === reliance.token && p.productType === "BO",
    );
    expect(after?.netQty).toBe(0);
    await expectBooksConsistent(client, 5 * lakh);
  });

  it("outside market hours a regular order is refused and an AMO is queued to the next open", async () => {
    await env.clock({ at: ist(18, 0) });
    const regular = await place(client, {
      exchangeSegment: 1,
      symbolToken: infy.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 1,
    });
    expect(regular.ok).toBe(false);
    if (!regular.ok) {
      expect(regular.rejection.message).toBe(
        "The order is placed outside market hours. Please try again later.",
      );
    }
    const amo = await place(client, {
      exchangeSegment: 1,
      symbolToken: infy.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 1,
      variety: "AMO",
    });
    if (!amo.ok) throw new Error(JSON.stringify(amo.rejection));
    expect(amo.result.status).toBe("pending");
    expect(amo.result.orderStatus).toBe("after market order req received");
    // The next trading day's open sends it.
    await env.clock({ at: ist(9, 15, 30, "2026-11-25") });
    const sent = await orderById(client, amo.result.orderId);
    expect(sent.orderStatus).toBe("complete");
    expect(sent.isAMO).toBe(true);
    await feed.waitFor((u) => u.orderId === amo.result.orderId && u.orderStatus === "complete");
    expect(feed.statuses(amo.result.orderId)).toEqual([
      "after market order req received",
      "open",
      "complete",
    ]);
    // Yesterday's delivery buys became holdings overnight: no delivery position left from yesterday.
    const positions = await positionsOf(client);
    expect(positions.filter((p) => p.productType === "CNC" && p.symbolToken === reliance.token)).toEqual([]);
    // The 5 RELIANCE bought yesterday are held now: 6 cannot be sold, 5 can.
    const tooMany = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "S",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 6,
    });
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) expect(tooMany.rejection.message).toBe(aboveAvailableQuantityMessage);
    const sale = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "S",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 5,
    });
    expect(sale.ok && sale.result.orderStatus).toBe("complete");
  });

  it("the order-matching window blocks modify and cancel; the square-off window closes intraday and bracket positions", async () => {
    const day = "2026-11-26";
    // Pre-open: a regular order is taken (not an AMO) and waits for the open.
    await env.clock({ at: ist(9, 5, 0, day) });
    const ltp = await lastPrice(reliance);
    const resting = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "LIMIT",
      quantity: 1,
      price: ltp - (ltp % 5) - 10_000,
    });
    if (!resting.ok) throw new Error(JSON.stringify(resting.rejection));
    expect(resting.result.orderStatus).toBe("open");
    // Order matching, 09:08 to 09:15: no modify, no cancel, in the spec's words.
    await env.clock({ at: ist(9, 10, 0, day) });
    await expect(
      client.call(tradingEndpoints.modifyOrder, { body: { orderId: resting.result.orderId, quantity: 2 } }),
    ).rejects.toMatchObject({ code: "WINDOW-BLOCKED", message: modifyBlockedText });
    const blocked = await client.call(tradingEndpoints.cancelOrders, {
      body: { orderIds: [resting.result.orderId] },
    });
    expect(blocked.results[0]).toMatchObject({ cancelled: false, message: modifyBlockedText });
    await env.clock({ at: ist(9, 16, 0, day) });
    const cancelled = await client.call(tradingEndpoints.cancelOrders, {
      body: { orderIds: [resting.result.orderId] },
    });
    expect(cancelled.results[0]?.cancelled).toBe(true);

    // An intraday position and a bracket, then the square-off window (15:15 for NSE cash).
    const now = await lastPrice(reliance);
    const intraday = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 3,
    });
    const bracket = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "BO",
      orderType: "LIMIT",
      quantity: 1,
      price: now - (now % 5) + 1000,
      squareOff: 50_000,
      stopLoss: 50_000,
    });
    expect(intraday.ok && bracket.ok).toBe(true);
    await env.clock({ at: ist(15, 16, 0, day) });
    const positions = (await positionsOf(client)).filter(
      (p) => p.symbolToken === reliance.token && (p.productType === "MIS" || p.productType === "BO"),
    );
    expect(positions.map((p) => [p.productType, p.netQty])).toEqual(
      expect.arrayContaining([
        ["MIS", 0],
        ["BO", 0],
      ]),
    );
    const squaredOff = (await ordersOf(client)).filter(
      (o) => o.text === "Squared off in the intraday square-off window",
    );
    expect(squaredOff.filter((o) => o.orderStatus === "complete").length).toBeGreaterThanOrEqual(2);
    // No new intraday order in the window; exits are still taken.
    const late = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 1,
    });
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.rejection.message).toBe(squareOffWindowMessage);
    // 15:30 to 16:00: no stop-loss orders (an AMO in that window is refused with the spec's reason).
    await env.clock({ at: ist(15, 45, 0, day) });
    const stop = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "SL",
      quantity: 1,
      price: now - (now % 5) + 2000,
      triggerPrice: now - (now % 5) + 1000,
      variety: "AMO",
    });
    expect(stop.ok).toBe(false);
    if (!stop.ok) expect(stop.rejection.message).toBe(stopLossWindowMessage);
    await expectBooksConsistent(client);
  });
});
