import type { BasketLineInput } from "../../contract/basket.js";
import type { OrderStatus } from "../../contract/order.js";
import { istParts } from "../marketClock.js";
import { maxOrderQuantity } from "../trading/quantityChecks.js";
import * as t from "./messages.js";

/** The most orders a basket holds (spec 2 §9: basket max 50). */
export const maxBasketOrders = 50;
/** The most orders one batch call places (spec 2 §9: batch order limit 50). */
export const basketBatchLimit = 50;
/** The fewest lines selected for a basket to be placed (spec 2 §5). */
export const minBasketSelection = 2;

/** The codes a refused basket or line is answered with. */
export type BasketProblemCode =
  | "BASKET-MAX"
  | "BASKET-FULL"
  | "BASKET-SELECTION"
  | "BASKET-PRICE"
  | "BASKET-QUANTITY"
  | "BASKET-AMO";

export interface BasketProblem {
  code: BasketProblemCode;
  message: string;
  /** The line's field at fault: quantity, price or triggerPrice. */
  field?: "quantity" | "price" | "triggerPrice" | "variety";
}

const problem = (
  code: BasketProblemCode,
  message: string,
  field?: BasketProblem["field"],
): BasketProblem => ({
  code,
  message,
  ...(field !== undefined ? { field } : {}),
});

/**
 * The default name of a new basket: 'DAY BASKET HH:mm', the time on the market clock (India) at `nowMs`
 * (spec 2 §3 'DAY BASKET time').
 */
export function defaultBasketName(nowMs: number): string {
  const { hour, minute } = istParts(nowMs);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${t.defaultBasketNamePrefix} ${two(hour)}:${two(minute)}`;
}

const positiveWhole = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value > 0;

/**
 * Whether one line may be saved and placed (spec 2 §5 Basket): no AMO, a whole quantity from 1, a price for LIMIT and
 * SL orders, a trigger for SL and SL-M. `tick` (minor units), when known, puts the price on the instrument's grid.
 */
export function checkBasketLine(
  line: Pick<BasketLineInput, "ordertype" | "quantity" | "price" | "triggerPrice" | "variety">,
  tick = 0,
): BasketProblem | undefined {
  if (line.variety === "AMO") return problem("BASKET-AMO", t.amoNotAllowedMessage, "variety");
  if (!positiveWhole(line.quantity) || line.quantity > maxOrderQuantity) {
    return problem("BASKET-QUANTITY", t.validQuantityMessage, "quantity");
  }
  const onGrid = (value: number) => tick <= 0 || value % tick === 0;
  const priced = line.ordertype === "LIMIT" || line.ordertype === "SL";
  if (priced && !(positiveWhole(line.price) && onGrid(line.price))) {
    return problem("BASKET-PRICE", t.validPriceMessage, "price");
  }
  const triggered = line.ordertype === "SL" || line.ordertype === "SL-M";
  if (triggered && !(positiveWhole(line.triggerPrice) && onGrid(line.triggerPrice))) {
    return problem("BASKET-PRICE", t.validPriceMessage, "triggerPrice");
  }
  return undefined;
}

/** Whether a basket of `count` orders may be kept: 'Max 50 orders allowed' above the maximum. */
export function checkBasketSize(count: number): BasketProblem | undefined {
  return count > maxBasketOrders
    ? problem("BASKET-MAX", t.maxOrdersAllowedMessage(maxBasketOrders))
    : undefined;
}

/**
 * How many of `adding` new lines fit in a basket holding `count` (spec 2 §5: capped by the remaining slots), and the
 * message when some or all do not: 'Reached maximum number of orders ...' for a full basket, 'Max 50 orders allowed'
 * when only part fits.
 */
export function basketRoom(count: number, adding: number): { fits: number; problem?: BasketProblem } {
  const room = Math.max(0, maxBasketOrders - count);
  if (room === 0 && adding > 0)
    return { fits: 0, problem: problem("BASKET-FULL", t.reachedMaxOrdersMessage) };
  if (adding > room) {
    return { fits: room, problem: problem("BASKET-MAX", t.maxOrdersAllowedMessage(maxBasketOrders)) };
  }
  return { fits: adding };
}

/** Whether a selection of `selected` lines may be placed: at least 2 (spec 2 §5), at most the basket's maximum. */
export function checkBasketSelection(selected: number): BasketProblem | undefined {
  if (selected < minBasketSelection) return problem("BASKET-SELECTION", t.selectTwoToPlaceMessage);
  return checkBasketSize(selected);
}

/** How a placed line ended (spec 2 §4 Basket: submit gives completed, pending and rejected orders). */
export type BasketLineStatus = "completed" | "pending" | "rejected";

/** The basket status of an order's status: complete; rejected, failed or cancelled; anything else still pending. */
export function basketLineStatus(status: OrderStatus): BasketLineStatus {
  if (status === "complete") return "completed";
  if (status === "rejected" || status === "failed" || status.startsWith("cancelled")) return "rejected";
  return "pending";
}
