import type { ProductType, Side } from "../../contract/orders.js";
import {
  type InstrumentKind,
  isEquityCashKind,
  isEquityDerivativeKind,
  isOptionKind,
} from "../instruments.js";
import { priceDivider } from "../price.js";
import { isCoverOrBracket } from "./orderFilter.js";

export { isEquityCashKind, isFutureKind, isOptionKind } from "../instruments.js";

/**
 * Margins (the spec leaves the risk model "not shown"; ours is in docs/decisions.md, "Margins"). A flat percentage of
 * the order's value by instrument kind and product, like a retail broker's simplified span: the sandbox blocks it, the
 * margin helper and the order pad show it, from this one table.
 *
 * | kind                    | CNC  | MIS  | NRML | MARGIN | CO / BO |
 * |-------------------------|------|------|------|--------|---------|
 * | equity (EQ)             | 100  | 20   | —    | 25     | 10      |
 * | equity futures          | —    | 7.5  | 15   | 15     | 5       |
 * | commodity, currency fut.| —    | 5    | 10   | 10     | 5       |
 * | option bought           | premium (100 % of the value), whatever the product              |
 * | option sold             | the future's rate on the strike's value, plus the premium       |
 *
 * A sell of delivery stock (CNC) needs no margin: the shares held back it. An order that only reduces a position
 * needs none either (see `incrementalQuantity`).
 */

export interface MarginInstrument {
  segment: number;
  kind: InstrumentKind;
  /** Quotation units per quantity unit (commodity and currency lots), else 1. */
  multiplier: number;
  /** Strike in minor units (options). */
  strike?: number | null;
}

/** Margin in percent of the value for an exposure-increasing order; undefined where the product does not apply. */
export function marginPercent(product: ProductType, kind: InstrumentKind, side: Side): number | undefined {
  if (isEquityCashKind(kind)) {
    if (product === "CNC") return side === "B" ? 100 : 0;
    if (product === "MIS") return 20;
    if (product === "MARGIN") return 25;
    if (isCoverOrBracket(product)) return 10;
    return undefined;
  }
  if (product === "CNC") return undefined;
  const full = isEquityDerivativeKind(kind) ? 15 : 10;
  if (product === "MIS") return full / 2;
  if (isCoverOrBracket(product)) return 5;
  return full;
}

/** Value of `quantity` at `price` (minor units) in paise: price × quantity × multiplier, converted by the divider. */
export function valuePaise(price: number, quantity: number, instrument: MarginInstrument): number {
  return Math.round((price * quantity * instrument.multiplier * 100) / priceDivider(instrument.segment));
}

/** Margin in paise for an order (or open position) that adds `quantity` of exposure at `price`. Rounded up. */
export function requiredMargin(
  order: { product: ProductType; side: Side; quantity: number; price: number },
  instrument: MarginInstrument,
): number {
  if (order.quantity <= 0) return 0;
  const value = valuePaise(order.price, order.quantity, instrument);
  if (isOptionKind(instrument.kind)) {
    if (order.side === "B") return value;
    const strikeValue = valuePaise(instrument.strike ?? order.price, order.quantity, instrument);
    const percent = marginPercent(order.product === "CNC" ? "NRML" : order.product, "FUTIDX", "S") ?? 15;
    return Math.ceil((strikeValue * percent) / 100) + value;
  }
  const percent = marginPercent(order.product, instrument.kind, order.side);
  if (percent === undefined) return value;
  return Math.ceil((value * percent) / 100);
}

/**
 * The part of an order that adds exposure: a sell against a long position (or a buy against a short one) of the same
 * product closes first and needs no margin for the closing part.
 */
export function incrementalQuantity(side: Side, quantity: number, netQty: number): number {
  const closing = side === "B" ? Math.max(0, -netQty) : Math.max(0, netQty);
  return Math.max(0, quantity - closing);
}

/** Leverage (times) for a product on an instrument kind: 100 / margin percent. */
export function leverageOf(product: ProductType, kind: InstrumentKind, side: Side): number {
  const percent = isOptionKind(kind) && side === "B" ? 100 : marginPercent(product, kind, side);
  if (percent === undefined || percent === 0) return 1;
  return Math.round((100 / percent) * 100) / 100;
}
