/**
 * `@trade/react/portfolio`: the portfolio in React (spec 3 §2, §3): query options over `@trade/core/portfolio`, the
 * equity holdings table (live, sortable, with its row menu), the live summary, the allocation charts (chart.js, an
 * optional peer, loaded when a chart first shows) and the breakup and dividends dialogs, as their own entry so that a
 * page without the portfolio does not load them.
 */

export { AllocationChart, type AllocationChartProps, allocationColours } from "./AllocationChart.js";
export { DividendsDialog, QuantityBreakupDialog } from "./HoldingDialogs.js";
export { HoldingsTable, type HoldingsTableProps } from "./HoldingsTable.js";
export { latestLtp, useHoldingPrices } from "./livePrices.js";
export { PortfolioSummary } from "./PortfolioSummary.js";
export { portfolioKeys, portfolioQueries, portfolioRefreshMs } from "./queries.js";
