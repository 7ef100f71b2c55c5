import { defaultMarketCalendar, isTradingDay, istDateKey, istDay } from "@trade/core";
import { describe, expect, it } from "vitest";
import { engineTexts } from "../engine.js";
import { engineOverFakeMarket, ist } from "./fakeMarket.js";

const client = "DEMO01";
const monday = "2026-11-23";

/** The next trading day after `date` (YYYY-MM-DD). */
function nextTradingDay(date: string): string {
  let day = istDay(ist(date, 12)) + 1;
  while (!isTradingDay(day, defaultMarketCalendar)) day++;
  return istDateKey(day);
}

function setUp() {
  const world = engineOverFakeMarket(ist(monday, 9, 30));
  const at = (date: string, hours: number, minutes = 0) => {
    world.market.clock = ist(date, hours, minutes);
    world.engine.catchUp();
  };
  const onTick = (instrument: ReturnType<typeof world.nse>) => (price: number) =>
    world.tick([instrument, price]);
  const place = (payload: Record<string, unknown>) => {
    const answer = world.engine.place(client, {
      exchangeSegment: 1,
      guiOrderId: `g-${Math.random()}`,
      ...payload,
    } as Parameters<typeof world.engine.place>[1]);
    if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`);
    return answer.value;
  };
  const position = (token: number, product: string) =>
    world.engine.positions(client).find((p) => p.symbolToken === token && p.productType === product);
  /** A limit bracket order (BO) at `price`: target and stop-loss offsets, an optional trail. */
  const bracket = (
    instrument: { token: number },
    side: "B" | "S",
    quantity: number,
    price: number,
    offsets: { squareOff: number; stopLoss: number; trailingStopLoss?: number },
  ) =>
    place({
      symbolToken: instrument.token,
      transactionType: side,
      productType: "BO",
      orderType: "LIMIT",
      quantity,
      price,
      ...offsets,
    });
  const legsOf = (orderId: string) => {
    const legs = world.engine.orders(client).filter((o) => o.parentOrderId === orderId);
    return {
      target: legs.find((o) => o.leg === "TARGET"),
      stop: legs.find((o) => o.leg === "STOPLOSS"),
    };
  };
  return { ...world, at, onTick, place, bracket, position, legsOf };
}

/** A price on the instrument's tick near its seed. */
const onTickGrid = (instrument: { basePrice: number; tick: number }) =>
  instrument.basePrice - (instrument.basePrice % instrument.tick);

describe("the trading engine over a fake market", () => {
  it("a bracket order's trailing stop-loss follows the price up by whole steps and fires on the reversal", () => {
    const w = setUp();
    const reliance = w.nse("RELIANCE");
    const entry = onTickGrid(reliance);
    const move = w.onTick(reliance);
    move(entry);
    const main = w.bracket(reliance, "B", 2, entry, {
      squareOff: 4000,
      stopLoss: 1000,
      trailingStopLoss: 500,
    });
    expect(main.orderStatus).toBe("complete");
    const { target, stop } = w.legsOf(main.orderId);
    expect(target).toMatchObject({ orderStatus: "open", price: entry + 4000 });
    expect(stop).toMatchObject({ orderStatus: "trigger pending", triggerPrice: entry - 1000 });
    const stopId = stop?.orderId as string;
    const trigger = () => w.order(client, stopId).triggerPrice;

    move(entry + 400); // less than one step: the stop stays
    expect(trigger()).toBe(entry - 1000);
    move(entry + 1200); // two steps of 500
    expect(trigger()).toBe(entry);
    move(entry + 1100); // a dip that does not reach the stop: the trail never moves back
    expect(trigger()).toBe(entry);
    move(entry + 1600); // a third step
    expect(trigger()).toBe(entry + 500);
    expect(w.order(client, stopId).orderStatus).toBe("trigger pending");

    move(entry + 500); // the reversal reaches the trailed stop: it fires at the market
    expect(w.order(client, stopId)).toMatchObject({ orderStatus: "complete", averagePrice: entry + 500 });
    expect(w.order(client, target?.orderId as string)).toMatchObject({
      orderStatus: "cancelled",
      text: engineTexts.ocoCancelled,
    });
    expect(w.position(reliance.token, "BO")).toMatchObject({ netQty: 0, realisedPnl: 2 * 500 });
    expect(w.funds(client)).toMatchObject({ m2mRealised: 1000, utilisedMargin: 0 });
  });

  it("a bracket order's target fills and cancels its stop-loss (one cancels the other); a sell bracket trails down", () => {
    const w = setUp();
    const reliance = w.nse("RELIANCE");
    const entry = onTickGrid(reliance);
    const move = w.onTick(reliance);
    move(entry);
    const long = w.bracket(reliance, "B", 3, entry, { squareOff: 2000, stopLoss: 1000 });
    const legs = w.legsOf(long.orderId);
    move(entry + 1900); // short of the target
    expect(w.order(client, legs.target?.orderId as string).orderStatus).toBe("open");
    move(entry + 2000);
    expect(w.order(client, legs.target?.orderId as string)).toMatchObject({
      orderStatus: "complete",
      filledShares: 3,
    });
    expect(w.order(client, legs.stop?.orderId as string)).toMatchObject({
      orderStatus: "cancelled",
      text: engineTexts.ocoCancelled,
    });
    expect(w.position(reliance.token, "BO")).toMatchObject({ netQty: 0, realisedPnl: 3 * 2000 });

    // A sell bracket: the stop sits above, trails down as the price falls, and the stop's fill cancels the target.
    move(entry);
    const short = w.bracket(reliance, "S", 1, entry, {
      squareOff: 3000,
      stopLoss: 1000,
      trailingStopLoss: 1000,
    });
    const shortLegs = w.legsOf(short.orderId);
    expect(shortLegs.stop).toMatchObject({ transactionType: "B", triggerPrice: entry + 1000 });
    move(entry - 1000);
    expect(w.order(client, shortLegs.stop?.orderId as string).triggerPrice).toBe(entry);
    move(entry);
    expect(w.order(client, shortLegs.stop?.orderId as string).orderStatus).toBe("complete");
    expect(w.order(client, shortLegs.target?.orderId as string).orderStatus).toBe("cancelled");
    expect(w.position(reliance.token, "BO")).toMatchObject({ netQty: 0, realisedPnl: 3 * 2000 });
  });

  it("a cover order's stop-loss leg waits below the price and fires when the price falls to it", () => {
    const w = setUp();
    const itc = w.nse("ITC");
    const entry = onTickGrid(itc);
    const move = w.onTick(itc);
    move(entry);
    const main = w.place({
      symbolToken: itc.token,
      transactionType: "B",
      productType: "CO",
      orderType: "MARKET",
      quantity: 10,
      triggerPrice: entry - 20 * itc.tick,
    });
    const { stop, target } = w.legsOf(main.orderId);
    expect(target).toBeUndefined();
    expect(stop).toMatchObject({ orderStatus: "trigger pending", triggerPrice: entry - 20 * itc.tick });
    move(entry - 19 * itc.tick);
    expect(w.order(client, stop?.orderId as string).orderStatus).toBe("trigger pending");
    move(entry - 25 * itc.tick);
    expect(w.order(client, stop?.orderId as string)).toMatchObject({
      orderStatus: "complete",
      averagePrice: entry - 25 * itc.tick,
    });
    expect(w.position(itc.token, "CO")).toMatchObject({ netQty: 0, realisedPnl: -10 * 25 * itc.tick });
  });

  it("the day: intraday squared off in its window, day orders lapse at the close, and the next day delivery becomes holdings, carry-forward carries, day counters start at zero", () => {
    const w = setUp();
    const reliance = w.nse("RELIANCE");
    const infy = w.nse("INFY");
    const sbin = w.nse("SBIN");
    const future = w.instruments.futures("SBIN", 2)[0];
    if (future === undefined) throw new Error("no SBIN future");
    const price = onTickGrid(reliance);
    w.market.setPrice(reliance, price);
    const infyPrice = onTickGrid(infy);
    w.market.setPrice(infy, infyPrice);

    w.place({
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 3,
    });
    w.place({
      symbolToken: infy.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 5,
    });
    const nrml = w.place({
      exchangeSegment: 2,
      symbolToken: future.token,
      transactionType: "B",
      productType: "NRML",
      orderType: "MARKET",
      quantity: future.lotSize,
    });
    expect(nrml.orderStatus).toBe("complete");
    const resting = w.place({
      symbolToken: sbin.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "LIMIT",
      quantity: 1,
      price: onTickGrid(sbin) - 50 * sbin.tick,
    });
    expect(resting.orderStatus).toBe("open");
    expect(w.position(reliance.token, "MIS")?.netQty).toBe(3);

    // The square-off window: the MIS position is closed by a system order at the last price, with a profit.
    w.market.setPrice(reliance, price + 100);
    w.at(monday, 15, 25);
    expect(w.position(reliance.token, "MIS")).toMatchObject({ netQty: 0, sellQty: 3, realisedPnl: 300 });
    const squareOff = w.engine.orders(client).find((o) => o.text === engineTexts.squareOff);
    expect(squareOff).toMatchObject({ orderStatus: "complete", transactionType: "S", filledShares: 3 });
    expect(w.position(infy.token, "CNC")?.netQty).toBe(5);

    // The close: the day order that never filled lapses.
    w.at(monday, 16, 0);
    expect(w.order(client, resting.orderId)).toMatchObject({
      orderStatus: "cancelled",
      text: engineTexts.marketClose,
    });
    const before = w.funds(client);
    expect(before.m2mRealised).toBe(300);

    // The next trading day.
    const tuesday = nextTradingDay(monday);
    w.at(tuesday, 9, 30);
    const infyHolding = w.engine.holdings(client).find((h) => h.token === infy.token);
    expect(infyHolding?.quantity).toBe(20 + 5);
    expect(infyHolding?.avg_price).toBe(Math.round((20 * 145_000 + 5 * infyPrice) / 25));
    expect(w.position(infy.token, "CNC")).toBeUndefined();
    expect(w.position(reliance.token, "MIS")).toBeUndefined();
    expect(w.position(future.token, "NRML")).toMatchObject({
      netQty: future.lotSize,
      carryForwardQty: future.lotSize,
      buyQty: 0,
      sellQty: 0,
      realisedPnl: 0,
    });
    // Yesterday's realised profit is settled cash now; the delivery buy was paid for.
    const after = w.funds(client);
    expect(after.m2mRealised).toBe(0);
    expect(after.availableCash).toBe(before.availableCash + 300 - 5 * infyPrice);
    // Yesterday's finished orders are not today's.
    expect(w.engine.orders(client)).toEqual([]);
  });

  it("converts part of an intraday position to delivery at its average cost, and back", () => {
    const w = setUp();
    const sbin = w.nse("SBIN");
    const price = onTickGrid(sbin);
    w.market.setPrice(sbin, price);
    w.place({
      symbolToken: sbin.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 10,
    });
    const intradayMargin = w.funds(client).utilisedMargin;

    const convert = (from: "MIS" | "CNC", to: "MIS" | "CNC", quantity: number) =>
      w.engine.convert(client, {
        exchangeSegment: 1,
        symbolToken: sbin.token,
        productType: from,
        newProductType: to,
        quantity,
        transactionType: "B",
      });
    expect(convert("MIS", "CNC", 11)).toMatchObject({ ok: false, code: "QTY-EXCEEDS" });
    expect(convert("MIS", "CNC", 4).ok).toBe(true);
    expect(w.position(sbin.token, "MIS")).toMatchObject({ netQty: 6, buyQty: 6, buyAvgPrice: price });
    expect(w.position(sbin.token, "CNC")).toMatchObject({ netQty: 4, buyQty: 4, buyAvgPrice: price });
    // Delivery blocks the full value; the funds show it.
    expect(w.funds(client).utilisedMargin).toBeGreaterThan(intradayMargin);

    expect(convert("CNC", "MIS", 4).ok).toBe(true);
    expect(w.position(sbin.token, "MIS")).toMatchObject({ netQty: 10, buyAvgPrice: price });
    expect(w.position(sbin.token, "CNC")?.netQty ?? 0).toBe(0);
    expect(w.funds(client).utilisedMargin).toBe(intradayMargin);
  });

  it("converts a futures position from intraday to carry-forward (MIS to NRML), a lot at a time", () => {
    const w = setUp();
    const future = w.instruments.futures("SBIN", 2)[0];
    if (future === undefined) throw new Error("no SBIN future");
    w.place({
      exchangeSegment: 2,
      symbolToken: future.token,
      transactionType: "S",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 2 * future.lotSize,
    });
    const answer = w.engine.convert(client, {
      exchangeSegment: 2,
      symbolToken: future.token,
      productType: "MIS",
      newProductType: "NRML",
      quantity: future.lotSize,
      transactionType: "S",
    });
    expect(answer.ok).toBe(true);
    expect(w.position(future.token, "MIS")?.netQty).toBe(-future.lotSize);
    expect(w.position(future.token, "NRML")).toMatchObject({
      netQty: -future.lotSize,
      sellQty: future.lotSize,
    });
  });
});

describe("tick evaluators", () => {
  it("an added evaluator runs on each tick with the ticked quotes and the market time, after the engine's own", () => {
    const w = setUp();
    const reliance = w.nse("RELIANCE");
    const entry = onTickGrid(reliance);
    w.market.setPrice(reliance, entry);
    const seen: { symbols: number[]; now: number; working: number }[] = [];
    w.engine.addEvaluator({
      name: "probe",
      onTick(ctx) {
        const open = ctx.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'open'").get() as {
          n: number;
        };
        seen.push({ symbols: ctx.quotes.map((q) => q.token), now: ctx.now, working: open.n });
      },
    });
    const resting = w.place({
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "LIMIT",
      quantity: 1,
      price: entry - 10 * reliance.tick,
    });
    w.tick([reliance, entry - 10 * reliance.tick]);
    // The resting order filled before the probe ran, in the same transaction.
    expect(w.order(client, resting.orderId).orderStatus).toBe("complete");
    expect(seen).toEqual([{ symbols: [reliance.token], now: ist(monday, 9, 30), working: 0 }]);
  });
});
