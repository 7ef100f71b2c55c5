/** The order toasts' durations and titles; part of the trading catalogue (messages.ts re-exports them). */

// How long order toasts stay (spec 1 §9); the order notifications and the pad share them.
export const orderErrorToastMs = 6000;
export const defaultToastMs = 3000;
export const nudgeToastMs = 5000;

// Toast titles (spec 2 §4)
export const orderPlacedTitle = "Order Placed";
export const orderModifiedTitle = "Order Modified";
export const orderExecutedTitle = "Order Executed";
export const orderCancelledTitle = "Order Cancelled";
export const orderFailedTitle = "Order Failed";
export const orderRejectedTitle = "Order Rejected";
export const orderModificationFailedTitle = "Order Modification Failed";
