import { lazy } from "react";

/**
 * The alert pad's backtest views (`BacktestModal` of `@trade/react/backtest`), loaded on the first Backtest click: they
 * bring chart.js, which no other screen needs.
 */
export const LazyBacktestModal = lazy(() =>
  import("./backtestModal.js").then((m) => ({ default: m.BacktestModal })),
);
