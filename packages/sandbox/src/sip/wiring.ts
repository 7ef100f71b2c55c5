import { istDateKey, istDay, type Profile } from "@trade/core";
import { accountFactsOf } from "@trade/core/orders";
import type { Db } from "../db/database.js";
import { lastPrice, type lazyMarket } from "../market/marketData.js";
import type { TradingEngine } from "../trading/engine.js";
import { SipRunner } from "./runner.js";
import { SipService } from "./service.js";
import { SipStore } from "./store.js";

/** Stock SIP in the sandbox: the tables, the runner the engine ticks, and the service the routes call. */
export function sipServiceOf(
  db: Db,
  trading: TradingEngine,
  market: ReturnType<typeof lazyMarket>,
  profile: (clientCode: string) => Profile | undefined,
): SipService {
  const store = new SipStore(db);
  const runner = new SipRunner(store, () => trading, {
    now: () => trading.now(),
    ltp: (segment, token) => lastPrice(market.market(), segment, token),
  });
  trading.addEvaluator(runner);
  return new SipService(store, runner, {
    instruments: market.instruments,
    account: (clientCode) => accountFactsOf(profile(clientCode)),
    engine: () => trading,
    now: () => trading.now(),
    today: () => istDateKey(istDay(trading.now())),
  });
}
