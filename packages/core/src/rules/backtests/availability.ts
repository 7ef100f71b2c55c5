import type { AlertCondition } from "../../contract/alerts.js";
import type { BacktestPeriodDays, BacktestRequest } from "../../contract/backtests.js";
import {
  backtestAvailableMessage,
  backtestFuturesMessage,
  backtestNotAvailableMessage,
} from "../alerts/messages.js";
import { isFutureKind } from "../instruments.js";

/**
 * Whether a condition can be backtested (spec 2 §5), with the message the alert pad shows under it: not on futures
 * ('Backtest is not available for futures at the moment'), not on several instruments at once nor with a value the
 * condition cannot compare ('Backtest is not available for this condition'), else 'Backtest is available for this
 * condition'. `kind` is the instrument's kind (FUTSTK, EQ, ...).
 */
export function backtestAvailability(
  condition: Pick<AlertCondition, "tokens" | "entry">,
  kind: string | undefined,
): { available: boolean; message: string } {
  if (kind !== undefined && isFutureKind(kind)) return { available: false, message: backtestFuturesMessage };
  const rhs = condition.entry.implication.rhs;
  const badValue = "valueString" in rhs && !(Number(rhs.valueString.trim()) > 0);
  if (condition.tokens.length !== 1 || badValue) {
    return { available: false, message: backtestNotAvailableMessage };
  }
  return { available: true, message: backtestAvailableMessage };
}

/** The refusal of a backtest on an instrument of this kind, or undefined when it may run (spec 2 §5: no futures). */
export function backtestRefusal(kind: string): string | undefined {
  return isFutureKind(kind) ? backtestFuturesMessage : undefined;
}

/**
 * The backtest request for an alert's condition over one period: its name, timeframe, instrument and entry, with the
 * target and stop-loss percents given here replacing the entry's own when set. A sell entry is backtested as a buy
 * (spec 2 §3: a backtest's order action is a buy).
 */
export function backtestRequestOf(
  condition: AlertCondition,
  periodDays: BacktestPeriodDays,
  exits: { targetProfitPercent?: number | undefined; stopLossPercent?: number | undefined } = {},
): BacktestRequest {
  const { implication, action } = condition.entry;
  const targetProfitPercent = exits.targetProfitPercent ?? condition.entry.targetProfitPercent;
  const stopLossPercent = exits.stopLossPercent ?? condition.entry.stopLossPercent;
  return {
    name: condition.name,
    timeFrame: condition.timeFrame,
    tokens: condition.tokens.slice(0, 1),
    entry: {
      implication,
      ...(action === undefined
        ? {}
        : { action: { transactionType: "B", orderDetails: action.orderDetails } }),
      ...(targetProfitPercent === undefined ? {} : { targetProfitPercent }),
      ...(stopLossPercent === undefined ? {} : { stopLossPercent }),
    },
    periodDays,
  };
}
