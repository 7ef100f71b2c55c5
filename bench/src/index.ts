import { benchAlerts } from "./alerts.js";
import { benchBacktest } from "./backtest.js";
import { benchFeedDecode } from "./feedDecode.js";
import { benchFeedMemory } from "./feedMemory.js";
import { benchGttEvaluation } from "./gttEvaluation.js";
import { benchIndicators } from "./indicators.js";
import { benchPlaceOrder } from "./placeOrder.js";
import { benchWidgets } from "./widgetsPerf.js";

console.log(`trade kit benchmarks — Node ${process.version}, ${process.arch}\n`);
benchFeedDecode();
benchGttEvaluation();
benchIndicators();
benchAlerts();
benchBacktest();
await benchPlaceOrder();
await benchWidgets();
await benchFeedMemory();
