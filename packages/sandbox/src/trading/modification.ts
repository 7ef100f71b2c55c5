import { defaultMarketCalendar, formatRupees } from "@trade/core";
import {
  canModifyOrCancel,
  checkModification,
  modifyBlockedMessage,
  type OrderModification,
  type OrderStatus,
} from "@trade/core/orders";
import { type EngineAnswer, engineCodes, engineTexts, refused, waitingForOpen } from "./answers.js";
import type { OrderRow } from "./book.js";
import type { ExitLegs } from "./legs.js";
import { availableMargin, instrumentFacts, orderMargin } from "./margin.js";
import type { Matcher } from "./matching.js";
import type { EngineState } from "./state.js";

export interface Cancellation {
  orderId: string;
  cancelled: boolean;
  message: string;
  errorCode: string | null;
}

/** Modify a working order: core's rules decide, the extra margin must fit, and the changed order meets the book. */
export function modifyOrder(
  state: EngineState,
  matcher: Matcher,
  clientCode: string,
  change: OrderModification,
): EngineAnswer<{ orderId: string; orderStatus: OrderStatus; text: string }> {
  const row = state.owned(clientCode, change.orderId);
  if (row === undefined) return refused(404, engineCodes.unknownOrder, `No order ${change.orderId}`);
  if (!canModifyOrCancel(row.status)) {
    return refused(
      409,
      engineCodes.notModifiable,
      `Order ${row.order_id} is ${row.status}: it cannot be modified`,
    );
  }
  const instrument = state.instrument(row);
  const now = state.now();
  const blocked = modifyBlockedMessage(row.segment, now, defaultMarketCalendar);
  if (blocked !== undefined) return refused(409, "WINDOW-BLOCKED", blocked);
  const quote = state.quote(instrument);
  const problem = checkModification({
    order: {
      status: row.status,
      orderType: row.order_type,
      transactionType: row.side,
      productType: row.product,
      quantity: row.quantity,
      filledShares: row.filled,
      price: row.price,
      triggerPrice: row.trigger_price,
      isAMO: row.is_amo === 1,
    },
    change,
    instrument: instrumentFacts(instrument),
    quote: { ltp: quote.ltp, upperCircuit: quote.upperCircuit, lowerCircuit: quote.lowerCircuit },
    nowMs: now,
  });
  if (problem !== undefined) return refused(422, problem.code, problem.message);
  const next = changed(row, change);
  if (next.quantity <= next.filled) {
    return refused(422, "QTY-BELOW-FILLED", `Quantity cannot be below the ${next.filled} already executed`);
  }
  const extra = orderMargin(state, next, instrument) - orderMargin(state, row, instrument);
  if (extra > 0 && extra > availableMargin(state, clientCode, next)) {
    return refused(
      422,
      engineCodes.funds,
      `Insufficient funds: the change needs ${formatRupees(extra)} more margin`,
    );
  }
  if (row.is_amo === 1 && waitingForOpen.includes(row.status))
    next.status = "modify after market order req received";
  else if (next.order_type === "SL" || next.order_type === "SL-M")
    next.status = next.filled > 0 ? "open" : "trigger pending";
  else next.status = "open";
  next.updated_at = now;
  state.save(next);
  state.notifications.note(next, "modified");
  if (next.status === "open" || next.status === "trigger pending") matcher.tryMatch(next, instrument, now);
  const after = state.working.get(next.order_id) ?? (state.book.byId(next.order_id) as OrderRow);
  return { ok: true, value: { orderId: after.order_id, orderStatus: after.status, text: after.text } };
}

function changed(row: OrderRow, change: OrderModification): OrderRow {
  const next: OrderRow = { ...row };
  if (change.orderType !== undefined) next.order_type = change.orderType;
  if (change.quantity !== undefined) next.quantity = Math.trunc(change.quantity);
  if (change.price !== undefined) next.price = Math.trunc(change.price);
  if (next.order_type === "MARKET" || next.order_type === "SL-M") next.price = 0;
  if (change.triggerPrice !== undefined) next.trigger_price = Math.trunc(change.triggerPrice);
  if (change.disclosedQuantity !== undefined) next.disclosed = Math.trunc(change.disclosedQuantity);
  if (change.duration !== undefined) next.duration = change.duration;
  return next;
}

/** Cancel one order; an exit leg of a filled cover or bracket order exits the position at market instead. */
export function cancelOrder(
  state: EngineState,
  legs: ExitLegs,
  clientCode: string,
  orderId: string,
): Cancellation {
  const row = state.owned(clientCode, orderId);
  if (row === undefined)
    return { orderId, cancelled: false, message: `No order ${orderId}`, errorCode: engineCodes.unknownOrder };
  if (!canModifyOrCancel(row.status) && !(row.status === "pending" && row.schedule_json !== null)) {
    return {
      orderId,
      cancelled: false,
      message: `${engineTexts.cancelFailed}: the order is ${row.status}`,
      errorCode: engineCodes.notModifiable,
    };
  }
  const now = state.now();
  const blocked = modifyBlockedMessage(row.segment, now, defaultMarketCalendar);
  if (blocked !== undefined && row.is_amo === 0)
    return { orderId, cancelled: false, message: blocked, errorCode: "WINDOW-BLOCKED" };
  if (row.leg !== "MAIN" && row.parent_order_id !== "") {
    legs.exitAtMarket(row, now);
    return { orderId, cancelled: true, message: "", errorCode: null };
  }
  state.close(
    row,
    row.is_amo === 1 && waitingForOpen.includes(row.status) ? "cancelled after market order" : "cancelled",
    "Cancelled by the client",
    now,
  );
  return { orderId, cancelled: true, message: "", errorCode: null };
}
