import type { OrderStatus } from "../../contract/order.js";

/*
 * Which statuses an order can still change from (spec 2 §4): a module of its own, so that following orders on the
 * feed (the order lists' filters) does not load the order pad's tables of products and order types.
 */

/**
 * The open-type statuses (spec 2 §4), which allow edit and cancel: open, open pending, trigger pending, modify
 * pending, AMO SUBMITTED. The two earlier after-market states ('after market order req received' and 'modify after
 * market order req received') are the same AMO before the broker has forwarded it: it is still waiting for the next
 * open, so it can be edited and cancelled like AMO SUBMITTED (refusing them would leave an AMO the client can't
 * touch until it reaches the exchange).
 */
export const openTypeStatuses: readonly OrderStatus[] = [
  "open",
  "open pending",
  "trigger pending",
  "modify pending",
  "AMO SUBMITTED",
  "after market order req received",
  "modify after market order req received",
];

/** Statuses after which an order never changes. */
export const terminalStatuses: readonly OrderStatus[] = [
  "complete",
  "cancelled",
  "rejected",
  "failed",
  "cancelled after market order",
];

/** After-market statuses, shown as 'AMO'. */
export const amoStatuses: readonly OrderStatus[] = [
  "AMO SUBMITTED",
  "after market order req received",
  "modify after market order req received",
];

export function canModifyOrCancel(status: OrderStatus): boolean {
  return openTypeStatuses.includes(status);
}

export function isTerminalStatus(status: OrderStatus): boolean {
  return terminalStatuses.includes(status);
}
