import type { Order, OrderListFilter, OrderStatus, ProductType } from "../../contract/order.js";
import { isTerminalStatus } from "./orderStatuses.js";

export { type OrderListFilter, orderListFilters } from "../../contract/order.js";

/** Intraday products: squared off in the square-off window and at the close (MIS, and cover and bracket orders). */
export const intradayProducts: readonly ProductType[] = ["MIS", "CO", "BO"];

/** Whether a product is intraday (MIS, CO, BO). */
export const isIntradayProduct = (product: string): boolean =>
  (intradayProducts as readonly string[]).includes(product);

/** Whether a product is a cover or bracket order (CO, BO): one that carries its own stop loss. */
export const isCoverOrBracket = (product: string): boolean => product === "CO" || product === "BO";

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
