import { lastPrice } from "../market/marketData.js";
import { type StandingParts, standingDeps } from "../trading/standingService.js";
import { SipRunner } from "./runner.js";
import { SipService } from "./service.js";
import { SipStore } from "./store.js";

/** Stock SIP in the sandbox: the tables, the runner the engine ticks, and the service the routes call. */
export function sipServiceOf(parts: StandingParts): SipService {
  const { db, trading, market } = parts;
  const store = new SipStore(db);
  const runner = new SipRunner(store, () => trading, {
    now: () => trading.now(),
    ltp: (segment, token) => lastPrice(market.market(), segment, token),
  });
  trading.addEvaluator(runner);
  return new SipService(store, runner, {
    ...standingDeps(parts),
    engine: () => trading,
  });
}
