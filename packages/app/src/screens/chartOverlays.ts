import { indicatorSeries } from "@trade/core/indicators";
import type { Candle } from "./candleChart.js";
import type { ChartOverlay } from "./chartOverlayNames.js";

/**
 * The indicators the chart draws over the candles, on the price axis, with the engine the alerts use
 * (`@trade/core/indicators`), so a line on the chart is the line an alert on it reads. The oscillators (RSI, MACD,
 * ATR) need a pane of their own under the candles, which the chart does not have yet: they are not offered.
 */

/** The lines each overlay draws (the engine's line names), each with its colour and its tooltip label. */
const drawn: Record<
  ChartOverlay,
  readonly { line: string; label: string; colour: string; direction?: 1 | -1 }[]
> = {
  "Moving Average": [{ line: "value", label: "MA 20", colour: "#1f6feb" }],
  Exponential: [{ line: "value", label: "EMA 20", colour: "#8250df" }],
  "Bollinger Band": [
    { line: "upper", label: "BB upper", colour: "#bf8700" },
    { line: "middle", label: "BB 20", colour: "#bf8700" },
    { line: "lower", label: "BB lower", colour: "#bf8700" },
  ],
  // Green under an up trend, red over a down trend, broken where the trend flips (as terminals draw it).
  "Super Trend": [
    { line: "value", label: "ST 10, 3", colour: "#1a7f37", direction: 1 },
    { line: "value", label: "ST 10, 3", colour: "#d1242f", direction: -1 },
  ],
  "Ichimoku Cloud": [
    { line: "tenkan", label: "Tenkan", colour: "#0969da" },
    { line: "kijun", label: "Kijun", colour: "#9a6700" },
    { line: "spanA", label: "Span A", colour: "#1a7f37" },
    { line: "spanB", label: "Span B", colour: "#cf222e" },
  ],
};

/** One line to draw: its values per candle in minor units (NaN where the indicator is warming up). */
export interface OverlayLine {
  label: string;
  colour: string;
  values: Float64Array;
}

/** The lines of the chosen overlays over these candles (their defaults: the alert pad's). */
export function overlayLines(candles: readonly Candle[], chosen: readonly ChartOverlay[]): OverlayLine[] {
  if (chosen.length === 0) return [];
  const columns = {
    open: candles.map((c) => c.open),
    high: candles.map((c) => c.high),
    low: candles.map((c) => c.low),
    close: candles.map((c) => c.close),
  };
  return chosen.flatMap((overlay) => {
    const lines = indicatorSeries(overlay, columns);
    return drawn[overlay].map(({ line, label, colour, direction }) => {
      const values = lines[line] ?? new Float64Array(candles.length).fill(Number.NaN);
      const trend = lines.direction;
      if (direction === undefined || trend === undefined) return { label, colour, values };
      return {
        label,
        colour,
        values: values.map((value, i) => (trend[i] === direction ? value : Number.NaN)),
      };
    });
  });
}
