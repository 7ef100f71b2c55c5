/**
 * `@trade/core/backtests`: backtests of alert conditions (spec 2 §2, §3, §7-§9): `backtestsOf(client)` (create,
 * status, summary, trades, graph), the contract, and the rules the sandbox, the backtest modal and the tests share:
 * the simulation over candles (`simulateBacktest`), the result metrics (`backtestMetrics`), availability and the texts.
 */
export * from "./backtests/resource.js";
export * from "./contract/backtests.js";
export {
  backtestAvailableMessage,
  backtestFailedTitle,
  backtestFuturesMessage,
  backtestHolding,
  backtestNotAvailableMessage,
  backtestPeriods,
} from "./rules/alerts/index.js";
export * from "./rules/backtests/index.js";
