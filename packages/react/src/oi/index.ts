/**
 * `@trade/react/oi`: open-interest analysis for React (spec 2 §7, spec 3 §2 Markets): the embeddable `OiAnalysis`
 * widget (OI Change, OI and PCR vs Time, Open Interest, Multi Strike OI; chart.js, an optional peer, loaded with the
 * first chart), its views, and the query options over `oiOf(client)` from `@trade/core/oi`.
 */
export { OiAnalysis, type OiAnalysisProps } from "./OiAnalysis.js";
export { OiChart } from "./OiChart.js";
export { MultiStrikeView, PcrView } from "./OiSeriesViews.js";
export { OiChangeView, OpenInterestView } from "./OiStrikeViews.js";
export type { OiChartSpec, OiTone } from "./oiCharts.js";
export { oiKeys, oiQueries, oiRefreshMs } from "./queries.js";
export { formatOi, formatOiTime, type OiChartId, oiChartNames } from "./texts.js";
