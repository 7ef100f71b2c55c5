import type { OrderStatus } from "@trade/core/orders";

/** The colour family of an order's status badge. */
export type OrderStatusTone = "open" | "pending" | "complete" | "rejected" | "cancelled";

const tones: Partial<Record<OrderStatus, OrderStatusTone>> = {
  complete: "complete",
  cancelled: "cancelled",
  "cancelled after market order": "cancelled",
  rejected: "rejected",
  failed: "rejected",
  "trigger pending": "pending",
  "target pending": "pending",
  "SL PENDING": "pending",
  pending: "pending",
  "open pending": "pending",
  "modify pending": "pending",
  "AMO SUBMITTED": "pending",
  "after market order req received": "pending",
  "modify after market order req received": "pending",
};

/**
 * A status badge's colour (ours; the spec names the statuses, not their colours): working orders in the accent
 * colour, those waiting on a trigger, a change or the next session in amber, executed green, rejected and failed red,
 * cancelled grey.
 */
export function orderStatusTone(status: OrderStatus): OrderStatusTone {
  return tones[status] ?? "open";
}
