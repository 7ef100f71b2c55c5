import { lastPrice } from "../market/marketData.js";
import { type StandingParts, standingDeps } from "../trading/standingService.js";
import { GttEvaluator } from "./evaluator.js";
import { GttService } from "./service.js";
import { GttStore } from "./store.js";

/**
 * GTT in the sandbox: the rules table, the evaluator the engine runs on every tick, and the service the routes call.
 * Market time stamps the rules, as it stamps orders.
 */
export function gttServiceOf(parts: StandingParts): GttService {
  const { db, trading, market } = parts;
  const store = new GttStore(db);
  const evaluator = new GttEvaluator(store, () => trading, market.instruments);
  trading.addEvaluator(evaluator);
  return new GttService(store, evaluator, {
    ...standingDeps(parts),
    ltp: (instrument) => lastPrice(market.market(), instrument.segment, instrument.token),
  });
}
