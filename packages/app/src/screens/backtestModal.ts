/**
 * The backtest views' module, for `lazy()` (they open on the first Backtest click): a named re-export, so its chunk
 * holds `BacktestModal` and what it needs, not every export of `@trade/react/backtest`.
 */
export { BacktestModal } from "@trade/react/backtest";
