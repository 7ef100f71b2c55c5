import type { OrderType, ProductType, Side } from "../../contract/orders.js";
import { isFutureKind, isOptionKind } from "../instruments.js";
import { formatPrice } from "../price.js";
import * as m from "./messages.js";
import {
  given,
  type InstrumentFacts,
  type OrderProblem,
  type PlacementOrder,
  problem,
  type QuoteFacts,
} from "./orderFacts.js";
import { isStopLossType } from "./orderTypes.js";

/** Price rules (spec 2 §5): SL-M where allowed, price and trigger given, on the tick, inside the circuit, legs. */

/** The least trailing stop loss: one tick (a trail cannot move by less than the exchange's price step). */
export function minTrailingStopLoss(tick: number): number {
  return Math.max(tick, 1);
}

/** SL-M is blocked on options, and by the exchange on futures. */
export function checkSlm(orderType: OrderType, instrument: InstrumentFacts): OrderProblem | undefined {
  if (orderType !== "SL-M") return undefined;
  if (isOptionKind(instrument.kind)) return problem("SLM-BLOCKED", m.slmNotAllowedMessage, "orderType");
  if (isFutureKind(instrument.kind)) {
    return problem("SLM-BLOCKED", m.slmFuturesBlockedMessage(instrument.exchange), "orderType");
  }
  return undefined;
}

/** What the price rules read of an order. */
export interface PriceInput {
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
export function checkPrices(input: PriceInput): OrderProblem | undefined {
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

/** Bracket legs (distances from the entry) and the stop-loss-and-target legs (absolute prices). */
export function checkLegs(order: PlacementOrder, input: PriceInput): OrderProblem | undefined {
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
