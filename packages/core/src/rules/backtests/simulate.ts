import type { AlertImplication, AlertOperand } from "../../contract/alerts.js";
import type { BacktestExitReason, BacktestHoldingType, BacktestTrade } from "../../contract/backtests.js";
import { indicatorSeries } from "../../indicators/series.js";
import { conditionHolds } from "../alerts/conditions.js";
import { istOffsetMs } from "../marketClock.js";
import { toMinor } from "../price.js";
import { estimateCharges } from "../trading/charges.js";
import { type MarginInstrument, valuePaise } from "../trading/margin.js";

/** Candles as columns, oldest first: times in epoch seconds, prices in the segment's minor units. */
export interface BacktestCandles {
  time: ArrayLike<number>;
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

/** What a backtest trades: the entry condition, the holding, the exits, the quantity and the instrument. */
export interface BacktestPlan {
  implication: AlertImplication;
  holding: BacktestHoldingType;
  /** Percent above the entry price where the trade takes its profit; none when left out. */
  targetProfitPercent?: number | undefined;
  /** Percent below the entry price where the trade cuts its loss; none when left out. */
  stopLossPercent?: number | undefined;
  quantity: number;
  /** The instrument's segment, kind and multiplier (for values and charges). */
  instrument: MarginInstrument;
}

/** Lines read as levels rather than prices: a value typed against them is taken as is, not as rupees. */
const levelLines = new Set(["RSI", "Super Trend:direction"]);

function isLevel(operand: AlertOperand): boolean {
  return levelLines.has(operand.indicator) || levelLines.has(`${operand.indicator}:${operand.line ?? ""}`);
}

/** One side of the condition over the whole series: a price column, an indicator's line. */
function lineOf(operand: AlertOperand, candles: BacktestCandles): ArrayLike<number> {
  if (operand.indicator === "Price") return candles.close;
  const lines = indicatorSeries(operand.indicator, candles, operand.params);
  const line = operand.line === undefined ? Object.values(lines)[0] : lines[operand.line];
  if (line === undefined) throw new RangeError(`${operand.indicator} has no line '${operand.line}'`);
  return line;
}

/**
 * The right side as a number when it is a value: rupees typed against a price line become minor units; a level (an
 * RSI of 70) stays as typed.
 */
export function comparedValue(lhs: AlertOperand, valueString: string, segment: number): number {
  const value = Number(valueString.trim());
  if (valueString.trim() === "" || !Number.isFinite(value)) {
    throw new RangeError(`'${valueString}' is not a number`);
  }
  return isLevel(lhs) ? value : toMinor(value, segment);
}

const dayOf = (seconds: number) => Math.floor((seconds * 1000 + istOffsetMs) / 86_400_000);

/**
 * Replay an alert's entry over candles and trade it (docs/decisions.md, "Backtests: fills and charges"): when the
 * condition holds at a candle's close and no trade is open, buy at that close; then on each later candle sell at the
 * stop-loss or the target when its range reaches one (at the open when it gaps past; the stop-loss first when both
 * are in range), else at the close of the day's last candle for intraday holding, else at the last candle of the
 * series. Intraday holding takes no entry on a day's last candle; no trade opens on the series' last candle. Each trade
 * pays both legs' charges (`estimateCharges`, CNC for delivery, MIS for intraday). Pure: the sandbox runs it over its
 * candle history, the tests over hand-made candles.
 */
export function simulateBacktest(candles: BacktestCandles, plan: BacktestPlan): BacktestTrade[] {
  const { implication, holding, instrument } = plan;
  const { time, open, high, low, close } = candles;
  const count = close.length;
  const lhs = lineOf(implication.lhs, candles);
  const rhsSide = implication.rhs;
  const rhsValue =
    "valueString" in rhsSide ? comparedValue(implication.lhs, rhsSide.valueString, instrument.segment) : 0;
  const rhs = "valueString" in rhsSide ? undefined : lineOf(rhsSide, candles);
  const targetFactor =
    plan.targetProfitPercent === undefined ? Number.POSITIVE_INFINITY : 1 + plan.targetProfitPercent / 100;
  const stopFactor = plan.stopLossPercent === undefined ? 0 : 1 - plan.stopLossPercent / 100;
  const intraday = holding === "intraday";
  const trades: BacktestTrade[] = [];
  const previous = { lhs: Number.NaN, rhs: Number.NaN };
  const current = { lhs: Number.NaN, rhs: Number.NaN };
  let entryIndex = -1;
  let entryPrice = 0;
  let target = 0;
  let stop = 0;
  const exitAt = (index: number, price: number, reason: BacktestExitReason) => {
    trades.push(tradeOf(trades.length + 1, candles, entryIndex, entryPrice, index, price, reason, plan));
    entryIndex = -1;
  };
  for (let i = 0; i < count; i++) {
    const lastOfDay = i === count - 1 || dayOf(time[i + 1] as number) !== dayOf(time[i] as number);
    if (entryIndex >= 0 && i > entryIndex) {
      const o = open[i] as number;
      if (o <= stop) exitAt(i, o, "stopLoss");
      else if (o >= target) exitAt(i, o, "target");
      else if ((low[i] as number) <= stop) exitAt(i, stop, "stopLoss");
      else if ((high[i] as number) >= target) exitAt(i, target, "target");
      else if (intraday && lastOfDay) exitAt(i, close[i] as number, "endOfDay");
      else if (i === count - 1) exitAt(i, close[i] as number, "endOfPeriod");
    }
    current.lhs = lhs[i] as number;
    current.rhs = rhs === undefined ? rhsValue : (rhs[i] as number);
    const holds = conditionHolds(implication.operator, previous, current);
    previous.lhs = current.lhs;
    previous.rhs = current.rhs;
    if (entryIndex < 0 && holds && i < count - 1 && !(intraday && lastOfDay)) {
      entryIndex = i;
      entryPrice = close[i] as number;
      // levels on the price grid of minor units: a fill is a whole number of paise
      target = Math.round(entryPrice * targetFactor);
      stop = Math.round(entryPrice * stopFactor);
    }
  }
  return trades;
}

function tradeOf(
  tradeNumber: number,
  candles: BacktestCandles,
  entryIndex: number,
  entryPrice: number,
  exitIndex: number,
  exitPrice: number,
  exitReason: BacktestExitReason,
  plan: BacktestPlan,
): BacktestTrade {
  const { quantity, instrument } = plan;
  const product = plan.holding === "delivery" ? "CNC" : "MIS";
  const bought = valuePaise(entryPrice, quantity, instrument);
  const sold = valuePaise(exitPrice, quantity, instrument);
  const charges =
    estimateCharges({ product, side: "B", quantity, price: entryPrice }, instrument).total +
    estimateCharges({ product, side: "S", quantity, price: exitPrice }, instrument).total;
  return {
    tradeNumber,
    entryTime: candles.time[entryIndex] as number,
    entryPrice,
    exitTime: candles.time[exitIndex] as number,
    exitPrice,
    exitReason,
    quantity,
    grossPnL: sold - bought,
    charges,
    pnl: sold - bought - charges,
  };
}
