/**
 * The moving averages of the alert pad (spec 2 §5: Moving Average, Exponential, Weighted), one value at a time in
 * O(1), each the way TA-Lib computes it so that the chart, the alerts and the backtests read the same numbers as the
 * reference. Inputs are prices in integer minor units, so the running sums are exact: no drift over a long series.
 * `next` answers NaN until the window is full.
 */

/** A window of the last `period` values, oldest first out. */
class Window {
  private readonly values: Float64Array;
  private at = 0;
  /** How many values have been pushed (capped at nothing: the count is what warm-up reads). */
  count = 0;

  constructor(readonly period: number) {
    this.values = new Float64Array(period);
  }

  /** Push a value; answers the one it pushes out (0 while the window is filling). */
  push(value: number): number {
    const out = this.count >= this.period ? (this.values[this.at] as number) : 0;
    this.values[this.at] = value;
    this.at = this.at + 1 === this.period ? 0 : this.at + 1;
    this.count++;
    return out;
  }

  get full(): boolean {
    return this.count >= this.period;
  }
}

/** The period an indicator was given, checked: a whole number from `min`. */
export function checkedPeriod(name: string, period: number, min = 1): number {
  if (!Number.isInteger(period) || period < min || period > 100_000) {
    throw new RangeError(`${name} must be a whole number from ${min} to 100000 (got ${period})`);
  }
  return period;
}

/** Simple moving average (TA-Lib SMA). */
export class Sma {
  private readonly window: Window;
  private total = 0;
  /** The last value (NaN during warm-up). */
  value = Number.NaN;

  constructor(readonly period: number) {
    this.window = new Window(checkedPeriod("period", period));
  }

  /** Take the next price; answers the average (NaN during warm-up). */
  next(input: number): number {
    this.total += input - this.window.push(input);
    this.value = this.window.full ? this.total / this.period : Number.NaN;
    return this.value;
  }
}

/**
 * Exponential moving average (TA-Lib EMA): seeded with the simple average of the first `period` values, then
 * `prev + (value - prev) * 2 / (period + 1)`.
 */
export class Ema {
  private readonly k: number;
  private seen = 0;
  private seed = 0;
  /** The last value (NaN during warm-up). */
  value = Number.NaN;

  constructor(readonly period: number) {
    checkedPeriod("period", period);
    this.k = 2 / (period + 1);
  }

  /** Take the next price; answers the average (NaN during warm-up). */
  next(input: number): number {
    if (this.seen < this.period) {
      this.seed += input;
      this.seen++;
      if (this.seen === this.period) this.value = this.seed / this.period;
      return this.value;
    }
    this.value = (input - this.value) * this.k + this.value;
    return this.value;
  }

  /** Start from a seed computed elsewhere (MACD seeds its averages at the slow one's warm-up, as TA-Lib does). */
  seedWith(value: number): void {
    this.seen = this.period;
    this.value = value;
  }
}

/** Weighted moving average (TA-Lib WMA): weights 1 (oldest) to `period` (newest). */
export class Wma {
  private readonly window: Window;
  private readonly divider: number;
  private sum = 0;
  private plain = 0;
  /** The last value (NaN during warm-up). */
  value = Number.NaN;

  constructor(readonly period: number) {
    this.window = new Window(checkedPeriod("period", period));
    this.divider = (period * (period + 1)) / 2;
  }

  /** Take the next price; answers the average (NaN during warm-up). */
  next(input: number): number {
    const filling = !this.window.full;
    const out = this.window.push(input);
    if (filling) {
      // Weight by position while the window fills: the newest so far weighs its count.
      this.sum += input * this.window.count;
      this.plain += input;
      this.value = this.window.full ? this.sum / this.divider : Number.NaN;
      return this.value;
    }
    // Every value loses one weight (the plain sum before the newest), the oldest leaves, the newest weighs `period`.
    this.sum += input * this.period - this.plain;
    this.plain += input - out;
    this.value = this.sum / this.divider;
    return this.value;
  }
}

export { Window };
