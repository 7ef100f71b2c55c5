import { benchAlerts } from "./alerts.js";
import { benchBacktest } from "./backtest.js";
import { benchFeedDecode } from "./feedDecode.js";
import { benchFeedMemory } from "./feedMemory.js";
import { benchGttEvaluation } from "./gttEvaluation.js";
import { benchIndicators } from "./indicators.js";
import { benchOptionChain } from "./optionChainPerf.js";
import { benchPlaceOrder } from "./placeOrder.js";
import { benchPortfolioExport } from "./portfolioExport.js";
import { benchPortfolio } from "./portfolioPerf.js";
import { benchWidgets } from "./widgetsPerf.js";

/** Every bench by name, in the order `pnpm bench` runs them. */
const benches: Record<string, () => unknown> = {
  feedDecode: benchFeedDecode,
  gttEvaluation: benchGttEvaluation,
  indicators: benchIndicators,
  alerts: benchAlerts,
  backtest: benchBacktest,
  placeOrder: benchPlaceOrder,
  portfolioExport: benchPortfolioExport,
  portfolio: benchPortfolio,
  widgets: benchWidgets,
  optionChain: benchOptionChain,
  feedMemory: benchFeedMemory,
};

// BENCH=optionChain,widgets runs only those (by the names above); unset, all of them.
const only = process.env.BENCH?.split(",").filter(Boolean);
const unknown = only?.filter((name) => !(name in benches)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown bench(es): ${unknown.join(", ")}; known: ${Object.keys(benches).join(", ")}`);
  process.exit(1);
}
console.log(`trade kit benchmarks — Node ${process.version}, ${process.arch}\n`);
for (const [name, bench] of Object.entries(benches)) {
  if (only === undefined || only.includes(name)) await bench();
}
