import type { AlertCondition } from "@trade/core/alerts";
import { indicatorSeries } from "@trade/core/indicators";
import { describe, expect, it } from "vitest";
import type { Candle } from "../../market/types.js";
import { instrumentKey } from "../../trading/state.js";
import { DueQueue } from "../dueQueue.js";
import { IndicatorAlerts } from "../indicatorAlerts.js";
import { type AlertPlan, type PlanToken, readCondition } from "../plan.js";
import { PriceAlerts } from "../priceAlerts.js";

const infy: PlanToken = { exchange: "NSE", segment: 1, token: 1594, symbol: "INFY-EQ" };
const key = instrumentKey(1, 1594);
let ids = 0;

/** A plan as the evaluator reads a stored alert. */
function planOf(
  implication: AlertCondition["entry"]["implication"],
  mode: "once" | "always",
  type: "price" | "indicator" = "price",
): AlertPlan {
  const condition: AlertCondition = {
    name: "test",
    type,
    timeFrame: "1m",
    execution: { mode },
    tokens: [infy],
    entry: { implication },
  };
  const read = readCondition(condition);
  if (!read.ok) throw new Error(read.message);
  return {
    id: ++ids,
    clientCode: "DEMO01",
    name: "test",
    type,
    timeFrame: "1m",
    mode,
    startTime: 0,
    endTime: null,
    operator: implication.operator,
    lhs: read.lhs,
    rhs: read.rhs,
    tokens: [infy],
    condition,
  };
}

const price = (operator: AlertCondition["entry"]["implication"]["operator"], rupees: string) =>
  ({ lhs: { indicator: "Price" }, operator, rhs: { valueString: rupees } }) as const;

/** Feed prices (paise) one tick each; answers the prices each alert fired at. */
function run(alerts: PriceAlerts, prices: number[], once = false) {
  const fired: number[] = [];
  for (const [i, ltp] of prices.entries()) {
    alerts.onQuote(key, ltp, i, (_plan, _token, _at, at) => {
      fired.push(at);
      return once ? "done" : "keep";
    });
  }
  return fired;
}

describe("price alerts through the index", () => {
  it("greaterThan, Always: fires each time the price goes above the level, not on every tick it stays there", () => {
    const alerts = new PriceAlerts();
    alerts.watch(planOf(price("greaterThan", "100.00"), "always"), () => 9_900);
    expect(run(alerts, [9_950, 10_000, 10_001, 10_050, 10_020, 10_000, 9_990, 10_010, 10_030])).toEqual([
      10_001, 10_010,
    ]);
  });

  it("greaterThan, Once: fires at the first tick when the price is already above, then is gone", () => {
    const alerts = new PriceAlerts();
    alerts.watch(planOf(price("greaterThan", "100.00"), "once"), () => 10_500);
    expect(run(alerts, [10_400, 10_600, 9_000, 10_700], true)).toEqual([10_400]);
    expect(alerts.size).toBe(0);
  });

  it("crossesBelow: not while the price starts below the level; at each crossing after it came back above", () => {
    const alerts = new PriceAlerts();
    alerts.watch(planOf(price("crossesBelow", "100.50"), "always"), () => 10_000);
    expect(run(alerts, [9_990, 10_040, 10_050, 10_049, 10_060, 10_030])).toEqual([10_049, 10_030]);
  });

  it("only the instrument's alerts at crossed levels are visited; forget removes an alert", () => {
    const alerts = new PriceAlerts();
    const plan = planOf(price("lessThan", "50"), "always");
    alerts.watch(plan, () => 6_000);
    let visits = 0;
    alerts.onQuote(instrumentKey(1, 99), 1, 0, () => {
      visits++;
      return "keep";
    });
    alerts.onQuote(key, 5_500, 0, () => {
      visits++;
      return "keep";
    });
    expect(visits).toBe(0);
    alerts.forget(plan);
    expect(alerts.size).toBe(0);
  });
});

/** Candles of a made-up series, one a minute from `start` (epoch s). */
function series(closes: number[], start = 1_800_000_000): Candle[] {
  return closes.map((close, i) => ({
    time: start + i * 60,
    open: close,
    high: close + 5,
    low: close - 5,
    close,
    volume: 1,
    oi: 0,
  }));
}

describe("indicator alerts at each candle close", () => {
  const closes = Array.from({ length: 120 }, (_, i) => 10_000 + Math.round(300 * Math.sin(i / 7)));
  const candles = series(closes);
  const source = (visible: () => number) => (_t: PlanToken, _i: string, from: number, to: number) =>
    candles.filter((c) => c.time >= from && c.time <= to && c.time + 60 <= visible());
  const rsi = indicatorSeries("RSI", {
    open: closes,
    high: closes.map((c) => c + 5),
    low: closes.map((c) => c - 5),
    close: closes,
  }).value as Float64Array;
  const rsiPlan = () =>
    planOf(
      {
        lhs: { indicator: "RSI", params: { period: 14 } },
        operator: "crossesAbove",
        rhs: { valueString: "50" },
      },
      "always",
      "indicator",
    );

  it("fires at the close where RSI crosses 50 (as indicatorSeries draws it), never before; studies are shared", () => {
    let nowSec = (candles[40] as Candle).time + 60;
    let reads = 0;
    const alerts = new IndicatorAlerts((token, interval, from, to) => {
      reads++;
      return source(() => nowSec)(token, interval, from, to);
    });
    const fired: number[] = [];
    const fire = (_p: AlertPlan, _t: PlanToken, at: number) => {
      fired.push(at);
      return "keep" as const;
    };
    alerts.watch(rsiPlan(), nowSec * 1000);
    alerts.watch(rsiPlan(), nowSec * 1000);
    const readsAtStart = reads;
    for (let i = 41; i < 120; i++) {
      nowSec = (candles[i] as Candle).time + 60;
      alerts.onTick(nowSec * 1000, fire);
    }
    const expected: number[] = [];
    for (let i = 41; i < 120; i++) {
      if ((rsi[i - 1] as number) <= 50 && (rsi[i] as number) > 50)
        expected.push(((candles[i] as Candle).time + 60) * 1000);
    }
    expect(expected.length).toBeGreaterThan(0);
    // Two alerts on the same RSI: each fires at each crossing, from one feed read once per close.
    expect(fired).toEqual(expected.flatMap((at) => [at, at]));
    expect(reads - readsAtStart).toBe(79);
  });

  it("waits for the next close: a tick inside the candle reads nothing", () => {
    const nowSec = (candles[50] as Candle).time + 60;
    let reads = 0;
    const alerts = new IndicatorAlerts((token, interval, from, to) => {
      reads++;
      return source(() => nowSec)(token, interval, from, to);
    });
    alerts.watch(rsiPlan(), nowSec * 1000);
    const before = reads;
    alerts.onTick(nowSec * 1000 + 30_000, () => "keep");
    expect(reads).toBe(before);
  });
});

describe("the due queue", () => {
  it("answers what fell due, earliest first, and keeps the rest", () => {
    const queue = new DueQueue<string>();
    for (const [at, value] of [
      [30, "c"],
      [10, "a"],
      [50, "e"],
      [20, "b"],
      [40, "d"],
    ] as const)
      queue.add(at, value);
    expect(queue.takeDue(35).map((d) => d.value)).toEqual(["a", "b", "c"]);
    expect(queue.next).toBe(40);
    expect(queue.takeDue(100).map((d) => d.value)).toEqual(["d", "e"]);
    expect(queue.next).toBe(Number.POSITIVE_INFINITY);
  });
});
