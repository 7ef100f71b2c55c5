import { priceDivider } from "./price.js";

/**
 * Money at the SDK's edges. Every price and amount the SDK takes or gives is an integer in the segment's minor units
 * (paise for equities and F&O: divider 100; segment 13 divides by 1e7, segment 21 by 1e4). `rupees()` is the one
 * explicit way to write a price in rupees; a price that is not a whole number of minor units is refused before it is
 * sent, naming the unit (docs/decisions.md, "Money at the edges").
 */

/** The price fields of an order (placement or modification), all in the segment's minor units. */
export const orderPriceFields = [
  "price",
  "triggerPrice",
  "squareOff",
  "stopLoss",
  "trailingStopLoss",
  "stopLossTriggerPrice",
  "stopLossPrice",
  "targetTriggerPrice",
  "targetPrice",
  "ltp",
] as const;

const unitName = (segment: number) => (priceDivider(segment) === 100 ? "paise" : "minor units");

/**
 * A price in rupees as the SDK takes it: the segment's minor units, a whole number. `rupees(380.5)` is 38050 (paise);
 * `rupees(83.1234, 13)` is a currency price (segment 13, 1e7 minor units a rupee). A value finer than the segment's
 * unit (₹380.555) is a RangeError: prices are never rounded silently.
 *
 * @example
 * ```ts
 * await trading.orders.place({ ...order, orderType: "LIMIT", price: rupees(380.5) });
 * ```
 */
export function rupees(value: number, segment = 1): number {
  const minor = value * priceDivider(segment);
  const whole = Math.round(minor);
  // A float product such as 1.1 * 100 = 110.00000000000001 is still a whole number of paise.
  if (!Number.isFinite(value) || Math.abs(minor - whole) > 1e-6 * Math.max(1, Math.abs(minor))) {
    throw new RangeError(
      `rupees(${value}): not a whole number of ${unitName(segment)} (the smallest price step of segment ${segment} is ₹${1 / priceDivider(segment)})`,
    );
  }
  return whole;
}

/**
 * What is wrong with the price fields of an order given to the SDK, naming the unit: a price that is not a whole
 * number of minor units (`price: 380.5`, rupees written where paise go). Undefined when every price is whole.
 */
export function priceUnitsProblem(order: object, segment = 1): string | undefined {
  for (const field of orderPriceFields) {
    const value = (order as Record<string, unknown>)[field];
    if (typeof value !== "number" || Number.isInteger(value) || !Number.isFinite(value)) continue;
    const unit = unitName(segment);
    let hint = "";
    try {
      hint = `; for ₹${value} write rupees(${value}${segment === 1 ? "" : `, ${segment}`}) (= ${rupees(value, segment)} ${unit})`;
    } catch {
      // Not a rupee price either: the message says the unit alone.
    }
    return `${field} is in ${unit}, a whole number: ${value} is not${hint}`;
  }
  return undefined;
}
