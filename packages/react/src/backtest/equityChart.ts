import { formatRupees } from "@trade/core";
import type { BacktestGraph } from "@trade/core/backtests";
import { Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";
import { formatCandleTime } from "./texts.js";

Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip);

/** A theme token's value on the element (the widget's light or dark palette), or the fallback. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * Draw the equity curve on a canvas with chart.js (a stepped line in rupees over time, coloured by the final P&L's
 * sign from the theme's tokens); answers the way to take it down. Loaded on demand by `EquityGraph`.
 */
export function drawEquity(
  canvas: HTMLCanvasElement,
  points: BacktestGraph["points"],
  intraday: boolean,
): () => void {
  const up = token(canvas, "--tk-buy-text", "#116329");
  const down = token(canvas, "--tk-sell-text", "#a40e26");
  const muted = token(canvas, "--tk-color-text-muted", "#57606a");
  const grid = token(canvas, "--tk-color-border", "#d9dee4");
  const colour = (points[points.length - 1]?.equity ?? 0) < 0 ? down : up;
  const chart = new Chart(canvas, {
    type: "line",
    data: {
      datasets: [
        {
          label: "Equity",
          data: points.map((point) => ({ x: point.time, y: point.equity / 100 })),
          borderColor: colour,
          backgroundColor: `${colour}22`,
          fill: "origin",
          pointRadius: points.length > 60 ? 0 : 2,
          borderWidth: 1.5,
          stepped: "before",
        },
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      parsing: false,
      scales: {
        x: {
          type: "linear",
          ticks: {
            color: muted,
            maxTicksLimit: 6,
            callback: (value) => formatCandleTime(Number(value), false),
          },
          grid: { color: grid },
        },
        y: {
          ticks: { color: muted, callback: (value) => formatRupees(Math.round(Number(value) * 100)) },
          grid: { color: grid },
        },
      },
      plugins: {
        tooltip: {
          callbacks: {
            title: (items) => formatCandleTime(Number(items[0]?.parsed.x ?? 0), intraday),
            label: (item) => formatRupees(Math.round(Number(item.parsed.y) * 100)),
          },
        },
      },
    },
  });
  return () => chart.destroy();
}
