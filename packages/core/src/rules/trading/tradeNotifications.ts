import type { OrderStatus } from "../../contract/orders.js";
import {
  orderCancelledTitle,
  orderExecutedTitle,
  orderFailedTitle,
  orderModifiedTitle,
  orderPlacedTitle,
  orderRejectedTitle,
} from "./messages.js";

/** The icon states of a trade notification (spec 1 §3). */
export type TradeNotificationState = "open" | "modified" | "cancelled" | "complete" | "rejected";

/**
 * Which notification an order's status calls for, if any: `open` when it is placed (any working status), `complete`
 * when executed, `cancelled`, `rejected` (also for failed). `modified` comes from a modification, not a status.
 * Partial fills of a working order call for none (the order stays open).
 */
export function tradeNotificationState(status: OrderStatus): Exclude<TradeNotificationState, "modified"> {
  if (status === "complete") return "complete";
  if (status === "cancelled" || status === "cancelled after market order") return "cancelled";
  if (status === "rejected" || status === "failed") return "rejected";
  return "open";
}

/**
 * Title and body of a trade notification: the toast outcome as the title (Order Placed, Order Executed, ...) and a
 * body of three words, side first, then "order", then the order word (ours: the spec gives the shape, not the
 * words): "Buy order executed".
 */
export function tradeNotificationText(
  side: "B" | "S",
  state: TradeNotificationState,
  failed = false,
): { title: string; body: string } {
  const word = {
    open: ["placed", orderPlacedTitle],
    modified: ["modified", orderModifiedTitle],
    cancelled: ["cancelled", orderCancelledTitle],
    complete: ["executed", orderExecutedTitle],
    rejected: failed ? ["failed", orderFailedTitle] : ["rejected", orderRejectedTitle],
  }[state];
  return { title: word[1] as string, body: `${side === "B" ? "Buy" : "Sell"} order ${word[0]}` };
}
