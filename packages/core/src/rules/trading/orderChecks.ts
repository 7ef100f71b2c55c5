import type { OrderStatus, OrderType, ProductType, Side } from "../../contract/orders.js";
import { defaultMarketCalendar, type MarketCalendar } from "../marketClock.js";
import { formatPrice } from "../price.js";
import { accountStatusGate, isSegmentActivated, segmentActivationText } from "./activation.js";
import * as m from "./messages.js";
import { canModifyOrCancel, isStopLossType } from "./orderTypes.js";
import {
  inWindow,
  isAmoTime,
  isBoardLotTime,
  isBracketOrderTime,
  isCashSegment,
  isEquitySegment,
  isSquareOffTime,
  isStopLossBlockedTime,
  modifyBlockedWindows,
} from "./windows.js";

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
 * engine and the error presentation, not produced here.
 */

export interface InstrumentFacts {
  segment: number;
  exchange: string;
  /** EQ, INDEX, FUTIDX, OPTIDX, FUTSTK, OPTSTK, FUTCOM, OPTFUT, FUTCUR, OPTCUR. */
  kind: string;
  symbol: string;
  lotSize: number;
  /** Tick size in minor units. */
  tick: number;
  freezeQty: number | null;
  maxSingleTransactionQty: number;
  t2t: boolean;
  /** Surveillance tags (ASM, GSM, ...); a warning, not a block. */
  surveillance: string[];
  /** false for stocks without intraday. */
  intradayAllowed?: boolean;
}

export interface QuoteFacts {
  ltp: number;
  /** 0 when the instrument has no circuit limits. */
  upperCircuit: number;
  lowerCircuit: number;
}

export interface AccountFacts {
  asba: boolean;
  asbaState?: "registered" | "activation" | "deactivation" | null;
  poa: boolean;
  ddpi: boolean;
  edisVerified?: boolean;
  /** Activated segment names (nse_cm, nse_fo, ...). */
  segments: readonly string[];
  blockedOperations: readonly string[];
}

export interface OrderProblem {
  code: string;
  message: string;
  field?: string;
}

export interface PlacementFacts {
  order: {
    transactionType: Side;
    productType: ProductType;
    orderType: OrderType;
    variety?: "NORMAL" | "AMO";
    quantity: number;
    price?: number;
    triggerPrice?: number;
    disclosedQuantity?: number;
    squareOff?: number;
    stopLoss?: number;
    trailingStopLoss?: number;
    stopLossTriggerPrice?: number;
    stopLossPrice?: number;
    targetTriggerPrice?: number;
    targetPrice?: number;
    /** A scheduled order is sent at its time: the AMO checks do not apply. */
    scheduledOrder?: unknown;
  };
  instrument: InstrumentFacts;
  quote: QuoteFacts;
  account: AccountFacts;
  nowMs: number;
  calendar?: MarketCalendar;
  /** Delivery quantity the client holds (for CNC sells); absent skips the held and T2T sell checks. */
  heldQty?: number;
  /**
   * Net quantity of the position in the same product, when the order is an exit of it: the exit may not exceed it,
   * and exits are allowed where new positions are not (square-off window, MARGIN sells).
   */
  netQty?: number;
  /** pad (default): quantities above the max per order are sliced (at most 20); server: refused. */
  mode?: "pad" | "server";
}

/** Codes the server answers with; not produced by the checks here. */
export const serverCodes = {
  priceRange: "RMS1006",
  priceBand: "RMS1007",
  lowerLimitPrice: "AB11064",
  funds: "RMS1011",
};

export const maxOrderQuantity = 9_999_999;
export const maxCurrencyLots = 4000.05;
export const padSliceLimit = 20;
export const marginHelperSliceLimit = 50;
export const disclosedMinFraction = 0.1;

const problem = (code: string, message: string, field?: string): OrderProblem =>
  field === undefined ? { code, message } : { code, message, field };

const isOption = (kind: string) => kind.startsWith("OPT");
const isFuture = (kind: string) => kind.startsWith("FUT");
/** Equity instruments trade in shares; the rest (non-equity segments) in multiples of the lot size. */
const tradesInLots = (instrument: InstrumentFacts) =>
  !isCashSegment(instrument.segment) && instrument.lotSize > 1;
const given = (value: number | undefined): value is number => value !== undefined && value !== 0;

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

/** The modify/cancel block (08:45-09:00 and 09:08-09:15, equity segments) as its message, else undefined. */
export function modifyBlockedMessage(
  segment: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): string | undefined {
  if (!isEquitySegment(segment)) return undefined;
  return modifyBlockedWindows.some((window) => inWindow(window, nowMs, calendar))
    ? m.modifyBlockedText
    : undefined;
}

/** Underlying orders are taken during market hours only. */
export function checkUnderlyingOrder(
  segment: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): OrderProblem | undefined {
  return isAmoTime(segment, nowMs, calendar) ? problem("AMO-UNDERLYING", m.underlyingAmoMessage) : undefined;
}

/** The surveillance warning (ASM/GSM, cautionary) of an instrument, or undefined. */
export function surveillanceWarning(instrument: Pick<InstrumentFacts, "surveillance">): string | undefined {
  return instrument.surveillance.length > 0 ? m.surveillanceMessage(instrument.surveillance) : undefined;
}

/** The least trailing stop loss: one tick (a trail cannot move by less than the exchange's price step). */
export function minTrailingStopLoss(tick: number): number {
  return Math.max(tick, 1);
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

function checkSlm(orderType: OrderType, instrument: InstrumentFacts): OrderProblem | undefined {
  if (orderType !== "SL-M") return undefined;
  if (isOption(instrument.kind)) return problem("SLM-BLOCKED", m.slmNotAllowedMessage, "orderType");
  if (isFuture(instrument.kind)) {
    return problem("SLM-BLOCKED", m.slmFuturesBlockedMessage(instrument.exchange), "orderType");
  }
  return undefined;
}

interface PriceInput {
  side: Side;
  productType: ProductType;
  orderType: OrderType;
  price: number | undefined;
  triggerPrice: number | undefined;
  instrument: InstrumentFacts;
  quote: QuoteFacts;
}

function checkPriceValue(value: number, field: string, input: PriceInput): OrderProblem | undefined {
  const { tick, segment } = input.instrument;
  if (!Number.isInteger(value) || (tick > 0 && value % tick !== 0)) {
    return problem("TICK", m.tickSizeMessage(formatPrice(tick, segment)), field);
  }
  const { lowerCircuit, upperCircuit } = input.quote;
  if (upperCircuit > 0 && (value < lowerCircuit || value > upperCircuit)) {
    return problem(
      "RMS1006",
      m.priceRangeMessage(formatPrice(lowerCircuit, segment), formatPrice(upperCircuit, segment)),
      field,
    );
  }
  return undefined;
}

/** Price and trigger rules shared by placing and modifying (spec 2 §5). */
function checkPrices(input: PriceInput): OrderProblem | undefined {
  const { side, orderType, productType, price, triggerPrice, quote } = input;
  const needsPrice = orderType === "LIMIT" || orderType === "SL";
  const needsTrigger = isStopLossType(orderType) || productType === "CO";
  if (needsPrice && !(price !== undefined && price > 0)) {
    return problem("PRICE-REQUIRED", m.enterValidPriceMessage, "price");
  }
  if (needsTrigger && !(triggerPrice !== undefined && triggerPrice > 0)) {
    return problem("TRIGGER-REQUIRED", m.enterValidTriggerPriceMessage, "triggerPrice");
  }
  if (needsPrice && price !== undefined) {
    const bad = checkPriceValue(price, "price", input);
    if (bad) return bad;
  }
  if (needsTrigger && triggerPrice !== undefined) {
    const bad = checkPriceValue(triggerPrice, "triggerPrice", input);
    if (bad) return bad;
  }
  const buy = side === "B";
  if (isStopLossType(orderType) && triggerPrice !== undefined) {
    if (quote.ltp > 0 && (buy ? triggerPrice <= quote.ltp : triggerPrice >= quote.ltp)) {
      return problem(
        "TRIGGER-LTP",
        buy ? m.triggerAboveLtpMessage : m.triggerBelowLtpMessage,
        "triggerPrice",
      );
    }
    if (orderType === "SL" && price !== undefined && (buy ? price < triggerPrice : price > triggerPrice)) {
      return problem(
        "TRIGGER-LIMIT",
        buy ? m.triggerAboveLimitMessage : m.triggerBelowLimitMessage,
        "triggerPrice",
      );
    }
  }
  if (productType === "CO" && triggerPrice !== undefined) {
    const entry = orderType === "MARKET" ? quote.ltp : (price ?? 0);
    if (entry > 0 && (buy ? triggerPrice >= entry : triggerPrice <= entry)) {
      return problem(
        "SL-ENTRY",
        buy ? m.stoplossTriggerAboveEntryMessage : m.stoplossTriggerBelowEntryMessage,
        "triggerPrice",
      );
    }
  }
  return undefined;
}

type Placement = PlacementFacts["order"];

/** Bracket legs (distances from the entry) and the stop-loss-and-target legs (absolute prices). */
function checkLegs(order: Placement, input: PriceInput): OrderProblem | undefined {
  const { tick, segment } = input.instrument;
  if (order.productType === "BO") {
    if (!(order.squareOff !== undefined && order.squareOff > 0)) {
      return problem("TARGET-REQUIRED", m.targetRequiredMessage, "squareOff");
    }
    if (!(order.stopLoss !== undefined && order.stopLoss > 0)) {
      return problem("SL-REQUIRED", m.stoplossRequiredMessage, "stopLoss");
    }
    for (const [field, value] of [
      ["squareOff", order.squareOff],
      ["stopLoss", order.stopLoss],
    ] as const) {
      if (!Number.isInteger(value) || (tick > 0 && value % tick !== 0)) {
        return problem("TICK", m.tickSizeMessage(formatPrice(tick, segment)), field);
      }
    }
  }
  if (given(order.trailingStopLoss)) {
    const minimum = minTrailingStopLoss(tick);
    if (order.trailingStopLoss < minimum) {
      return problem(
        "TRAILING-MIN",
        m.trailingStopLossMinMessage(formatPrice(minimum, segment)),
        "trailingStopLoss",
      );
    }
    if (tick > 0 && order.trailingStopLoss % tick !== 0) {
      return problem("TICK", m.tickSizeMessage(formatPrice(tick, segment)), "trailingStopLoss");
    }
  }
  const buy = order.transactionType === "B";
  const entry =
    order.orderType === "MARKET" || order.orderType === "SL-M" ? input.quote.ltp : (order.price ?? 0);
  const ltp = input.quote.ltp;
  for (const field of [
    "stopLossTriggerPrice",
    "stopLossPrice",
    "targetTriggerPrice",
    "targetPrice",
  ] as const) {
    const value = order[field];
    if (given(value)) {
      const bad = checkPriceValue(value, field, input);
      if (bad) return bad;
    }
  }
  if (given(order.stopLossTriggerPrice)) {
    const trigger = order.stopLossTriggerPrice;
    if (
      (entry > 0 && (buy ? trigger >= entry : trigger <= entry)) ||
      (ltp > 0 && (buy ? trigger >= ltp : trigger <= ltp))
    ) {
      return problem(
        "SL-ENTRY",
        buy ? m.stoplossTriggerAboveEntryMessage : m.stoplossTriggerBelowEntryMessage,
        "stopLossTriggerPrice",
      );
    }
    // The stop-loss leg is an order of the other side: a sell's limit at or below its trigger, a buy's at or above.
    if (given(order.stopLossPrice) && (buy ? order.stopLossPrice > trigger : order.stopLossPrice < trigger)) {
      return problem(
        "TRIGGER-LIMIT",
        buy ? m.triggerBelowLimitMessage : m.triggerAboveLimitMessage,
        "stopLossPrice",
      );
    }
  }
  if (given(order.targetTriggerPrice)) {
    const trigger = order.targetTriggerPrice;
    if (
      (entry > 0 && (buy ? trigger <= entry : trigger >= entry)) ||
      (ltp > 0 && (buy ? trigger <= ltp : trigger >= ltp))
    ) {
      return problem(
        "TARGET-ENTRY",
        buy ? m.targetBelowEntryMessage : m.targetAboveEntryMessage,
        "targetTriggerPrice",
      );
    }
  }
  return undefined;
}

function checkDisclosed(disclosed: number | undefined, quantity: number): OrderProblem | undefined {
  if (!given(disclosed)) return undefined;
  if (disclosed > quantity) return problem("DQ-MAX", m.disclosedQuantityMaxMessage, "disclosedQuantity");
  if (disclosed < 0 || disclosed < quantity * disclosedMinFraction) {
    return problem("DQ-MIN", m.disclosedQuantityMinMessage, "disclosedQuantity");
  }
  return undefined;
}

function checkCombination(order: Placement, instrument: InstrumentFacts): OrderProblem | undefined {
  const cash = isCashSegment(instrument.segment);
  const wrong =
    ((order.productType === "CNC" || order.productType === "MARGIN") && !cash) ||
    (order.productType === "NRML" && cash) ||
    ((order.productType === "CO" || order.productType === "BO") && order.orderType === "SL-M");
  return wrong ? problem("INVALID-COMBINATION", m.invalidOrderAttributesMessage, "productType") : undefined;
}

function isExit(order: Placement, netQty: number | undefined): boolean {
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
  const { segment } = instrument;
  const sell = order.transactionType === "S";
  const exit = isExit(order, facts.netQty);

  if (accountStatusGate(account.blockedOperations, "PLACE_ORDER") === "blocked") {
    return problem("ACCOUNT-BLOCKED", m.accountBlockedMessage);
  }
  if (!isSegmentActivated(segment, account.segments)) {
    return problem("SEGMENT-INACTIVE", segmentActivationText(segment));
  }
  if (account.asbaState === "activation") return problem("ASBA-BLOCKED", m.asbaActivationMessage);
  if (account.asbaState === "deactivation") return problem("ASBA-BLOCKED", m.asbaDeactivationMessage);
  const asbaRegistered = account.asba || account.asbaState === "registered";
  if (asbaRegistered && order.productType === "MIS") {
    return problem("ASBA-INTRADAY", m.asbaIntradayMessage, "productType");
  }
  const combination = checkCombination(order, instrument);
  if (combination) return combination;
  if (order.productType === "MIS" && instrument.intradayAllowed === false) {
    return problem("INTRADAY-UNAVAILABLE", m.intradayUnavailableMessage, "productType");
  }

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

  const slm = checkSlm(order.orderType, instrument);
  if (slm) return slm;
  const slTarget =
    order.productType === "CO" ||
    order.productType === "BO" ||
    given(order.stopLossTriggerPrice) ||
    given(order.targetTriggerPrice);
  if (instrument.t2t && slTarget) return problem("T2T", m.setSlTargetNotAllowedMessage);
  if (sell && order.productType === "MARGIN" && !exit) {
    return problem("SHORT-MARGIN", m.shortSellMarginMessage, "productType");
  }

  if (isStopLossType(order.orderType) && isStopLossBlockedTime(segment, nowMs, calendar)) {
    return problem("WINDOW-BLOCKED", m.stopLossWindowMessage, "orderType");
  }
  if (
    order.productType === "CNC" &&
    order.orderType === "LIMIT" &&
    order.variety !== "AMO" &&
    isCashSegment(segment) &&
    isBoardLotTime(segment, nowMs, calendar)
  ) {
    return problem("WINDOW-BLOCKED", m.boardLotWindowMessage, "orderType");
  }
  if (order.productType === "BO" && !isBracketOrderTime(segment, nowMs, calendar)) {
    return problem("WINDOW-BLOCKED", m.bracketWindowMessage, "productType");
  }
  if (order.productType === "MIS" && !exit && isSquareOffTime(segment, nowMs, calendar)) {
    return problem("WINDOW-BLOCKED", m.squareOffWindowMessage, "productType");
  }
  const amoTime = order.scheduledOrder === undefined && isAmoTime(segment, nowMs, calendar);
  if (amoTime && order.variety !== "AMO") return problem("AMO-REQUIRED", m.outsideMarketHoursMessage);
  if (!amoTime && order.variety === "AMO" && order.scheduledOrder === undefined)
    return problem("AMO-NOT-ALLOWED", m.amoNotAllowedMessage);
  if (amoTime && order.orderType === "MARKET" && isOption(instrument.kind)) {
    return problem("AMO-MARKET", m.amoOptionsMarketMessage, "orderType");
  }

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
    if (instrument.t2t && facts.heldQty !== undefined) {
      if (facts.heldQty <= 0) return problem("T2T-SELL", m.t2tSellNoneHeldMessage, "quantity");
      if (order.quantity > facts.heldQty)
        return problem("T2T-SELL", m.t2tSellCreditedOnlyMessage, "quantity");
    }
    // DDPI or an eDIS authorisation lets a delivery sell through. A POA without DDPI must pass the delivery-instruction
    // verification first (spec 3 §5); a client with neither must complete POA (spec 2 §5).
    if (isCashSegment(segment) && !account.ddpi && account.edisVerified !== true) {
      return account.poa
        ? problem("EDIS-REQUIRED", m.deliveryVerificationMessage)
        : problem("POA-REQUIRED", m.completePoaMessage);
    }
  }

  const max = maxPerOrder(instrument);
  if (max > 0 && order.quantity > max) {
    if (facts.mode === "server") return problem("QTY-FREEZE", m.quantityAboveMessage(max), "quantity");
    const slices = sliceQuantity(order.quantity, max, padSliceLimit);
    if (!Array.isArray(slices)) return slices;
  }
  return undefined;
}

export interface ModificationFacts {
  order: {
    status: OrderStatus;
    orderType: OrderType;
    transactionType: Side;
    productType: ProductType;
    quantity: number;
    filledShares: number;
    price: number;
    triggerPrice: number;
    isAMO: boolean;
  };
  change: {
    quantity?: number;
    price?: number;
    triggerPrice?: number;
    orderType?: OrderType;
    disclosedQuantity?: number;
  };
  instrument: InstrumentFacts;
  quote: QuoteFacts;
  nowMs: number;
  calendar?: MarketCalendar;
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
  if (order.isAMO && orderType === "MARKET" && isOption(instrument.kind)) {
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
