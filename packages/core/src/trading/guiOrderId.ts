import { randomId } from "../internal/ids.js";

/**
 * What a placement needs besides the trading resource, in a module of its own so that areas placing orders their own
 * way (baskets) share it without sharing the orders module's chunk with @trade/core/orders.
 */

/** Default wait between placing an order and looking its status up (spec 2 §4, §9). */
export const orderStatusDelayMs = 300;

/** A fresh guiOrderId: the idempotency key of a placement (the same id twice is one order). */
export function newGuiOrderId(): string {
  return `gui${randomId()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 28)}`;
}
