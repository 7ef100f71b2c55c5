import type { Position, ProductType } from "../../contract/orders.js";
import { defaultMarketCalendar, type MarketCalendar } from "../marketClock.js";
import * as m from "./messages.js";
import { orderPadProducts } from "./orderTypes.js";
import { conversionBlockedMessage } from "./positions.js";
import { isCashSegment } from "./windows.js";

/**
 * Converting a position (spec 2 §4 Conversion, §5 cut-offs and quantity): which products it may become, its quantity
 * in the units the user types (lots outside equity, spec 2 §5), and why a conversion is refused before it is sent.
 */

type ConvertedPosition = Pick<
  Position,
  "exchangeSegment" | "productType" | "netQty" | "lotSize" | "instrumentType" | "isAdvance"
>;

/** Whether the position's quantity is typed in lots (non-equity segments, lot size above 1), else in shares. */
export function convertsInLots(position: Pick<Position, "exchangeSegment" | "lotSize">): boolean {
  return !isCashSegment(position.exchangeSegment) && position.lotSize > 1;
}

/** The open quantity in the units the user types: lots outside equity, shares in equity. */
export function openLots(position: Pick<Position, "exchangeSegment" | "lotSize" | "netQty">): number {
  const units = Math.abs(position.netQty);
  return convertsInLots(position) ? Math.floor(units / position.lotSize) : units;
}

/**
 * The products an open position may be converted to: the order pad's products for its instrument (cash: Delivery,
 * Intraday, Margin; derivatives: Carry Forward, Intraday) other than its own. None for a flat position or an advance
 * (cover or bracket) one.
 */
export function conversionProducts(position: ConvertedPosition): ProductType[] {
  if (position.netQty === 0 || position.isAdvance) return [];
  if (position.productType === "CO" || position.productType === "BO") return [];
  const kind = isCashSegment(position.exchangeSegment) ? "EQ" : position.instrumentType;
  return orderPadProducts("regular", kind).filter((product) => product !== position.productType);
}

/**
 * Why converting `lots` (lots outside equity, shares in equity) of the position to `to` is refused now, in the spec's
 * words, or undefined: a whole number above 0, at most the open quantity ('Quantity cannot be greater than {netQty}'),
 * a product the position may take, and the intraday cut-off of its segment.
 */
export function conversionProblem(
  position: ConvertedPosition,
  to: ProductType,
  lots: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): string | undefined {
  if (lots === 0) return m.zeroQuantityMessage;
  if (!Number.isInteger(lots) || lots < 0) return m.invalidQuantityMessage;
  const open = openLots(position);
  if (lots > open) return m.quantityAboveMessage(open);
  if (!conversionProducts(position).includes(to)) return m.invalidOrderAttributesMessage;
  return conversionBlockedMessage(position.productType, to, position.exchangeSegment, nowMs, calendar);
}

/** The quantity a conversion request carries for `lots` typed: units (lots × lot size outside equity). */
export function conversionQuantity(
  position: Pick<Position, "exchangeSegment" | "lotSize">,
  lots: number,
): number {
  return convertsInLots(position) ? lots * position.lotSize : lots;
}
