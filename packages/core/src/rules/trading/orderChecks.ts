import { isOptionKind } from "../instruments.js";
import { defaultMarketCalendar } from "../marketClock.js";
import { checkAccountGates, checkDeliverySell, checkProduct, checkT2tAndShort } from "./gateChecks.js";
import * as m from "./messages.js";
import {
  type ModificationFacts,
  type OrderProblem,
  type PlacementFacts,
  type PlacementOrder,
  problem,
} from "./orderFacts.js";
import { canModifyOrCancel } from "./orderStatuses.js";
import { isStopLossType } from "./orderTypes.js";
import { checkLegs, checkPrices, checkSlm, type PriceInput } from "./priceChecks.js";
import {
  checkDisclosed,
  checkExitQuantity,
  checkQuantity,
  maxPerOrder,
  padSliceLimit,
  sliceQuantity,
} from "./quantityChecks.js";
import { checkPlacementWindows, modifyBlockedMessage } from "./windowChecks.js";
import { isStopLossBlockedTime } from "./windows.js";

export { productAllowed, surveillanceWarning } from "./gateChecks.js";
export {
  type AccountFacts,
  type InstrumentFacts,
  type ModificationFacts,
  type OrderProblem,
  type OrderProblemCode,
  orderProblemCodes,
  type PlacementFacts,
  type PlacementOrder,
  type QuoteFacts,
  serverCodes,
} from "./orderFacts.js";
export { minTrailingStopLoss } from "./priceChecks.js";
export {
  checkExitQuantity,
  checkQuantity,
  disclosedMinFraction,
  marginHelperSliceLimit,
  maxCurrencyLots,
  maxOrderQuantity,
  maxPerOrder,
  orderSlices,
  padSliceLimit,
  sliceQuantity,
} from "./quantityChecks.js";
export { checkUnderlyingOrder, modifyBlockedMessage } from "./windowChecks.js";
export { isAmoTime } from "./windows.js";

/**
 * Order validation (spec 2 §5, §6; spec 3 ASBA and MTF/POA): pure, the clock and calendar are arguments. Each check
 * answers the first problem found, in the order below, with a code and the spec's words.
 *
 * | Code | When | Message |
 * |---|---|---|
 * | ACCOUNT-BLOCKED | blocked operations hold PLACE_ORDER or ALL | (ours) accountBlockedMessage |
 * | SEGMENT-INACTIVE | the instrument's segment is not activated | segmentActivationText (spec 1 §5) |
 * | ASBA-BLOCKED | ASBA activation or deactivation in progress | 'Trading is blocked as ASBA activation/deactivation is in progress' |
 * | ASBA-INTRADAY | ASBA registered, product MIS | 'Intraday order is not allowed as ASBA is registered' |
 * | INVALID-COMBINATION | CNC or MARGIN outside cash, NRML in cash, SL-M with cover/bracket | 'EXCHANGE: INVALID COMBINATION OF ORDER ATTRIBUTES, NO VALID ORDER PROFILE FOUND' |
 * | INTRADAY-UNAVAILABLE | MIS on a stock without intraday | (ours) |
 * | QTY-INVALID | not a whole number, negative, above 9999999, not a multiple of the lot (non-equity) | 'Please enter a valid quantity' |
 * | QTY-ZERO | quantity 0 | 'Entered quantity can not be zero' |
 * | QTY-LOTS | currency above 4000.05 lots | 'Enter lot size less than 4000.05' |
 * | QTY-EXIT | an exit above the absolute net quantity | 'Quantity cannot be greater than {netQty}' |
 * | QTY-HELD | a delivery sell above the quantity held | 'Entered quantity can not be greater than available quantity' |
 * | SLM-BLOCKED | SL-M on options / futures | 'SLM order not allowed' / 'Stop Loss Market orders are blocked by {exchange} for Futures. ...' |
 * | T2T | SL/target, cover or bracket on a T2T stock | 'Setting SL/Target not allowed' |
 * | SHORT-MARGIN | a MARGIN sell that is not an exit | (ours) |
 * | WINDOW-BLOCKED | SL 15:30-16:00; delivery limit 15:40-16:00; bracket outside normal market; new intraday in square-off | (ours) |
 * | AMO-REQUIRED | a NORMAL order at AMO time (the pad asks for the AMO confirmation) | 'The order is placed outside market hours. Please try again later.' |
 * | AMO-NOT-ALLOWED | an AMO outside AMO time | (ours) |
 * | AMO-MARKET | a market order on options as an AMO | (ours) |
 * | PRICE-REQUIRED | LIMIT or SL without a price | 'Enter a valid price to continue' |
 * | TRIGGER-REQUIRED | SL, SL-M or cover without a trigger | (ours) |
 * | TICK | a price not a whole number of minor units or not a multiple of the tick | (ours) |
 * | RMS1006 | price or trigger outside the circuit limits | 'Enter price between the range X - Y' |
 * | TRIGGER-LTP | stop-loss trigger on the wrong side of LTP (buy above, sell below) | (ours) |
 * | TRIGGER-LIMIT | buy limit below its trigger, sell limit above | (ours) |
 * | SL-ENTRY | stop-loss leg not below entry (buy) / above entry (sell) | 'Stoploss trigger price is greater than or equal to entry price' / '... less than or equal to ...' |
 * | TARGET-ENTRY | target not above entry (buy) / below (sell) | (ours) |
 * | TARGET-REQUIRED, SL-REQUIRED | bracket without target / stop-loss distance | (ours) |
 * | TRAILING-MIN | trailing stop loss below one tick | (ours) |
 * | DQ-MIN, DQ-MAX | disclosed quantity under 10% or over 100% | (ours) |
 * | T2T-SELL | selling a T2T stock beyond the shares credited to demat | (ours) |
 * | POA-REQUIRED | a delivery sell without POA, DDPI or eDIS authorisation | 'Please complete POA' |
 * | EDIS-REQUIRED | a delivery sell with POA but without DDPI or eDIS authorisation | (ours; the pad opens the delivery-instruction flow) |
 * | QTY-FREEZE | server: above the max per order (the pad slices instead) | 'Quantity cannot be greater than {max}' |
 * | SLICE-LIMIT | pad: more than 20 slices | 'Max. limit reached' |
 * | NOT-OPEN | modify/cancel of an order not in an open-type status | (ours) |
 * | QTY-FILLED | modify to a quantity not above the filled quantity | 'Please enter a valid quantity' |
 *
 * RMS1007 (price band), AB11064 (lower limit price) and RMS1011 (funds) are the server's: exported as codes for the
 * engine and the error presentation, not produced here. The checks live by seam: gateChecks (account, product,
 * delivery sells), quantityChecks, priceChecks (prices, triggers, legs) and windowChecks (windows, AMO).
 */

function isExit(order: PlacementOrder, netQty: number | undefined): boolean {
  if (netQty === undefined || netQty === 0) return false;
  return order.transactionType === "B" ? netQty < 0 : netQty > 0;
}

/**
 * Whether an order may be placed: the first problem, checked in this order: account and segment, ASBA, product and
 * instrument, quantity, order type, time windows and AMO, prices, legs, disclosed quantity, T2T and POA sells,
 * slicing. Undefined when the order may go.
 */
export function checkPlacement(facts: PlacementFacts): OrderProblem | undefined {
  const { order, instrument, quote, account, nowMs } = facts;
  const calendar = facts.calendar ?? defaultMarketCalendar;
  const sell = order.transactionType === "S";
  const exit = isExit(order, facts.netQty);

  const gate = checkAccountGates(order, instrument.segment, account) ?? checkProduct(order, instrument);
  if (gate) return gate;

  const quantity = checkQuantity(order.quantity, instrument);
  if (quantity) return quantity;
  if (exit && facts.netQty !== undefined) {
    const over = checkExitQuantity(order.quantity, facts.netQty);
    if (over) return over;
  }
  if (sell && order.productType === "CNC" && facts.heldQty !== undefined && !instrument.t2t && !exit) {
    if (order.quantity > facts.heldQty) {
      return problem("QTY-HELD", m.aboveAvailableQuantityMessage, "quantity");
    }
  }

  const kind =
    checkSlm(order.orderType, instrument) ??
    checkT2tAndShort(order, instrument, exit) ??
    checkPlacementWindows(order, instrument, exit, nowMs, calendar);
  if (kind) return kind;

  const input: PriceInput = {
    side: order.transactionType,
    productType: order.productType,
    orderType: order.orderType,
    price: order.price,
    triggerPrice: order.triggerPrice,
    instrument,
    quote,
  };
  const prices = checkPrices(input) ?? checkLegs(order, input);
  if (prices) return prices;
  const disclosed = checkDisclosed(order.disclosedQuantity, order.quantity);
  if (disclosed) return disclosed;

  if (sell && order.productType === "CNC" && !exit) {
    const delivery = checkDeliverySell(order, instrument, account, facts.heldQty);
    if (delivery) return delivery;
  }

  const max = maxPerOrder(instrument);
  if (max > 0 && order.quantity > max) {
    if (facts.mode === "server") return problem("QTY-FREEZE", m.quantityAboveMessage(max), "quantity");
    const slices = sliceQuantity(order.quantity, max, padSliceLimit);
    if (!Array.isArray(slices)) return slices;
  }
  return undefined;
}

/**
 * Whether an order may be modified: an open-type status, outside the modify block, then the placing rules for the new
 * quantity, type and prices; in edit mode the quantity may not exceed the max per order, nor fall to the filled
 * quantity.
 */
export function checkModification(facts: ModificationFacts): OrderProblem | undefined {
  const { order, change, instrument, quote, nowMs } = facts;
  const calendar = facts.calendar ?? defaultMarketCalendar;
  if (!canModifyOrCancel(order.status)) return problem("NOT-OPEN", m.notModifiableMessage);
  const blocked = modifyBlockedMessage(instrument.segment, nowMs, calendar);
  if (blocked) return problem("WINDOW-BLOCKED", blocked);

  const quantity = change.quantity ?? order.quantity;
  const bad = checkQuantity(quantity, instrument);
  if (bad) return bad;
  if (quantity <= order.filledShares) return problem("QTY-FILLED", m.invalidQuantityMessage, "quantity");
  const max = maxPerOrder(instrument);
  if (max > 0 && quantity > max) return problem("QTY-FREEZE", m.quantityAboveMessage(max), "quantity");

  const orderType = change.orderType ?? order.orderType;
  const slm = checkSlm(orderType, instrument);
  if (slm) return slm;
  if (
    change.orderType !== undefined &&
    isStopLossType(orderType) &&
    !isStopLossType(order.orderType) &&
    isStopLossBlockedTime(instrument.segment, nowMs, calendar)
  ) {
    return problem("WINDOW-BLOCKED", m.stopLossWindowMessage, "orderType");
  }
  if (order.isAMO && orderType === "MARKET" && isOptionKind(instrument.kind)) {
    return problem("AMO-MARKET", m.amoOptionsMarketMessage, "orderType");
  }
  const prices = checkPrices({
    side: order.transactionType,
    productType: order.productType,
    orderType,
    price: orderType === "MARKET" || orderType === "SL-M" ? undefined : (change.price ?? order.price),
    triggerPrice: change.triggerPrice ?? order.triggerPrice,
    instrument,
    quote,
  });
  if (prices) return prices;
  return checkDisclosed(change.disclosedQuantity, quantity);
}
