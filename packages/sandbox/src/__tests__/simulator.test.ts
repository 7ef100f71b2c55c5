import { istDayOf, istInstant, marketPhase } from "@trade/core";
import { describe, expect, it } from "vitest";
import {
  createSimulator,
  demoStart,
  impliedVolatility,
  optionPrice,
  riskFreeRate,
  SimulatedClock,
  smileVolatility,
} from "../market/simulator/index.js";
import type { Instrument, MarketQuote } from "../market/types.js";
import {
  gold,
  goldOptions,
  ist,
  nifty,
  niftyOptions,
  reliance,
  smallCap,
  universe,
  usdinr,
} from "./simulatorFixtures.js";

const monday = "2026-11-23";

function run(seed: number, ticks: number, instruments: readonly Instrument[] = universe, stepMs = 1000) {
  const clock = new SimulatedClock({ start: ist(monday, "10:00:00"), speed: 0 });
  const sim = createSimulator({ instruments, seed, clock });
  for (let i = 0; i < ticks; i += 1) {
    clock.advance(stepMs);
    sim.tick();
  }
  return { sim, clock };
}

const prices = (sim: ReturnType<typeof run>["sim"], instruments: readonly Instrument[] = universe) =>
  instruments.map((i) => sim.quote(i.segment, i.token));

describe("same seed, same prices", () => {
  it("two simulators with one seed give identical quotes after 300 ticks", () => {
    const a = run(7, 300).sim;
    const b = run(7, 300).sim;
    expect(prices(a)).toEqual(prices(b));
  });

  it("a different seed gives different prices", () => {
    const a = run(7, 300).sim;
    const b = run(8, 300).sim;
    const differing = universe.filter(
      (i) => a.get(i.segment, i.token)!.ltp !== b.get(i.segment, i.token)!.ltp,
    );
    expect(differing.length).toBeGreaterThan(universe.length / 2);
  });

  it("adding instruments does not change the others' prices", () => {
    const alone = run(7, 300, [reliance]).sim;
    const crowd = run(7, 300).sim;
    expect(alone.quote(reliance.segment, reliance.token)).toEqual(
      crowd.quote(reliance.segment, reliance.token),
    );
  });

  it("history is deterministic too", () => {
    const a = run(7, 0).sim;
    const b = run(7, 0).sim;
    const from = ist("2026-10-01", "00:00:00") / 1000;
    const to = ist(monday, "23:59:59") / 1000;
    expect(a.candles(1, reliance.token, "15m", from, to)).toEqual(
      b.candles(1, reliance.token, "15m", from, to),
    );
  });
});

function checkQuote(q: MarketQuote, instrument: Instrument) {
  const tick = instrument.tick;
  for (const price of [q.ltp, q.close, q.open, q.high, q.low])
    expect(price % tick, instrument.tradeSymbol).toBe(0);
  expect(q.ltp).toBeGreaterThan(0);
  if (q.upperCircuit > 0) {
    expect(q.ltp).toBeLessThanOrEqual(q.upperCircuit);
    expect(q.ltp).toBeGreaterThanOrEqual(q.lowerCircuit);
    expect(q.high).toBeLessThanOrEqual(q.upperCircuit);
  }
  if (q.open > 0) {
    expect(q.low).toBeLessThanOrEqual(q.ltp);
    expect(q.high).toBeGreaterThanOrEqual(q.ltp);
    expect(q.low).toBeLessThanOrEqual(q.open);
    expect(q.high).toBeGreaterThanOrEqual(q.open);
    expect(q.high52).toBeGreaterThanOrEqual(q.high);
    expect(q.low52).toBeLessThanOrEqual(q.low);
  }
  if (instrument.kind === "INDEX") return;
  expect(q.volume).toBeGreaterThan(0);
  expect(q.atp).toBeGreaterThan(0);
  if (q.bidPrice[0]! > 0 && q.askPrice[0]! > 0) expect(q.bidPrice[0]!).toBeLessThan(q.askPrice[0]!);
  // at a circuit (or an option at the price floor) one side of the book is empty
  expect(q.bidPrice[0]! > 0 || q.askPrice[0]! > 0).toBe(true);
  for (let i = 0; i < 5; i += 1) {
    if (q.bidPrice[i]! > 0) {
      expect(q.bidPrice[i]! % tick).toBe(0);
      expect(q.bidQty[i]!).toBeGreaterThan(0);
      expect(q.bidOrders[i]!).toBeGreaterThan(0);
      expect(q.bidOrders[i]!).toBeLessThanOrEqual(q.bidQty[i]!);
      if (i > 0 && q.bidPrice[i - 1]! > 0) expect(q.bidPrice[i]!).toBeLessThan(q.bidPrice[i - 1]!);
    }
    if (q.askPrice[i]! > 0) {
      expect(q.askPrice[i]! % tick).toBe(0);
      expect(q.askQty[i]!).toBeGreaterThan(0);
      if (i > 0 && q.askPrice[i - 1]! > 0) expect(q.askPrice[i]!).toBeGreaterThan(q.askPrice[i - 1]!);
    }
  }
  if (q.bidPrice[0]! > 0) expect(q.totalBuyQty).toBeGreaterThan(0);
  if (q.askPrice[0]! > 0) expect(q.totalSellQty).toBeGreaterThan(0);
  if (instrument.kind !== "EQ") expect(q.oi % instrument.lotSize).toBe(0);
}

describe("quotes", () => {
  it("sit on the tick grid, inside the circuits, with consistent OHLC and depth", () => {
    const { sim, clock } = run(11, 50);
    for (let i = 0; i < 12; i += 1) {
      clock.advance(15 * 60_000); // a speeded clock: fifteen minutes a tick
      sim.tick();
      for (const instrument of universe)
        checkQuote(sim.get(instrument.segment, instrument.token)!, instrument);
    }
  }, 30_000);

  it("a 5 % circuit stock stays inside its band over a volatile day", () => {
    const { sim } = run(3, 2000, [smallCap], 10_000);
    const q = sim.get(smallCap.segment, smallCap.token)!;
    expect(q.upperCircuit).toBe(1310);
    expect(q.lowerCircuit).toBe(1190);
    expect(q.high).toBeLessThanOrEqual(1310);
    expect(q.low).toBeGreaterThanOrEqual(1190);
  });

  it("volume grows and OI changes slowly", () => {
    const { sim, clock } = run(5, 0);
    const future = universe.find((i) => i.kind === "FUTIDX")!;
    const before = sim.quote(future.segment, future.token)!;
    for (let i = 0; i < 60; i += 1) {
      clock.advance(1000);
      sim.tick();
    }
    const after = sim.quote(future.segment, future.token)!;
    expect(after.volume).toBeGreaterThan(before.volume);
    expect(Math.abs(after.oi - before.oi)).toBeLessThan(before.oi * 0.05);
    expect(after.oi).toBeGreaterThan(0);
  });

  it("nothing moves outside the segment's session; commodities and currency keep their own hours", () => {
    const clock = new SimulatedClock({ start: ist(monday, "16:00:00"), speed: 0 });
    const sim = createSimulator({ instruments: universe, seed: 1, clock });
    clock.advance(1000);
    const changed = sim.tick().map((q) => q.token);
    expect(changed).toContain(gold.token);
    expect(changed).toContain(usdinr.token);
    expect(changed).not.toContain(reliance.token);
    expect(changed).not.toContain(nifty.token);
    clock.set(ist("2026-11-21", "11:00:00")); // Saturday: the clock never goes back, so a new simulator
    const saturday = createSimulator({ instruments: universe, seed: 1, clock });
    clock.advance(60_000);
    expect(saturday.tick()).toEqual([]);
    expect(marketPhase(1, clock.now())).toBe("CLOSED");
  });

  it("pre-open and order matching keep the previous close; the first tick of the normal market opens the day", () => {
    const clock = new SimulatedClock({ start: ist(monday, "09:05:00"), speed: 0 });
    const sim = createSimulator({ instruments: universe, seed: 2, clock });
    expect(sim.quote(1, reliance.token)).toMatchObject({ ltp: 284_530, close: 284_530, open: 0, volume: 0 });
    clock.set(ist(monday, "09:10:00"));
    expect(sim.tick().map((q) => q.token)).not.toContain(reliance.token);
    clock.set(ist(monday, "09:15:30"));
    sim.tick();
    const q = sim.get(1, reliance.token)!;
    expect(q.open).toBeGreaterThan(0);
    expect(q.volume).toBeGreaterThan(0);
    const option = sim.get(2, niftyOptions[6]!.token)!;
    expect(option.open).toBeGreaterThan(0);
  });

  it("a clock jump of months is cheap and keeps the walk going", () => {
    const { sim, clock } = run(9, 10);
    clock.set(ist("2027-06-15", "11:00:00"));
    const started = performance.now();
    sim.tick();
    expect(performance.now() - started).toBeLessThan(2000);
    const q = sim.get(1, reliance.token)!;
    checkQuote(q, reliance);
    const days = sim.candles(
      1,
      reliance.token,
      "1d",
      ist("2027-05-01", "00:00:00") / 1000,
      clock.now() / 1000,
    );
    expect(days.at(-1)!.close).toBe(q.ltp);
    expect(days.at(-2)!.close).toBe(q.close);
  });

  it("a new trading day makes the last price the previous close", () => {
    const { sim, clock } = run(9, 10);
    clock.set(ist(monday, "15:45:00"));
    sim.tick();
    const lastPrice = sim.get(1, reliance.token)!.ltp;
    clock.set(ist("2026-11-24", "09:20:00"));
    sim.tick();
    const q = sim.get(1, reliance.token)!;
    expect(q.close).toBe(lastPrice);
    expect(q.upperCircuit).toBe(Math.floor((lastPrice * 1.2) / 5) * 5);
    const daily = sim.candles(
      1,
      reliance.token,
      "1d",
      ist(monday, "00:00:00") / 1000,
      ist(monday, "23:00:00") / 1000,
    );
    expect(daily.at(-1)!.close).toBe(lastPrice);
  });
});

describe("options: put-call parity within a tick, greeks with the right signs and bounds", () => {
  const expiryMs = (i: Instrument, close = "15:30:00") => ist(i.expiry!, close);
  const pairs = (options: readonly Instrument[]) =>
    options
      .filter((o) => o.optionType === "CE")
      .map(
        (call) =>
          [
            call,
            options.find(
              (p) => p.optionType === "PE" && p.expiry === call.expiry && p.strike === call.strike,
            )!,
          ] as const,
      );

  it.each([
    ["10:00:00", 0],
    ["12:30:00", 400],
    ["15:29:00", 0],
  ])("index options at %s (+%i ticks): C - P = S - K e^{-rT}", (time, ticks) => {
    const clock = new SimulatedClock({ start: ist(monday, time), speed: 0 });
    const sim = createSimulator({ instruments: universe, seed: 21, clock });
    for (let i = 0; i < ticks; i += 1) {
      clock.advance(2000);
      sim.tick();
    }
    const spot = sim.get(nifty.segment, nifty.token)!.ltp;
    let checked = 0;
    for (const [call, put] of pairs(niftyOptions)) {
      const c = sim.get(call.segment, call.token)!.ltp;
      const p = sim.get(put.segment, put.token)!.ltp;
      if (c <= call.tick || p <= put.tick) continue; // at the price floor parity cannot hold
      const years = (expiryMs(call) - clock.now()) / (365 * 86_400_000);
      const parity = spot - call.strike! * Math.exp(-riskFreeRate * years);
      expect(Math.abs(c - p - parity), `${call.expiry} ${call.strike}`).toBeLessThanOrEqual(call.tick + 1e-6);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it("options on a commodity future: C - P = e^{-rT} (F - K)", () => {
    const clock = new SimulatedClock({ start: ist(monday, "18:00:00"), speed: 0 });
    const sim = createSimulator({ instruments: universe, seed: 4, clock });
    for (let i = 0; i < 100; i += 1) {
      clock.advance(3000);
      sim.tick();
    }
    const future = sim.get(gold.segment, gold.token)!.ltp;
    for (const [call, put] of pairs(goldOptions)) {
      const years = (expiryMs(call, "23:30:00") - clock.now()) / (365 * 86_400_000);
      const parity = Math.exp(-riskFreeRate * years) * (future - call.strike!);
      const diff = sim.get(call.segment, call.token)!.ltp - sim.get(put.segment, put.token)!.ltp;
      expect(Math.abs(diff - parity)).toBeLessThanOrEqual(call.tick + 1e-6);
    }
  });

  it("greeks: call delta in [0, 1], put delta in [-1, 0], gamma and vega > 0, theta < 0 mostly", () => {
    const { sim } = run(13, 100);
    let negativeTheta = 0;
    let total = 0;
    for (const option of niftyOptions) {
      const g = sim.greeks(option.segment, option.token)!;
      expect(g, option.tradeSymbol).toBeDefined();
      if (option.optionType === "CE") {
        expect(g.delta).toBeGreaterThanOrEqual(0);
        expect(g.delta).toBeLessThanOrEqual(1);
      } else {
        expect(g.delta).toBeGreaterThanOrEqual(-1);
        expect(g.delta).toBeLessThanOrEqual(0);
      }
      expect(g.gamma).toBeGreaterThan(0);
      expect(g.vega).toBeGreaterThan(0);
      expect(g.iv).toBeGreaterThan(1);
      expect(g.iv).toBeLessThan(200);
      total += 1;
      if (g.theta < 0) negativeTheta += 1;
    }
    expect(negativeTheta / total).toBeGreaterThan(0.8);
    // call and put of one strike share gamma and vega; call delta - put delta = 1
    const call = niftyOptions.find(
      (o) => o.expiry === "2026-12-29" && o.strike === 2_400_000 && o.optionType === "CE",
    )!;
    const put = niftyOptions.find(
      (o) => o.expiry === "2026-12-29" && o.strike === 2_400_000 && o.optionType === "PE",
    )!;
    const gc = sim.greeks(2, call.token)!;
    const gp = sim.greeks(2, put.token)!;
    expect(gc.delta - gp.delta).toBeCloseTo(1, 1);
    expect(gc.gamma).toBeCloseTo(gp.gamma, 4);
    expect(sim.greeks(1, nifty.token)).toBeUndefined();
  });

  it("the smile rises away from the money and is higher below spot", () => {
    const atm = smileVolatility(0.14, 24_000, 24_000, 30 / 365);
    const below = smileVolatility(0.14, 24_000, 22_500, 30 / 365);
    const above = smileVolatility(0.14, 24_000, 25_500, 30 / 365);
    expect(atm).toBeCloseTo(0.14, 6);
    expect(below).toBeGreaterThan(atm);
    expect(above).toBeGreaterThan(atm);
    expect(below).toBeGreaterThan(above);
    // and the simulator's implied volatilities show it
    const { sim } = run(13, 0);
    const iv = (strike: number) =>
      sim.greeks(
        2,
        niftyOptions.find((o) => o.expiry === "2027-03-30" && o.strike === strike && o.optionType === "PE")!
          .token,
      )!.iv;
    expect(iv(2_200_000)).toBeGreaterThan(iv(2_400_000));
    expect(iv(2_200_000)).toBeGreaterThan(iv(2_600_000));
  });

  it("implied volatility inverts the price", () => {
    const input = { underlying: 24_000, strike: 24_500, years: 0.1, call: true, onFuture: false };
    const price = optionPrice({ ...input, vol: 0.17 });
    expect(impliedVolatility(price, input)).toBeCloseTo(0.17, 4);
  });
});

describe("history", () => {
  const { sim } = run(17, 120);
  const now = sim.now() / 1000;
  const ltpOf = (i: Instrument) => sim.get(i.segment, i.token)!;

  it("1d over 5 years gives about 1,250 weekday candles whose last completed close is the previous close", () => {
    const candles = sim.candles(1, reliance.token, "1d", now - 5 * 365 * 86_400, now);
    expect(candles.length).toBeGreaterThan(1200);
    expect(candles.length).toBeLessThan(1310);
    for (const c of candles) {
      const weekday = new Date((c.time + 19_800) * 1000).getUTCDay();
      expect(weekday).not.toBe(0);
      expect(weekday).not.toBe(6);
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
    }
    const today = candles.at(-1)!;
    const yesterday = candles.at(-2)!;
    expect(yesterday.close).toBe(ltpOf(reliance).close);
    expect(today.close).toBe(ltpOf(reliance).ltp);
    expect(today.time).toBe(ist(monday, "09:15:00") / 1000);
  });

  it("the 52-week high and low come from the history", () => {
    const candles = sim.candles(1, reliance.token, "1d", now - 364 * 86_400, now);
    expect(Math.max(...candles.map((c) => c.high))).toBe(ltpOf(reliance).high52);
    expect(Math.min(...candles.map((c) => c.low))).toBe(ltpOf(reliance).low52);
  });

  it("intraday candles stay within session hours and aggregate to the daily candle", () => {
    const from = ist("2026-11-16", "00:00:00") / 1000;
    const to = ist("2026-11-20", "23:59:59") / 1000;
    const minutes = sim.candles(1, reliance.token, "1m", from, to);
    expect(minutes.length).toBe(5 * 375);
    for (const c of minutes) {
      const second = (c.time + 19_800) % 86_400;
      expect(second).toBeGreaterThanOrEqual(9 * 3600 + 15 * 60);
      expect(second).toBeLessThan(15 * 3600 + 30 * 60);
    }
    const daily = sim.candles(1, reliance.token, "1d", from, to);
    expect(daily).toHaveLength(5);
    for (const day of daily) {
      const bars = minutes.filter((c) => c.time >= day.time && c.time < day.time + 86_400);
      expect(bars[0]!.open).toBe(day.open);
      expect(bars.at(-1)!.close).toBe(day.close);
      expect(Math.max(...bars.map((c) => c.high))).toBe(day.high);
      expect(Math.min(...bars.map((c) => c.low))).toBe(day.low);
      expect(bars.reduce((s, c) => s + c.volume, 0)).toBe(day.volume);
    }
    const hours = sim.candles(1, reliance.token, "1h", from, to);
    expect(hours).toHaveLength(5 * 7); // 09:15, 10:15, ..., 15:15 (a 15-minute last bar)
    const commodity = sim.candles(5, gold.token, "30m", from, to);
    expect(commodity).toHaveLength(5 * 29); // 09:00 to 23:30
  });

  it("today's candles end at the live price", () => {
    const bars = sim.candles(1, nifty.token, "5m", ist(monday, "00:00:00") / 1000, now);
    expect(bars[0]!.time).toBe(ist(monday, "09:15:00") / 1000);
    expect(bars.at(-1)!.close).toBe(ltpOf(nifty).ltp);
    const option = niftyOptions[7]!;
    const optionBars = sim.candles(2, option.token, "5m", ist(monday, "00:00:00") / 1000, now);
    expect(optionBars).toHaveLength(bars.length);
    expect(optionBars.at(-1)!.close % option.tick).toBe(0);
  });

  it("returns at most 5,000 candles, the most recent", () => {
    const candles = sim.candles(1, reliance.token, "1m", now - 5 * 365 * 86_400, now);
    expect(candles).toHaveLength(5000);
    expect(candles.at(-1)!.close).toBe(ltpOf(reliance).ltp);
    expect(sim.candles(1, 424242, "1d", 0, now)).toEqual([]);
    // a derivative's history starts a year before its expiry
    const option = niftyOptions[0]!;
    const optionDays = sim.candles(2, option.token, "1d", now - 5 * 365 * 86_400, now);
    expect(optionDays.length).toBeGreaterThan(240);
    expect(optionDays.length).toBeLessThan(262);
  });
});

describe("the simulated clock", () => {
  it("runs at its speed, can be set and frozen", () => {
    let wall = 1_000_000;
    const clock = new SimulatedClock({ start: ist(monday, "10:00:00"), wall: () => wall, speed: 60 });
    wall += 1000;
    expect(clock.now()).toBe(ist(monday, "10:01:00"));
    clock.setSpeed(0);
    wall += 5000;
    expect(clock.now()).toBe(ist(monday, "10:01:00"));
    clock.set(ist(monday, "15:00:00"));
    clock.setSpeed(1);
    wall += 2000;
    expect(clock.now()).toBe(ist(monday, "15:00:02"));
    expect(() => clock.setSpeed(-1)).toThrow(RangeError);
  });

  it.each([
    ["2026-11-23T11:00:00+05:30", "2026-11-23T11:00:00+05:30"], // in session: wall time
    ["2026-11-23T07:00:00+05:30", "2026-11-23T10:00:00+05:30"], // before the open: today's 10:00
    ["2026-11-23T20:00:00+05:30", "2026-11-23T10:00:00+05:30"], // after the close: today's 10:00
    ["2026-11-22T12:00:00+05:30", "2026-11-20T10:00:00+05:30"], // Sunday: Friday's 10:00
  ])("the demo clock at %s starts at %s", (wall, start) => {
    expect(demoStart(Date.parse(wall))).toBe(Date.parse(start));
    const clock = SimulatedClock.demo(() => Date.parse(wall));
    expect(marketPhase(1, clock.now())).toBe("NORMAL");
  });

  it("market time of the fixtures", () => {
    expect(istInstant(istDayOf(monday), 10 * 3600)).toBe(ist(monday, "10:00:00"));
  });
});
