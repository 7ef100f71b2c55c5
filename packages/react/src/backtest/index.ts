/**
 * `@trade/react/backtest`: backtests of alert conditions in React (spec 2 §2 backtest views): `BacktestModal`
 * (summary, trade log five trades a page, equity graph with chart.js), and the query options and hooks over
 * `@trade/core/backtests`, as their own entry so that a page without backtests does not load them (nor chart.js).
 */

export { BacktestModal, type BacktestModalProps } from "./BacktestModal.js";
export { BacktestSummary } from "./BacktestSummary.js";
export { BacktestTrades } from "./BacktestTrades.js";
export { EquityGraph } from "./EquityGraph.js";
export { useBacktestResult, useCreateBacktest } from "./hooks.js";
export { backtestKeys, backtestPollMs, backtestQueries } from "./queries.js";
export { exitReasonLabels, formatCandleTime, type MetricRow, metricRows } from "./texts.js";
