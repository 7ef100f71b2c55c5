import type { Order } from "../../contract/orders.js";
import {
  defaultToastMs,
  orderCancelledTitle,
  orderErrorToastMs,
  orderExecutedTitle,
  orderFailedTitle,
  orderRejectedTitle,
} from "./toasts.js";

/** What an order update tells the user (spec 2 §4 order notifications); undefined: nothing to tell. */
export interface OrderNotification {
  kind: "executed" | "rejected" | "failed" | "cancelled";
  title: string;
  message: string;
  /** Auto-close after this long (failures 6 s, the rest the 3 s default; spec 2 §9). */
  durationMs: number;
  /** Plays with it: success for executed, failure for rejected and failed (spec 2 §4). */
  sound: "success" | "failure" | "none";
}

const describe = (order: Pick<Order, "transactionType" | "filledShares" | "quantity" | "tradingSymbol">) =>
  `${order.transactionType === "B" ? "Buy" : "Sell"} ${order.filledShares || order.quantity} ${order.tradingSymbol}`;

/**
 * The notification of an order's new status: executed gives an executed toast; rejected or failed a failure toast
 * with the rejection text; cancelled a cancel toast. Other statuses (open, trigger pending, ...) tell nothing.
 */
export function orderNotification(
  order: Pick<
    Order,
    | "orderStatus"
    | "transactionType"
    | "filledShares"
    | "quantity"
    | "tradingSymbol"
    | "rejectionReason"
    | "text"
  >,
): OrderNotification | undefined {
  switch (order.orderStatus) {
    case "complete":
      return {
        kind: "executed",
        title: orderExecutedTitle,
        message: describe(order),
        durationMs: defaultToastMs,
        sound: "success",
      };
    case "rejected":
    case "failed":
      return {
        kind: order.orderStatus,
        title: order.orderStatus === "rejected" ? orderRejectedTitle : orderFailedTitle,
        message: order.rejectionReason || order.text || describe(order),
        durationMs: orderErrorToastMs,
        sound: "failure",
      };
    case "cancelled":
    case "cancelled after market order":
      return {
        kind: "cancelled",
        title: orderCancelledTitle,
        message: describe(order),
        durationMs: defaultToastMs,
        sound: "none",
      };
    default:
      return undefined;
  }
}
