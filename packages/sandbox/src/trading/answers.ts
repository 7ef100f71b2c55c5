import type { OrderStatus } from "@trade/core/orders";

/** The engine answers as every service of the sandbox does (http/answer.ts). */
export { refused, type ServiceAnswer as EngineAnswer } from "../http/answer.js";

/** Statuses of an order that waits for the market (in the working set). */
export const waitingForOpen: readonly OrderStatus[] = [
  "after market order req received",
  "modify after market order req received",
];

/** Error codes of the engine that are not rules' (docs/sandbox.md lists them all). */
export const engineCodes = {
  funds: "RMS1011",
  unknownScrip: "SCRIP-NOT-FOUND",
  unknownOrder: "ORDER-NOT-FOUND",
  notModifiable: "ORDER-NOT-MODIFIABLE",
  outsideHours: "OUTSIDE-MARKET-HOURS",
  noPosition: "POSITION-NOT-FOUND",
  conversion: "CONVERSION-FAILED",
  idempotencyConflict: "IDEMPOTENCY-CONFLICT",
} as const;

export const engineTexts = {
  outsideHours: "The order is placed outside market hours. Please try again later.",
  cancelFailed: "Unable to cancel the order. Please try again later",
  marketClose: "Order cancelled at the close of the market",
  squareOff: "Squared off in the intraday square-off window",
  ocoCancelled: "Cancelled: the other exit leg executed",
  idempotencyConflict: (guiOrderId: string) =>
    `The guiOrderId ${guiOrderId} was already used for a different order: use a new guiOrderId for a new order`,
} as const;

/**
 * A placement's body as canonical JSON (keys sorted at every level), so a retry with the same fields in another order
 * matches its first request and any other field value does not.
 */
export function requestFingerprint(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** The status an order takes when it goes to the market: stop-losses wait for their trigger. */
export const marketStatus = (orderType: string): OrderStatus =>
  orderType === "SL" || orderType === "SL-M" ? "trigger pending" : "open";
