import { formatRupees } from "@trade/core";
import type { OrderPlacement } from "@trade/core/orders";
import type { Instrument } from "../market/types.js";
import type { AlertPlan, PlanToken } from "./plan.js";

/** The cash segments, where an alert's order is a delivery (CNC) one; elsewhere it is NRML. */
const cashSegments = new Set([1, 3]);

/**
 * The order an alert with an action places when it fires on `token` (docs/decisions.md, "Alerts: the sandbox"): a
 * market order on the entry's side for its units, delivery on cash and NRML on derivatives. Target and stop-loss
 * percents become the order's exits (the engine's stop-loss-and-target order: a limit target and an SL-M stop placed
 * once the entry fills, one cancelling the other), at those percents of the price the alert fired at, on the tick.
 */
export function alertOrderOf(
  plan: AlertPlan,
  token: PlanToken,
  ltp: number,
  instrument: Instrument | undefined,
  sequence: string,
): OrderPlacement {
  const action = plan.action as NonNullable<AlertPlan["action"]>;
  const tick = instrument?.tick ?? 1;
  const buy = action.side === "B";
  const at = (percent: number, up: boolean) =>
    Math.max(tick, Math.round((ltp * (1 + ((up ? 1 : -1) * percent) / 100)) / tick) * tick);
  return {
    guiOrderId: `alert-${plan.id}-${sequence}`,
    exchangeSegment: token.segment,
    symbolToken: token.token,
    transactionType: action.side,
    productType: cashSegments.has(token.segment) ? "CNC" : "NRML",
    orderType: "MARKET",
    quantity: action.units,
    orderTag: `Alert ${plan.id}`,
    ...(action.targetPercent === undefined ? {} : { targetPrice: at(action.targetPercent, buy) }),
    ...(action.stopLossPercent === undefined
      ? {}
      : { stopLossTriggerPrice: at(action.stopLossPercent, !buy) }),
  };
}

/** (ours) What the notification says of the order: `Buy 10 SBIN-EQ at market: order 2611…`, or why it failed. */
export function alertOrderDetail(
  placement: OrderPlacement,
  symbol: string,
  answer: { ok: true; orderId: string } | { ok: false; message: string },
): string {
  const side = placement.transactionType === "B" ? "Buy" : "Sell";
  const exits = [
    placement.targetPrice === undefined ? "" : `target ${formatRupees(placement.targetPrice)}`,
    placement.stopLossTriggerPrice === undefined
      ? ""
      : `stop loss ${formatRupees(placement.stopLossTriggerPrice)}`,
  ].filter((part) => part !== "");
  const what = `${side} ${placement.quantity} ${symbol} at market${exits.length > 0 ? ` (${exits.join(", ")})` : ""}`;
  return answer.ok ? `${what}: order ${answer.orderId}` : `${what} not placed: ${answer.message}`;
}
