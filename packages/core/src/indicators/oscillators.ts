/**
 * RSI, MACD and the Average True Range (spec 2 §5), one candle at a time in O(1), computed the way TA-Lib computes
 * them (its default compatibility, no unstable period), which the tests hold them to.
 */
import { checkedPeriod, Ema } from "./movingAverages.js";

/** TA-Lib's zero: a sum this close to 0 gives 0, not a division. */
const nearZero = (value: number) => value > -1e-8 && value < 1e-8;

/** Relative Strength Index (Wilder's smoothing, 0 to 100). */
export class Rsi {
  private previous = Number.NaN;
  private changes = 0;
  private gain = 0;
  private loss = 0;
  /** The last value (NaN during warm-up: the first `period` changes). */
  value = Number.NaN;

  constructor(readonly period: number) {
    checkedPeriod("period", period, 2);
  }

  /** Take the next price; answers the value (NaN during warm-up). */
  next(input: number): number {
    const previous = this.previous;
    this.previous = input;
    if (Number.isNaN(previous)) return this.value;
    const change = input - previous;
    const period = this.period;
    if (this.changes < period) {
      if (change < 0) this.loss -= change;
      else this.gain += change;
      this.changes++;
      if (this.changes < period) return this.value;
      this.loss /= period;
      this.gain /= period;
    } else {
      this.loss *= period - 1;
      this.gain *= period - 1;
      if (change < 0) this.loss -= change;
      else this.gain += change;
      this.loss /= period;
      this.gain /= period;
    }
    const total = this.gain + this.loss;
    this.value = nearZero(total) ? 0 : 100 * (this.gain / total);
    return this.value;
  }
}

/**
 * MACD (fast and slow exponential averages of the price, the signal an exponential average of their difference).
 * As in TA-Lib, both averages are seeded when the slow one's window is full (the fast one with the average of its
 * last `fast` prices), and the MACD line is given from when the signal is: NaN before.
 */
export class Macd {
  private readonly fastEma: Ema;
  private readonly slowEma: Ema;
  private readonly signalEma: Ema;
  private readonly recent: Float64Array;
  private seen = 0;
  /** The MACD line, the signal line and their difference (NaN during warm-up). */
  macd = Number.NaN;
  signal = Number.NaN;
  histogram = Number.NaN;

  constructor(
    readonly fast: number,
    readonly slow: number,
    readonly signalPeriod: number,
  ) {
    checkedPeriod("fast period", fast, 2);
    checkedPeriod("slow period", slow, 2);
    checkedPeriod("signal period", signalPeriod, 1);
    if (fast > slow) [this.fast, this.slow] = [slow, fast];
    this.fastEma = new Ema(this.fast);
    this.slowEma = new Ema(this.slow);
    this.signalEma = new Ema(signalPeriod);
    this.recent = new Float64Array(this.slow);
  }

  /** Take the next price; answers the value (NaN during warm-up). */
  next(input: number): number {
    const slow = this.slow;
    if (this.seen < slow) {
      this.recent[this.seen++] = input;
      if (this.seen < slow) return Number.NaN;
      let slowSum = 0;
      for (let i = 0; i < slow; i++) slowSum += this.recent[i] as number;
      let fastSum = 0;
      for (let i = slow - this.fast; i < slow; i++) fastSum += this.recent[i] as number;
      this.slowEma.seedWith(slowSum / slow);
      this.fastEma.seedWith(fastSum / this.fast);
    } else {
      this.fastEma.next(input);
      this.slowEma.next(input);
    }
    const line = this.fastEma.value - this.slowEma.value;
    const signal = this.signalEma.next(line);
    if (Number.isNaN(signal)) return Number.NaN;
    this.macd = line;
    this.signal = signal;
    this.histogram = line - signal;
    return line;
  }
}

/** The true range of a candle: its range, widened to the previous close (the first candle has none). */
export const trueRange = (high: number, low: number, previousClose: number): number => {
  const range = high - low;
  const up = Math.abs(high - previousClose);
  const down = Math.abs(low - previousClose);
  return Math.max(range, up, down);
};

/** Average True Range (Wilder's smoothing of the true range; the first candle only gives a previous close). */
export class Atr {
  private previousClose = Number.NaN;
  private ranges = 0;
  private sum = 0;
  /** The last value (NaN during warm-up: `period` true ranges). */
  value = Number.NaN;

  constructor(readonly period: number) {
    checkedPeriod("period", period);
  }

  /** Take the next candle; answers the value (NaN during warm-up). */
  next(high: number, low: number, close: number): number {
    const previousClose = this.previousClose;
    this.previousClose = close;
    if (Number.isNaN(previousClose)) return this.value;
    const range = trueRange(high, low, previousClose);
    if (this.ranges < this.period) {
      this.sum += range;
      this.ranges++;
      if (this.ranges === this.period) this.value = this.sum / this.period;
      return this.value;
    }
    this.value = (this.value * (this.period - 1) + range) / this.period;
    return this.value;
  }
}
