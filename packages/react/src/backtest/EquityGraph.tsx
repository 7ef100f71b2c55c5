import { formatRupees } from "@trade/core";
import type { BacktestGraph } from "@trade/core/backtests";
import { useEffect, useRef } from "react";
import { formatCandleTime } from "./texts.js";

/**
 * The equity graph (chart.js): cumulative P&L in rupees at the start and after each trade, over time. The canvas is
 * an image to assistive technology, labelled with where the curve starts and ends; where a canvas cannot draw (no 2D
 * context), the label is what remains. chart.js loads with the first graph drawn, not with the modal.
 */
export function EquityGraph({ graph, intraday }: { graph: BacktestGraph; intraday: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const points = graph.points;
  useEffect(() => {
    const element = canvas.current;
    if (element === null || points.length === 0 || element.getContext("2d") === null) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import("./equityChart.js").then(({ drawEquity }) => {
      if (!cancelled) destroy = drawEquity(element, points, intraday);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
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
