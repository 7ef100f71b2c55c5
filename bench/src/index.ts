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

/** Every bench, by the name `BENCH` picks it with (`BENCH=portfolio,portfolioExport pnpm bench`); unset: all. */
const benches: [string, () => unknown][] = [
  ["feedDecode", benchFeedDecode],
  ["gttEvaluation", benchGttEvaluation],
  ["indicators", benchIndicators],
  ["alerts", benchAlerts],
  ["backtest", benchBacktest],
  ["placeOrder", benchPlaceOrder],
  ["portfolioExport", benchPortfolioExport],
  ["portfolio", benchPortfolio],
  ["widgets", benchWidgets],
  ["optionChain", benchOptionChain],
  ["feedMemory", benchFeedMemory],
];
const picked = process.env.BENCH?.split(",").map((name) => name.trim());

console.log(`trade kit benchmarks — Node ${process.version}, ${process.arch}\n`);
for (const [name, bench] of benches) if (picked === undefined || picked.includes(name)) await bench();
