import { istDateKey, istDay, type Profile } from "@trade/core";
import { accountFactsOf } from "@trade/core/orders";
import type { Db } from "../db/database.js";
import { lastPrice, type lazyMarket } from "../market/marketData.js";
import type { TradingEngine } from "../trading/engine.js";
import { GttEvaluator } from "./evaluator.js";
import { GttService } from "./service.js";
import { GttStore } from "./store.js";

/**
 * GTT in the sandbox: the rules table, the evaluator the engine runs on every tick, and the service the routes call.
 * Market time stamps the rules, as it stamps orders.
 */
export function gttServiceOf(
  db: Db,
  trading: TradingEngine,
  market: ReturnType<typeof lazyMarket>,
  profile: (clientCode: string) => Profile | undefined,
): GttService {
  const store = new GttStore(db);
  const evaluator = new GttEvaluator(store, () => trading, market.instruments);
  trading.addEvaluator(evaluator);
  return new GttService(store, evaluator, {
    instruments: market.instruments,
    ltp: (instrument) => lastPrice(market.market(), instrument.segment, instrument.token),
    account: (clientCode) => accountFactsOf(profile(clientCode)),
    now: () => trading.now(),
    today: () => istDateKey(istDay(trading.now())),
  });
}
