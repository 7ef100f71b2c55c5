import { describe, expect, it } from "vitest";
import type { AlertCondition } from "../../../contract/alerts.js";
import { backtestRequest } from "../../../contract/backtests.js";
import { indicatorSeries } from "../../../indicators/series.js";
import { backtestFuturesMessage, backtestNotAvailableMessage } from "../../alerts/messages.js";
import { backtestAvailability, backtestRefusal, backtestRequestOf } from "../availability.js";
import { backtestMetrics, equityCurve } from "../metrics.js";
import { type BacktestCandles, type BacktestPlan, simulateBacktest } from "../simulate.js";

const day = 86_400;
const start = 1_735_700_000; // any instant: the series below is one candle a calendar day

/**
 * Twenty daily candles (open, high, low, close in paise) of a ₹100 stock, traded on "Price crosses above ₹100" with a
 * 10 % target and a 5 % stop-loss, delivery holding, 1 share:
 *
 * - day 1 closes at 100.50 after 98.00: buy at 10050 (target 11055, stop round(9547.5) = 9548); day 3's high 11100
 *   reaches the target: sell at 11055, gross +1005.
 * - day 6 closes at 101.00 after 99.50: buy at 10100 (target 11110, stop 9595); day 7's high 11200: sell at 11110,
 *   gross +1010.
 * - day 11 closes at 102.00 after 99.00: buy at 10200 (target 11220, stop 9690); day 12's low 9600: sell at 9690,
 *   gross −510. The price never closes above ₹100 again.
 *
 * Charges (delivery, estimateCharges): STT 0.1 % each side, stamp duty 0.015 % on the buy; exchange charges (0.00297 %)
 * and SEBI fees round to 0 paise at these values, brokerage is 0, so GST is 0.
 * - trade 1: buy STT round(10.05) = 10 + stamp round(1.5075) = 2; sell STT round(11.055) = 11: 23, net 982
 * - trade 2: buy 10 + 2; sell STT round(11.11) = 11: 23, net 987
 * - trade 3: buy 10 + 2; sell STT round(9.69) = 10: 22, net −532
 */
const rows: [number, number, number, number][] = [
  [9800, 9900, 9700, 9800],
  [9800, 10100, 9800, 10050],
  [10050, 10400, 10000, 10300],
  [10300, 11100, 10250, 11000],
  [11000, 11000, 10700, 10800],
  [10800, 10800, 9900, 9950],
  [9950, 10200, 9900, 10100],
  [10100, 11200, 10050, 11150],
  [11150, 11150, 10400, 10500],
  [10500, 10500, 9800, 9850],
  [9850, 9950, 9700, 9900],
  [9900, 10300, 9850, 10200],
  [10200, 10250, 9600, 9700],
  [9700, 9800, 9650, 9750],
  [9750, 9900, 9700, 9850],
  [9850, 9950, 9800, 9900],
  [9900, 9980, 9850, 9950],
  [9950, 9990, 9900, 9960],
  [9960, 9995, 9900, 9980],
  [9980, 9999, 9950, 9990],
];

function candlesOf(list: [number, number, number, number][], step = day): BacktestCandles {
  return {
    time: list.map((_, i) => start + i * step),
    open: list.map((r) => r[0]),
    high: list.map((r) => r[1]),
    low: list.map((r) => r[2]),
    close: list.map((r) => r[3]),
  };
}

const equity = { segment: 1, kind: "EQ" as const, multiplier: 1 };
const plan: BacktestPlan = {
  implication: { lhs: { indicator: "Price" }, operator: "crossesAbove", rhs: { valueString: "100" } },
  holding: "delivery",
  targetProfitPercent: 10,
  stopLossPercent: 5,
  quantity: 1,
  instrument: equity,
};

describe("a backtest over 20 hand-made candles: two wins and one loss", () => {
  const trades = simulateBacktest(candlesOf(rows), plan);

  it("buys at the close where the condition holds and sells at the target or the stop-loss", () => {
    expect(
      trades.map((t) => [t.entryTime, t.entryPrice, t.exitTime, t.exitPrice, t.exitReason, t.grossPnL]),
    ).toEqual([
      [start + 1 * day, 10050, start + 3 * day, 11055, "target", 1005],
      [start + 6 * day, 10100, start + 7 * day, 11110, "target", 1010],
      [start + 11 * day, 10200, start + 12 * day, 9690, "stopLoss", -510],
    ]);
    expect(trades.map((t) => [t.tradeNumber, t.charges, t.pnl])).toEqual([
      [1, 23, 982],
      [2, 23, 987],
      [3, 22, -532],
    ]);
  });

  it("computes every metric of spec 2 §3 as by hand", () => {
    // equity 0 → 982 → 1969 → 1437: the peak after trade 2 (day 7), the trough after trade 3 (day 12)
    expect(backtestMetrics(trades)).toEqual({
      overallPnL: 1437, // 982 + 987 − 532
      maxDrawdown: 532, // 1969 − 1437
      returnOverMaxDrawdown: 2.7, // 1437 / 532 = 2.701…
      daysInMaxDrawdown: 5, // day 7 to day 12
      tradesInMaxDrawdown: 1,
      winPercentage: 66.67, // 2 of 3
      rewardToRiskRatio: 1.85, // 984.5 / 532 = 1.8505…
      numTrades: 3,
      maxWinStreak: 2,
      maxLossStreak: 1,
      averagePnLPerTrade: 479, // 1437 / 3
      averageProfitOnWinningTrades: 985, // (982 + 987) / 2 = 984.5, to the paisa
      averageLossOnLosingTrades: -532,
      maxProfitInSingleTrade: 987,
      maxLossInSingleTrade: -532,
    });
    expect(equityCurve(trades)).toEqual([
      { time: start + 1 * day, equity: 0 },
      { time: start + 3 * day, equity: 982 },
      { time: start + 7 * day, equity: 1969 },
      { time: start + 12 * day, equity: 1437 },
    ]);
  });

  it("has no ratios to give without trades, losses or a drawdown", () => {
    const none = backtestMetrics([]);
    expect(none).toMatchObject({ numTrades: 0, overallPnL: 0, winPercentage: 0, maxDrawdown: 0 });
    expect(none.returnOverMaxDrawdown).toBeNull();
    expect(none.rewardToRiskRatio).toBeNull();
    const onlyWins = backtestMetrics(trades.slice(0, 2));
    expect(onlyWins).toMatchObject({ maxDrawdown: 0, maxLossStreak: 0, averageLossOnLosingTrades: 0 });
    expect(onlyWins.rewardToRiskRatio).toBeNull();
  });
});

describe("exits", () => {
  it("fills at the open when a candle gaps past the stop-loss, and takes the stop first when both are in range", () => {
    const gap = simulateBacktest(
      candlesOf([
        [9900, 9900, 9900, 9900],
        [9900, 10000, 9900, 10000],
        [9000, 9100, 8900, 9000], // opens below the stop of 9500
        [9900, 9900, 9900, 9900],
        [9900, 10000, 9900, 10000],
        [10000, 12000, 9000, 11000], // both levels in range
        [11000, 11000, 11000, 11000],
      ]),
      { ...plan, implication: { ...plan.implication, rhs: { valueString: "99.5" } } },
    );
    expect(gap.map((t) => [t.exitPrice, t.exitReason])).toEqual([
      [9000, "stopLoss"],
      [9500, "stopLoss"],
    ]);
  });

  it("squares intraday trades off at the day's last candle, takes no entry on it, and closes at the period's end", () => {
    const minute = 60;
    const dayOne = start - (start % day) + 4 * 3600; // 09:30 IST
    const list = [
      [9900, 9900, 9900, 9900],
      [9900, 10100, 9900, 10100], // enters
      [10100, 10200, 10000, 10150], // last candle of day one: squared off at 10150
    ] as [number, number, number, number][];
    const column = (i: number) => list.map((row) => row[i] as number);
    const times = [dayOne, dayOne + minute, dayOne + 2 * minute, dayOne + day, dayOne + day + minute];
    const twoDays: BacktestCandles = {
      time: times,
      open: [...column(0), 9900, 10100],
      high: [...column(1), 9900, 10200],
      low: [...column(2), 9900, 10000],
      close: [...column(3), 9900, 10100],
    };
    const intraday = simulateBacktest(twoDays, {
      ...plan,
      holding: "intraday",
      targetProfitPercent: undefined,
      stopLossPercent: undefined,
    });
    // day two's last candle crosses above ₹100 but is the day's last: no entry there
    expect(intraday.map((t) => [t.entryPrice, t.exitPrice, t.exitReason])).toEqual([
      [10100, 10150, "endOfDay"],
    ]);
    const delivery = simulateBacktest(twoDays, {
      ...plan,
      targetProfitPercent: undefined,
      stopLossPercent: undefined,
    });
    expect(delivery.map((t) => [t.entryPrice, t.exitPrice, t.exitReason])).toEqual([
      [10100, 10100, "endOfPeriod"],
    ]);
  });

  it("reads the indicator engine's lines: a level as typed, two indicators line by line", () => {
    const vee = Array.from({ length: 40 }, (_, i) => {
      const price = i < 20 ? 10000 - i * 50 : 9000 + (i - 20) * 80;
      return [price, price + 20, price - 20, price] as [number, number, number, number];
    });
    const candles = candlesOf(vee);
    const firstCross = (a: ArrayLike<number>, b: (i: number) => number) =>
      Array.from({ length: 40 }, (_, i) => i).find((i) => i > 0 && a[i - 1]! <= b(i - 1) && a[i]! > b(i));
    const exits = { targetProfitPercent: undefined, stopLossPercent: undefined };
    const rsiLine = indicatorSeries("RSI", candles, { period: 14 }).value!;
    const rsi = simulateBacktest(candles, {
      ...plan,
      ...exits,
      implication: {
        lhs: { indicator: "RSI", params: { period: 14 } },
        operator: "crossesAbove",
        rhs: { valueString: "50" },
      },
    });
    expect(rsi.map((t) => t.entryTime)).toEqual([start + firstCross(rsiLine, () => 50)! * day]);
    const ema = indicatorSeries("Exponential", candles, { period: 3 }).value!;
    const sma = indicatorSeries("Moving Average", candles, { period: 10 }).value!;
    const cross = simulateBacktest(candles, {
      ...plan,
      ...exits,
      implication: {
        lhs: { indicator: "Exponential", params: { period: 3 } },
        operator: "crossesAbove",
        rhs: { indicator: "Moving Average", params: { period: 10 } },
      },
    });
    expect(cross.map((t) => t.entryTime)).toEqual([start + firstCross(ema, (i) => sma[i]!)! * day]);
  });
});

describe("availability (spec 2 §5)", () => {
  const condition: AlertCondition = {
    name: "RELIANCE above 2,500",
    type: "price",
    timeFrame: "1d",
    execution: { mode: "once" },
    tokens: [{ exchange: "NSE", segment: 1, token: 2885 }],
    entry: {
      implication: { lhs: { indicator: "Price" }, operator: "greaterThan", rhs: { valueString: "2500" } },
      action: { transactionType: "S", orderDetails: { orders: [{ units: 3 }] } },
      targetProfitPercent: 4,
    },
  };

  it("refuses futures with the spec's words", () => {
    expect(backtestRefusal("FUTSTK")).toBe("Backtest is not available for futures at the moment");
    expect(backtestRefusal("FUTIDX")).toBe(backtestFuturesMessage);
    expect(backtestRefusal("EQ")).toBeUndefined();
    expect(backtestAvailability(condition, "FUTCOM")).toEqual({
      available: false,
      message: backtestFuturesMessage,
    });
  });

  it("needs one instrument and a value above 0", () => {
    expect(backtestAvailability(condition, "EQ")).toEqual({
      available: true,
      message: "Backtest is available for this condition",
    });
    const two = { ...condition, tokens: [...condition.tokens, { exchange: "NSE", segment: 1, token: 3045 }] };
    expect(backtestAvailability(two, "EQ")).toEqual({
      available: false,
      message: backtestNotAvailableMessage,
    });
  });

  it("builds a buy request from an alert's condition, the given exits replacing the entry's", () => {
    const request = backtestRequestOf(condition, 365, { stopLossPercent: 2 });
    expect(backtestRequest.safeParse(request).success).toBe(true);
    expect(request.entry).toEqual({
      implication: condition.entry.implication,
      action: { transactionType: "B", orderDetails: { orders: [{ units: 3 }] } },
      targetProfitPercent: 4,
      stopLossPercent: 2,
    });
    expect(request.periodDays).toBe(365);
  });
});
