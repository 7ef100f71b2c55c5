/**
 * The indicators of the alert pad by the spec's names (spec 2 §5: Moving Average, Exponential, Weighted, RSI, MACD,
 * Bollinger Band, Ichimoku Cloud, Average True Range, Super Trend): their parameters with defaults, the lines each
 * draws, and one way to run any of them, a candle at a time. The chart, the alerts and the backtests all go through
 * here, so they can never disagree.
 */
import { Bollinger, Ichimoku, SuperTrend } from "./bands.js";
import { Ema, Sma, Wma } from "./movingAverages.js";
import type { IndicatorName } from "./names.js";
import { Atr, Macd, Rsi } from "./oscillators.js";

export type { IndicatorName };

/** The price a single-price indicator reads from each candle. */
export type PriceSource = "open" | "high" | "low" | "close";

/** One candle, prices in integer minor units. */
export interface Bar {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A parameter the alert pad asks for, with its default and bounds. */
export interface IndicatorParameter {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
  /** Whole numbers only (periods). */
  integer: boolean;
}

/** A running indicator: feed it candles in order; read any of its lines after each. */
export interface Study {
  /** Take the next candle. */
  next(bar: Bar): void;
  /** A line's value at the last candle (NaN during warm-up). */
  read(line: string): number;
}

/** What the engine knows of an indicator. */
export interface IndicatorDefinition {
  name: IndicatorName;
  parameters: readonly IndicatorParameter[];
  /** The lines it draws, the first its main one (what an alert compares by default). */
  lines: readonly string[];
  /** Whether it reads one price of the candle (`source`) rather than its high, low and close. */
  usesSource: boolean;
  /** A running instance with these parameters (defaults where not given). */
  create(parameters?: Partial<Record<string, number>>, source?: PriceSource): Study;
  /** Each line over whole columns of candles (what `indicatorSeries` answers). */
  series(
    parameters: Partial<Record<string, number>>,
    columns: Record<PriceSource, ArrayLike<number>>,
    source: PriceSource,
  ): Record<string, Float64Array>;
}

const period = (fallback: number, label = "Period"): IndicatorParameter => ({
  key: "period",
  label,
  default: fallback,
  min: 1,
  max: 500,
  integer: true,
});
const whole = (key: string, label: string, fallback: number, min = 1): IndicatorParameter => ({
  key,
  label,
  default: fallback,
  min,
  max: 500,
  integer: true,
});
const factor = (key: string, label: string, fallback: number): IndicatorParameter => ({
  key,
  label,
  default: fallback,
  min: 0.1,
  max: 10,
  integer: false,
});

/** The price columns of a series, each a column of the candles. */
type Columns = Record<PriceSource, ArrayLike<number>>;

/** A column of `length` values, NaN where not written. */
const column = (length: number) => new Float64Array(length);

/**
 * A definition from its parts: `make` builds the running indicator, `step` feeds it a candle, `lines` read it, and
 * `series` runs it over whole columns in a loop of its own (each indicator its own loop, so the engine's compiler sees
 * one kind of indicator at each call and inlines it: a generic loop is ten times slower).
 */
function define<T>(spec: {
  name: IndicatorName;
  parameters: readonly IndicatorParameter[];
  usesSource: boolean;
  make: (values: Record<string, number>) => T;
  step: (indicator: T, bar: Bar, source: PriceSource) => void;
  lines: Record<string, (indicator: T) => number>;
  /** Answers columns of its own (computed another way, to the same numbers) instead of writing `out`. */
  own?: boolean;
  /** Writes `out`, or with `own` answers its columns. */
  series: (
    indicator: T,
    columns: Columns,
    source: PriceSource,
    out: Float64Array[],
  ) => Float64Array[] | undefined | unknown;
}): IndicatorDefinition {
  const { name, parameters, usesSource, make, step, lines } = spec;
  const lineNames = Object.keys(lines);
  const readers = Object.values(lines);
  const valuesOf = (given: Partial<Record<string, number>>) => {
    const values: Record<string, number> = {};
    for (const parameter of parameters) values[parameter.key] = given[parameter.key] ?? parameter.default;
    return values;
  };
  return {
    name,
    parameters,
    lines: lineNames,
    usesSource,
    create: (given = {}, source = "close") => {
      const indicator = make(valuesOf(given));
      return {
        next: (bar) => step(indicator, bar, source),
        read: (line) => {
          const reader = readers[lineNames.indexOf(line)];
          return reader === undefined ? Number.NaN : reader(indicator);
        },
      };
    },
    series: (given, columns, source) => {
      const length = columns.close.length;
      // An indicator computed another way answers columns of its own (`own`); the others write into fresh ones.
      const out = spec.own ? [] : lineNames.map(() => column(length));
      const made = spec.series(make(valuesOf(given)), columns, source, out);
      const own = Array.isArray(made) ? (made as Float64Array[]) : out;
      return Object.fromEntries(lineNames.map((line, i) => [line, own[i] as Float64Array]));
    },
  };
}

const at = (values: Record<string, number>, key: string) => values[key] as number;
const value = <T extends { value: number }>(indicator: T) => indicator.value;

/** Every indicator of the alert pad, in the pad's order. */
export const indicators: readonly IndicatorDefinition[] = [
  define({
    name: "Moving Average",
    parameters: [period(20)],
    usesSource: true,
    make: (p) => new Sma(at(p, "period")),
    step: (sma, bar, source) => sma.next(bar[source]),
    lines: { value },
    series: (sma, columns, source, [out]) => {
      const prices = columns[source];
      for (let i = 0; i < prices.length; i++) (out as Float64Array)[i] = sma.next(prices[i] as number);
    },
  }),
  define({
    name: "Exponential",
    parameters: [period(20)],
    usesSource: true,
    make: (p) => new Ema(at(p, "period")),
    step: (ema, bar, source) => ema.next(bar[source]),
    lines: { value },
    series: (ema, columns, source, [out]) => {
      const prices = columns[source];
      for (let i = 0; i < prices.length; i++) (out as Float64Array)[i] = ema.next(prices[i] as number);
    },
  }),
  define({
    name: "Weighted",
    parameters: [period(20)],
    usesSource: true,
    make: (p) => new Wma(at(p, "period")),
    step: (wma, bar, source) => wma.next(bar[source]),
    lines: { value },
    series: (wma, columns, source, [out]) => {
      const prices = columns[source];
      for (let i = 0; i < prices.length; i++) (out as Float64Array)[i] = wma.next(prices[i] as number);
    },
  }),
  define({
    name: "RSI",
    parameters: [{ ...period(14), min: 2 }],
    usesSource: true,
    make: (p) => new Rsi(at(p, "period")),
    step: (rsi, bar, source) => rsi.next(bar[source]),
    lines: { value },
    series: (rsi, columns, source, [out]) => {
      const prices = columns[source];
      for (let i = 0; i < prices.length; i++) (out as Float64Array)[i] = rsi.next(prices[i] as number);
    },
  }),
  define({
    name: "MACD",
    parameters: [
      whole("fast", "Fast period", 12, 2),
      whole("slow", "Slow period", 26, 2),
      whole("signal", "Signal period", 9),
    ],
    usesSource: true,
    make: (p) => new Macd(at(p, "fast"), at(p, "slow"), at(p, "signal")),
    step: (macd, bar, source) => macd.next(bar[source]),
    lines: { macd: (m) => m.macd, signal: (m) => m.signal, histogram: (m) => m.histogram },
    series: (macd, columns, source, [line, signal, histogram]) => {
      const prices = columns[source];
      for (let i = 0; i < prices.length; i++) {
        macd.next(prices[i] as number);
        (line as Float64Array)[i] = macd.macd;
        (signal as Float64Array)[i] = macd.signal;
        (histogram as Float64Array)[i] = macd.histogram;
      }
    },
  }),
  define({
    name: "Bollinger Band",
    parameters: [{ ...period(20), min: 2 }, factor("deviations", "Standard deviations", 2)],
    usesSource: true,
    make: (p) => new Bollinger(at(p, "period"), at(p, "deviations")),
    step: (bands, bar, source) => bands.next(bar[source]),
    lines: { middle: (b) => b.middle, upper: (b) => b.upper, lower: (b) => b.lower },
    series: (bands, columns, source, [middle, upper, lower]) => {
      const prices = columns[source];
      for (let i = 0; i < prices.length; i++) {
        bands.next(prices[i] as number);
        (middle as Float64Array)[i] = bands.middle;
        (upper as Float64Array)[i] = bands.upper;
        (lower as Float64Array)[i] = bands.lower;
      }
    },
  }),
  define({
    name: "Ichimoku Cloud",
    parameters: [
      whole("conversion", "Conversion line period", 9),
      whole("base", "Base line period", 26),
      whole("spanB", "Leading span B period", 52),
      whole("displacement", "Displacement", 26),
    ],
    usesSource: false,
    make: (p) => new Ichimoku(at(p, "conversion"), at(p, "base"), at(p, "spanB"), at(p, "displacement")),
    step: (cloud, bar) => cloud.next(bar.high, bar.low),
    lines: { tenkan: (c) => c.tenkan, kijun: (c) => c.kijun, spanA: (c) => c.spanA, spanB: (c) => c.spanB },
    own: true,
    series: (cloud, { high, low }) => {
      const lines = Ichimoku.series(high, low, {
        conversion: cloud.conversion,
        base: cloud.base,
        spanB: cloud.spanBPeriod,
        displacement: cloud.displacement,
      });
      return [lines.tenkan, lines.kijun, lines.spanA, lines.spanB];
    },
  }),
  define({
    name: "Average True Range",
    parameters: [period(14)],
    usesSource: false,
    make: (p) => new Atr(at(p, "period")),
    step: (atr, bar) => atr.next(bar.high, bar.low, bar.close),
    lines: { value },
    series: (atr, { high, low, close }, _source, [out]) => {
      for (let i = 0; i < close.length; i++) {
        (out as Float64Array)[i] = atr.next(high[i] as number, low[i] as number, close[i] as number);
      }
    },
  }),
  define({
    name: "Super Trend",
    parameters: [period(10, "ATR period"), factor("multiplier", "Multiplier", 3)],
    usesSource: false,
    make: (p) => new SuperTrend(at(p, "period"), at(p, "multiplier")),
    step: (trend, bar) => trend.next(bar.high, bar.low, bar.close),
    lines: { value, direction: (t) => t.direction },
    series: (trend, { high, low, close }, _source, [line, direction]) => {
      for (let i = 0; i < close.length; i++) {
        (line as Float64Array)[i] = trend.next(high[i] as number, low[i] as number, close[i] as number);
        (direction as Float64Array)[i] = trend.direction;
      }
    },
  }),
];

/** The definition of an indicator by its name. */
export function indicatorOf(name: IndicatorName): IndicatorDefinition {
  const found = indicators.find((definition) => definition.name === name);
  if (found === undefined) throw new RangeError(`Unknown indicator: ${name}`);
  return found;
}
