/**
 * The alert pad's indicators by the spec's names (spec 2 §5), in the pad's order: written once for the engine, the
 * alerts contract and the chart.
 */
export const indicatorNames = [
  "Moving Average",
  "Exponential",
  "Weighted",
  "RSI",
  "MACD",
  "Bollinger Band",
  "Ichimoku Cloud",
  "Average True Range",
  "Super Trend",
] as const;

/** An indicator's name as the spec and the alert pad write it. */
export type IndicatorName = (typeof indicatorNames)[number];
