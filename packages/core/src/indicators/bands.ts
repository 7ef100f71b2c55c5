/**
 * Bollinger Band, Ichimoku Cloud and Super Trend (spec 2 §5), one candle at a time in O(1) (amortised for the
 * highest-high and lowest-low windows).
 */
import { checkedPeriod, Sma, Window } from "./movingAverages.js";
import { Atr } from "./oscillators.js";

/**
 * Bollinger Band: the simple average of the price and `deviations` standard deviations (population) either side,
 * as TA-Lib's BBANDS with its default simple average.
 */
export class Bollinger {
  private readonly sma: Sma;
  private readonly squares: Window;
  private squareTotal = 0;
  /** The bands (NaN during warm-up). */
  upper = Number.NaN;
  middle = Number.NaN;
  lower = Number.NaN;

  constructor(
    readonly period: number,
    readonly deviations: number,
  ) {
    checkedPeriod("period", period, 2);
    if (!Number.isFinite(deviations) || deviations <= 0) {
      throw new RangeError(`deviations must be a number above 0 (got ${deviations})`);
    }
    this.sma = new Sma(period);
    this.squares = new Window(period);
  }

  /** Take the next price; answers the middle band (NaN during warm-up). */
  next(input: number): number {
    const middle = this.sma.next(input);
    const square = input * input;
    this.squareTotal += square - this.squares.push(square);
    if (Number.isNaN(middle)) return middle;
    const variance = this.squareTotal / this.period - middle * middle;
    const spread = variance < 1e-8 ? 0 : Math.sqrt(variance) * this.deviations;
    this.middle = middle;
    this.upper = middle + spread;
    this.lower = middle - spread;
    return middle;
  }
}

/** The highest or the lowest of the last `period` values, through a monotonic queue (O(1) amortised). */
class Extreme {
  private readonly values: Float64Array;
  private readonly indices: Float64Array;
  /** Capacity minus one: the queue's size is a power of two, so positions wrap with a mask. */
  private readonly mask: number;
  private head = 0;
  private tail = 0;
  private seen = 0;

  constructor(
    readonly period: number,
    private readonly highest: boolean,
  ) {
    const capacity = 2 ** Math.ceil(Math.log2(period + 1));
    this.values = new Float64Array(capacity);
    this.indices = new Float64Array(capacity);
    this.mask = capacity - 1;
  }

  /** Push a value; answers the extreme of the window (NaN until it is full). */
  next(value: number): number {
    const { values, indices, mask } = this;
    const index = this.seen++;
    if (this.head !== this.tail && (indices[this.head] as number) <= index - this.period) {
      this.head = (this.head + 1) & mask;
    }
    let tail = this.tail;
    while (tail !== this.head) {
      const kept = values[(tail - 1) & mask] as number;
      if (this.highest ? kept > value : kept < value) break;
      tail = (tail - 1) & mask;
    }
    values[tail] = value;
    indices[tail] = index;
    this.tail = (tail + 1) & mask;
    return this.seen >= this.period ? (values[this.head] as number) : Number.NaN;
  }
}

/** Working columns of the sliding extremes, kept between calls (a 1,000,000-candle series needs 16 MB of them). */
let scratch = { fromStart: new Float64Array(0), fromEnd: new Float64Array(0) };
const scratchOf = (length: number) => {
  if (scratch.fromStart.length < length) {
    scratch = { fromStart: new Float64Array(length), fromEnd: new Float64Array(length) };
  }
  return scratch;
};

/**
 * The highest (or lowest) of each window of `period` values over a whole column, NaN before the first full window:
 * van Herk and Gil-Werman's blocks (a running extreme from each block's start and one from its end; a window spans at
 * most two blocks), three comparisons a value whatever the period. The same numbers as `Extreme`, a value at a time.
 * The values are prices: a NaN among them makes NaN every window it falls in. Written into `out` when given (as long
 * as `values`), a new column otherwise.
 */
export function slidingExtreme(
  values: ArrayLike<number>,
  period: number,
  highest: boolean,
  out: Float64Array = new Float64Array(values.length),
): Float64Array {
  const length = values.length;
  out.fill(Number.NaN, 0, Math.min(period - 1, length));
  if (length < period) return out;
  const { fromStart, fromEnd } = scratchOf(length);
  // The highest and the lowest have loops of their own (no sign multiplied in and out, no test of `highest` inside a
  // loop), each run starts from its first price, not from an infinity, so that V8 keeps whole-number prices whole,
  // and Math.max / Math.min stand for an unpredictable branch: about twice as fast over a million candles. Keep the
  // two copies: one loop with the lows negated took 1.6 times as long, one calling a Math.max or Math.min picked
  // beforehand 3.5 times.
  for (let start = 0; start < length; start += period) {
    const end = Math.min(start + period, length);
    if (highest) {
      let run = values[start] as number;
      fromStart[start] = run;
      for (let i = start + 1; i < end; i++) {
        run = Math.max(run, values[i] as number);
        fromStart[i] = run;
      }
      run = values[end - 1] as number;
      fromEnd[end - 1] = run;
      for (let i = end - 2; i >= start; i--) {
        run = Math.max(run, values[i] as number);
        fromEnd[i] = run;
      }
    } else {
      let run = values[start] as number;
      fromStart[start] = run;
      for (let i = start + 1; i < end; i++) {
        run = Math.min(run, values[i] as number);
        fromStart[i] = run;
      }
      run = values[end - 1] as number;
      fromEnd[end - 1] = run;
      for (let i = end - 2; i >= start; i--) {
        run = Math.min(run, values[i] as number);
        fromEnd[i] = run;
      }
    }
  }
  return windowExtremes(fromEnd, fromStart, period, highest, out);
}

/**
 * Write into `out`, from index `period` - 1 on, the extreme of each window of `period` values: the run from the end
 * of the block it starts in (`fromEnd`) and the run from the start of the block it ends in (`fromStart`).
 */
function windowExtremes(
  fromEnd: Float64Array,
  fromStart: Float64Array,
  period: number,
  highest: boolean,
  out: Float64Array,
): Float64Array {
  const length = out.length;
  if (highest) {
    for (let i = period - 1; i < length; i++) {
      out[i] = Math.max(fromEnd[i - period + 1] as number, fromStart[i] as number);
    }
  } else {
    for (let i = period - 1; i < length; i++) {
      out[i] = Math.min(fromEnd[i - period + 1] as number, fromStart[i] as number);
    }
  }
  return out;
}

/**
 * Span B drawn `shift` candles on, straight from the base line's highest highs and lowest lows (`top`, `bottom`, over
 * `half` candles) when span B's window is twice the base line's: the window ending at `j` is the one ending at
 * `j - half` and the one ending at `j`. One pass, no column between.
 */
function ledMidpoint(
  top: Float64Array,
  bottom: Float64Array,
  half: number,
  shift: number,
  out: Float64Array,
): void {
  const from = Math.min(2 * half - 1 + shift, out.length);
  out.fill(Number.NaN, 0, from);
  for (let i = from; i < out.length; i++) {
    const j = i - shift;
    const k = j - half;
    out[i] =
      (Math.max(top[j] as number, top[k] as number) + Math.min(bottom[j] as number, bottom[k] as number)) / 2;
  }
}

/** The midpoint of the highest high and the lowest low of a window (Ichimoku's lines). */
class Midpoint {
  private readonly high: Extreme;
  private readonly low: Extreme;

  constructor(period: number) {
    this.high = new Extreme(period, true);
    this.low = new Extreme(period, false);
  }

  next(high: number, low: number): number {
    return (this.high.next(high) + this.low.next(low)) / 2;
  }
}

/**
 * Ichimoku Cloud. At each candle: the conversion line (tenkan, midpoint of `conversion` candles), the base line
 * (kijun, of `base` candles), and the two leading spans as drawn at this candle: span A (the average of the two lines)
 * and span B (midpoint of `spanB` candles), both led `displacement` candles forward as charting platforms draw them
 * (TradingView's offset of displacement - 1: with 26, the spans drawn at a candle were computed 25 candles before).
 * The lagging span is the close drawn back, so at the newest candle it is the close itself and has no field here.
 */
export class Ichimoku {
  private readonly conversionLine: Midpoint;
  private readonly baseLine: Midpoint;
  private readonly spanBLine: Midpoint;
  private readonly leadA: Float64Array;
  private readonly leadB: Float64Array;
  private at = 0;
  tenkan = Number.NaN;
  kijun = Number.NaN;
  spanA = Number.NaN;
  spanB = Number.NaN;

  constructor(
    readonly conversion: number,
    readonly base: number,
    readonly spanBPeriod: number,
    readonly displacement: number,
  ) {
    this.conversionLine = new Midpoint(checkedPeriod("conversion period", conversion));
    this.baseLine = new Midpoint(checkedPeriod("base period", base));
    this.spanBLine = new Midpoint(checkedPeriod("span B period", spanBPeriod));
    checkedPeriod("displacement", displacement);
    this.leadA = new Float64Array(displacement).fill(Number.NaN);
    this.leadB = new Float64Array(displacement).fill(Number.NaN);
  }

  /** Each line over whole columns of highs and lows (the same numbers as `next`, candle by candle). */
  static series(
    high: ArrayLike<number>,
    low: ArrayLike<number>,
    periods: { conversion: number; base: number; spanB: number; displacement: number },
  ): { tenkan: Float64Array; kijun: Float64Array; spanA: Float64Array; spanB: Float64Array } {
    const length = high.length;
    /** The midpoint of each window, written over its highs (which are not read again). */
    const midpoint = (top: Float64Array, bottom: Float64Array) => {
      for (let i = 0; i < length; i++) top[i] = ((top[i] as number) + (bottom[i] as number)) / 2;
      return top;
    };
    const conversion = checkedPeriod("conversion period", periods.conversion);
    const base = checkedPeriod("base period", periods.base);
    const spanBPeriod = checkedPeriod("span B period", periods.spanB);
    const shift = checkedPeriod("displacement", periods.displacement) - 1;
    // Four columns are answered; one more holds the lowest lows while they are needed.
    const lows = new Float64Array(length);
    const tenkan = midpoint(
      slidingExtreme(high, conversion, true),
      slidingExtreme(low, conversion, false, lows),
    );
    const kijun = slidingExtreme(high, base, true);
    slidingExtreme(low, base, false, lows);
    const spanB = new Float64Array(length);
    if (spanBPeriod === 2 * base) {
      // The usual periods (52 and 26): span B's windows are two base windows side by side.
      ledMidpoint(kijun, lows, base, shift, spanB);
    } else {
      const ledB = midpoint(slidingExtreme(high, spanBPeriod, true), slidingExtreme(low, spanBPeriod, false));
      const lead = Math.min(shift, length);
      spanB.fill(Number.NaN, 0, lead);
      spanB.set(ledB.subarray(0, length - lead), lead);
    }
    midpoint(kijun, lows);
    const spanA = new Float64Array(length);
    spanA.fill(Number.NaN, 0, Math.min(shift, length));
    for (let i = shift; i < length; i++) {
      spanA[i] = ((tenkan[i - shift] as number) + (kijun[i - shift] as number)) / 2;
    }
    return { tenkan, kijun, spanA, spanB };
  }

  /** Take the next candle; answers the conversion line (NaN during warm-up). */
  next(high: number, low: number): number {
    this.tenkan = this.conversionLine.next(high, low);
    this.kijun = this.baseLine.next(high, low);
    this.leadA[this.at] = (this.tenkan + this.kijun) / 2;
    this.leadB[this.at] = this.spanBLine.next(high, low);
    // The oldest slot holds what was led displacement - 1 candles ago (NaN before): it is drawn now.
    const oldest = this.at + 1 === this.displacement ? 0 : this.at + 1;
    this.spanA = this.leadA[oldest] as number;
    this.spanB = this.leadB[oldest] as number;
    this.at = oldest;
    return this.tenkan;
  }
}

/**
 * Super Trend: bands `multiplier` average true ranges around the candle's midpoint (high + low) / 2, each band
 * holding its level while the close stays inside it; the line follows the lower band in an up trend and the upper
 * band in a down trend, and flips when the close crosses the band it follows. `direction` is 1 up, -1 down.
 */
export class SuperTrend {
  private readonly atr: Atr;
  private upperBand = Number.NaN;
  private lowerBand = Number.NaN;
  private previousClose = Number.NaN;
  /** The line and the trend (NaN and 0 during the ATR's warm-up). */
  value = Number.NaN;
  direction: 1 | -1 | 0 = 0;

  constructor(
    readonly period: number,
    readonly multiplier: number,
  ) {
    this.atr = new Atr(period);
    if (!Number.isFinite(multiplier) || multiplier <= 0) {
      throw new RangeError(`multiplier must be a number above 0 (got ${multiplier})`);
    }
  }

  /** Take the next candle; answers the line (NaN during warm-up). */
  next(high: number, low: number, close: number): number {
    const atr = this.atr.next(high, low, close);
    const previousClose = this.previousClose;
    this.previousClose = close;
    if (Number.isNaN(atr)) return this.value;
    const mid = (high + low) / 2;
    const basicUpper = mid + this.multiplier * atr;
    const basicLower = mid - this.multiplier * atr;
    const first = this.direction === 0;
    const upper =
      first || basicUpper < this.upperBand || previousClose > this.upperBand ? basicUpper : this.upperBand;
    const lower =
      first || basicLower > this.lowerBand || previousClose < this.lowerBand ? basicLower : this.lowerBand;
    if (first) this.direction = close > upper ? 1 : -1;
    else if (this.direction === -1 && close > upper) this.direction = 1;
    else if (this.direction === 1 && close < lower) this.direction = -1;
    this.upperBand = upper;
    this.lowerBand = lower;
    this.value = this.direction === 1 ? lower : upper;
    return this.value;
  }
}
