import type { NotificationMessage } from "@trade/core";
import { alertTriggeredText } from "@trade/core/alerts";
import { lastPrice } from "../market/marketData.js";
import type { NewNotification } from "../store/notifications.js";
import { type StandingParts, standingDeps } from "../trading/standingService.js";
import { alertOrderDetail, alertOrderOf } from "./alertOrder.js";
import { AlertEvaluator } from "./evaluator.js";
import { AlertService } from "./service.js";
import { AlertStore } from "./store.js";

/** Where a fired alert's notification goes: the client's notifications list, then the notifications feed. */
export interface AlertNotices {
  notify: (clientCode: string, notification: NewNotification) => NotificationMessage;
  announce: (clientCode: string, message: NotificationMessage) => void;
}

/**
 * Alerts in the sandbox: the alerts table, the evaluator the engine runs on every tick (on the simulated market and
 * its clock, so a seed replays the same firings), and the service the routes call.
 */
export function alertServiceOf(parts: StandingParts, notices: AlertNotices): AlertService {
  const { db, trading, market } = parts;
  const store = new AlertStore(db);
  let sequence = 0;
  const evaluator = new AlertEvaluator({
    store,
    now: () => trading.now(),
    ltp: (token) => lastPrice(market.market(), token.segment, token.token),
    candles: (token, interval, fromSec, toSec) => {
      const live = market.market();
      live.refresh?.(token.segment, token.token);
      return live.candles(token.segment, token.token, interval, fromSec, toSec);
    },
    placeOrder: (plan, token, ltp) => {
      sequence += 1;
      const instrument = market.instruments().get(token.segment, token.token);
      const placement = alertOrderOf(plan, token, ltp, instrument, `${trading.now()}-${sequence}`);
      const answer = trading.place(plan.clientCode, placement);
      const orderId = answer.ok ? answer.value.orderId : undefined;
      const detail = alertOrderDetail(
        placement,
        token.symbol,
        answer.ok ? { ok: true, orderId: answer.value.orderId } : { ok: false, message: answer.message },
      );
      return orderId === undefined ? { detail } : { orderId, detail };
    },
    text: (plan, token) => alertTriggeredText(plan.name, token.symbol, plan.condition.entry.implication),
    ...notices,
  });
  trading.addEvaluator(evaluator);
  return new AlertService(store, evaluator, standingDeps(parts));
}
