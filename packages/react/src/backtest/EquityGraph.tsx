import { formatRupees } from "@trade/core";
import type { BacktestGraph } from "@trade/core/backtests";
import { Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";
import { formatCandleTime } from "./texts.js";

Chart.register(LineController, LineElement, PointElement, LinearScale, Filler, Tooltip);

/** A theme token's value on the element (the widget's light or dark palette), or the fallback. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * The equity graph (chart.js): cumulative P&L in rupees at the start and after each trade, over time. The canvas is
 * an image to assistive technology, labelled with where the curve starts and ends; where a canvas cannot draw (no 2D
 * context), the label is what remains.
 */
export function EquityGraph({ graph, intraday }: { graph: BacktestGraph; intraday: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const points = graph.points;
  useEffect(() => {
    const element = canvas.current;
    if (element === null || points.length === 0 || element.getContext("2d") === null) return;
    const up = token(element, "--tk-buy-text", "#116329");
    const down = token(element, "--tk-sell-text", "#a40e26");
    const muted = token(element, "--tk-color-text-muted", "#57606a");
    const grid = token(element, "--tk-color-border", "#d9dee4");
    const last = points[points.length - 1]?.equity ?? 0;
    const colour = last < 0 ? down : up;
    const chart = new Chart(element, {
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
  }, [points, intraday]);
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return <p className="tk-empty">No trades to draw</p>;
  const label =
    `Equity from ${formatRupees(first.equity)} on ${formatCandleTime(first.time, false)} ` +
    `to ${formatRupees(last.equity)} on ${formatCandleTime(last.time, false)}, over ${points.length - 1} trades`;
  return (
    <div className="tk-backtest-graph">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
