import { isOptionKind } from "../instruments.js";
import { defaultMarketCalendar, type MarketCalendar } from "../marketClock.js";
import * as m from "./messages.js";
import { type InstrumentFacts, type OrderProblem, type PlacementOrder, problem } from "./orderFacts.js";
import { isStopLossType } from "./orderTypes.js";
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

/** Time rules (spec 2 §5, §6): the blocked windows of the day, and after-market orders. */

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

/**
 * The windows a new order must respect: stop-loss 15:30-16:00, delivery limit in the board-lot window, bracket in
 * the normal market, no new intraday in the square-off window (exits may), and AMO at AMO time only.
 */
export function checkPlacementWindows(
  order: PlacementOrder,
  instrument: Pick<InstrumentFacts, "segment" | "kind">,
  exit: boolean,
  nowMs: number,
  calendar: MarketCalendar,
): OrderProblem | undefined {
  const { segment } = instrument;
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
  if (amoTime && order.orderType === "MARKET" && isOptionKind(instrument.kind)) {
    return problem("AMO-MARKET", m.amoOptionsMarketMessage, "orderType");
  }
  return undefined;
}
