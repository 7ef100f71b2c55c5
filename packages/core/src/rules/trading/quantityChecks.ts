import * as m from "./messages.js";
import { given, type InstrumentFacts, type OrderProblem, problem } from "./orderFacts.js";
import { isCashSegment } from "./windows.js";

/** Quantity rules (spec 2 §5): whole numbers within the limits, lots outside cash, exits, slicing, disclosed quantity. */

export const maxOrderQuantity = 9_999_999;
export const maxCurrencyLots = 4000.05;
export const padSliceLimit = 20;
export const marginHelperSliceLimit = 50;
export const disclosedMinFraction = 0.1;

/** Equity instruments trade in shares; the rest (non-equity segments) in multiples of the lot size. */
const tradesInLots = (instrument: InstrumentFacts) =>
  !isCashSegment(instrument.segment) && instrument.lotSize > 1;
/** The largest quantity one order may carry: the max single transaction quantity and the freeze limit, whole lots. */
export function maxPerOrder(instrument: InstrumentFacts): number {
  const limits = [instrument.maxSingleTransactionQty, instrument.freezeQty ?? 0].filter((value) => value > 0);
  if (limits.length === 0) return 0;
  const max = Math.min(...limits);
  const lot = tradesInLots(instrument) ? instrument.lotSize : 1;
  return Math.max(lot, Math.floor(max / lot) * lot);
}

/** An exit may not exceed the absolute net quantity: 'Quantity cannot be greater than {netQty}'. */
export function checkExitQuantity(qty: number, netQty: number): OrderProblem | undefined {
  return qty > Math.abs(netQty)
    ? problem("QTY-EXIT", m.quantityAboveMessage(Math.abs(netQty)), "quantity")
    : undefined;
}

/**
 * Split a quantity into orders of at most `maxPerOrder` (full ones first, the remainder last); more than `limit`
 * orders (20 in the pad, 50 in the margin helper) is 'Max. limit reached'.
 */
export function sliceQuantity(
  quantity: number,
  maxPerOrder: number,
  limit: 20 | 50,
): number[] | OrderProblem {
  if (maxPerOrder <= 0 || quantity <= maxPerOrder) return [quantity];
  const count = Math.ceil(quantity / maxPerOrder);
  if (count > limit) return problem("SLICE-LIMIT", m.maxLimitReachedMessage, "quantity");
  const slices: number[] = Array.from({ length: count - 1 }, () => maxPerOrder);
  slices.push(quantity - maxPerOrder * (count - 1));
  return slices;
}

/** Quantity rules shared by placing and modifying. */
export function checkQuantity(quantity: number, instrument: InstrumentFacts): OrderProblem | undefined {
  if (quantity === 0) return problem("QTY-ZERO", m.zeroQuantityMessage, "quantity");
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > maxOrderQuantity) {
    return problem("QTY-INVALID", m.invalidQuantityMessage, "quantity");
  }
  if (
    instrument.segment === 13 &&
    instrument.lotSize > 0 &&
    quantity / instrument.lotSize > maxCurrencyLots
  ) {
    return problem("QTY-LOTS", m.lotSizeLessThanMessage(maxCurrencyLots), "quantity");
  }
  if (tradesInLots(instrument) && quantity % instrument.lotSize !== 0) {
    return problem("QTY-INVALID", m.invalidQuantityMessage, "quantity");
  }
  return undefined;
}

/** The disclosed quantity: at least 10 % of the quantity and at most all of it. */
export function checkDisclosed(disclosed: number | undefined, quantity: number): OrderProblem | undefined {
  if (!given(disclosed)) return undefined;
  if (disclosed > quantity) return problem("DQ-MAX", m.disclosedQuantityMaxMessage, "disclosedQuantity");
  if (disclosed < 0 || disclosed < quantity * disclosedMinFraction) {
    return problem("DQ-MIN", m.disclosedQuantityMinMessage, "disclosedQuantity");
  }
  return undefined;
}

/**
 * The quantities an order goes as: itself, or its slices when above the max per order (as `placeSliced` sends them and
 * the confirmation says); a quantity past the slice limit stays whole (the pad refuses it before this).
 */
export function orderSlices(quantity: number, instrument: InstrumentFacts): number[] {
  const sliced = sliceQuantity(quantity, maxPerOrder(instrument), padSliceLimit);
  return Array.isArray(sliced) ? sliced : [quantity];
}
