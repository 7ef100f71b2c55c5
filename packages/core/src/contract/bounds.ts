import * as z from "zod/mini";

/**
 * The bounds of every number a trading rule multiplies (quantities, prices, amounts), so that no product of them
 * leaves the exact integers (2^53) and no input reaches a rule as ±1e308. Wide enough for any real order: the rules
 * (rules/trading/) still answer zero, fractions, lots, freeze quantities and circuits in the spec's words.
 */
export const tradingBounds = {
  /** Units of one order or position: a crore (no exchange's freeze quantity comes near). */
  quantity: 10_000_000,
  /** A price in minor units: ₹10 crore a unit at 100 minor units a rupee, ₹1,000 at 1e7 (currency). */
  price: 10_000_000_000,
  /**
   * An amount (price × quantity, in minor units), and the most quantity × price of one order of an estimate may
   * come to: 50 such orders still add up to an exact integer of paise.
   */
  amount: 100_000_000_000_000,
} as const;

/**
 * A finite number from -max to max (or from `min`). The sign is left to the rules where the spec words the refusal
 * ('Please enter a valid quantity'); an estimate, which no rule guards, asks for `min: 0`.
 */
export const bounded = (max: number, min = -max) => z.number().check(z.gte(min), z.lte(max));

/** A quantity of units, within `tradingBounds.quantity` either side of zero (or from `min`). */
export const boundedQuantity = (min?: number) => bounded(tradingBounds.quantity, min);
/** A price in the segment's minor units, within `tradingBounds.price` (or from `min`). */
export const boundedPrice = (min?: number) => bounded(tradingBounds.price, min);
/** An amount in minor units, within `tradingBounds.amount` (or from `min`). */
export const boundedAmount = (min?: number) => bounded(tradingBounds.amount, min);

/** An estimate's order: quantity × price no more than `tradingBounds.amount` (the message names quantity). */
export const withinOrderValue = <T extends { quantity: number; price: number }>() =>
  z.refine<T>((order) => order.quantity * order.price <= tradingBounds.amount, {
    message: `quantity × price must be at most ${tradingBounds.amount} (the order's value in minor units)`,
    path: ["quantity"],
  });
