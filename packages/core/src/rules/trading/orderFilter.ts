import type { Order, OrderStatus } from "../../contract/orders.js";
import { isTerminalStatus } from "./orderTypes.js";

/** Which orders a list shows (the `status` query of GET /report/v5/orders). */
export type OrderListFilter = "all" | "open" | "executed" | "rejected" | "cancelled";

/** Whether an order belongs in a list with this filter: open-type, executed, rejected or failed, cancelled, or all. */
export function matchesOrderFilter(
  order: { orderStatus: OrderStatus } | Pick<Order, "orderStatus">,
  filter: OrderListFilter,
): boolean {
  switch (filter) {
    case "open":
      return !isTerminalStatus(order.orderStatus);
    case "executed":
      return order.orderStatus === "complete";
    case "rejected":
      return order.orderStatus === "rejected" || order.orderStatus === "failed";
    case "cancelled":
      return order.orderStatus === "cancelled" || order.orderStatus === "cancelled after market order";
    default:
      return true;
  }
}
