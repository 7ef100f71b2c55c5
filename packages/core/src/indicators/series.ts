import { type IndicatorName, type IndicatorParameter, indicatorOf, type PriceSource } from "./definitions.js";

/** Candles as columns (oldest first), prices in integer minor units: what the chart's candle call gives. */
export interface CandleSeries {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
}

/** Each line of an indicator over a series, one value per candle (NaN during warm-up). */
export type IndicatorLines = Record<string, Float64Array>;

/**
 * An indicator over a whole series (the chart's overlay, a backtest's input): the same running computation the alerts
 * use, one candle at a time, so a line drawn on the chart is the line an alert or a backtest reads.
 *
 * @example
 * ```ts
 * const { value: rsi } = indicatorSeries("RSI", candles, { period: 14 });
 * const { macd, signal, histogram } = indicatorSeries("MACD", candles);
 * ```
 */
export function indicatorSeries(
  name: IndicatorName,
  candles: CandleSeries,
  parameters?: Partial<Record<string, number>>,
  source: PriceSource = "close",
): IndicatorLines {
  return indicatorOf(name).series(parameters ?? {}, candles, source);
}

/** Why a parameter value is refused, in words (undefined when it is fine). */
export function parameterProblem(parameter: IndicatorParameter, value: number): string | undefined {
  if (!Number.isFinite(value)) return `${parameter.label} is required`;
  if (parameter.integer && !Number.isInteger(value)) return `${parameter.label} must be a whole number`;
  if (value < parameter.min || value > parameter.max) {
    return `${parameter.label} must be from ${parameter.min} to ${parameter.max}`;
  }
  return undefined;
}
