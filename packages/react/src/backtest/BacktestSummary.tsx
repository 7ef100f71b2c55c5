import type { BacktestMetrics } from "@trade/core/backtests";
import { metricRows } from "./texts.js";

/** The summary: every result metric of spec 2 §3 in a grid of labelled figures. */
export function BacktestSummary({ summary }: { summary: BacktestMetrics }) {
  return (
    <dl className="tk-backtest-metrics">
      {metricRows(summary).map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd data-sign={row.sign}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
