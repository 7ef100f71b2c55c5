import type { IndicatorName } from "@trade/core/indicators";

/**
 * The indicators the chart offers over its candles (chartOverlays.ts draws them), named as the alert pad names them.
 * Kept apart from the drawing so the screen knows the names without loading the indicator engine before the candles.
 */
export const chartOverlays = [
  "Moving Average",
  "Exponential",
  "Bollinger Band",
  "Super Trend",
  "Ichimoku Cloud",
] as const satisfies readonly IndicatorName[];

export type ChartOverlay = (typeof chartOverlays)[number];
