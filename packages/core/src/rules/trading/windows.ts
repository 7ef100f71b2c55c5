import {
  defaultMarketCalendar,
  isMarketOpen,
  isTradingDay,
  istDay,
  istInstant,
  type MarketCalendar,
  marketPhase,
  segmentSession,
} from "../marketClock.js";

/**
 * The trading area's time windows (spec 2 §4, §5, §9), in IST seconds after midnight; start inclusive, end exclusive.
 * Every window applies on trading days only (weekends and holidays are closed all day).
 *
 * - Square-off: segments 1 and 3 from 15:15, 2 from 15:20, 4 from 15:12, to the close; other segments the last 15
 *   minutes before their close (currency 16:45-17:00, commodity 23:15-23:30).
 * - AMO cut-off window (the time regular orders are taken): F&O (2, 4) 09:00-15:25, currency (13) 09:00-16:45,
 *   commodity (5, 6, 7, 11, 21) 09:00-22:45, others 09:00-15:20. An order must be an AMO when the segment's market is
 *   closed and the time is outside that window; so pre-open (09:00-09:15) takes regular orders, and the minutes between
 *   the cut-off and the close are still normal market.
 * - Stop-loss orders blocked 15:30-16:00 and the board-lot window 15:40-16:00 (equity segments 1-4).
 * - Bracket orders only in the normal market (for equity: blocked before 09:15 and 15:30-23:59).
 * - Order matching 09:08-09:15; modify and cancel blocked 08:45-09:00 and 09:08-09:15 (equity segments).
 */

/** A daily window, seconds after IST midnight; start inclusive, end exclusive. */
export interface DayWindow {
  start: number;
  end: number;
}

const hm = (hours: number, minutes: number) => hours * 3600 + minutes * 60;

/** The equity segments: NSE cash, NSE F&O, BSE cash, BSE F&O. */
export const equitySegments: readonly number[] = [1, 2, 3, 4];
export const cashSegments: readonly number[] = [1, 3];
export const equityDerivativeSegments: readonly number[] = [2, 4];
export const currencySegments: readonly number[] = [13];
export const commoditySegments: readonly number[] = [5, 6, 7, 11, 21];

export const isEquitySegment = (segment: number) => equitySegments.includes(segment);
export const isCashSegment = (segment: number) => cashSegments.includes(segment);

export const orderMatchingWindow: DayWindow = { start: hm(9, 8), end: hm(9, 15) };
export const modifyBlockedWindows: readonly DayWindow[] = [
  { start: hm(8, 45), end: hm(9, 0) },
  orderMatchingWindow,
];
export const stopLossBlockedWindow: DayWindow = { start: hm(15, 30), end: hm(16, 0) };
export const boardLotWindow: DayWindow = { start: hm(15, 40), end: hm(16, 0) };
/** Order history is recognised after 15:40 on weekdays (spec 2 §5). */
export const orderHistoryFrom = hm(15, 40);

/** The square-off window of a segment (spec 2 §9). */
export function squareOffWindow(segment: number): DayWindow {
  const close = segmentSession(segment).close;
  if (segment === 1 || segment === 3) return { start: hm(15, 15), end: close };
  if (segment === 2) return { start: hm(15, 20), end: close };
  if (segment === 4) return { start: hm(15, 12), end: close };
  return { start: close - hm(0, 15), end: close };
}

/** The AMO cut-off window of a segment (spec 2 §9): regular orders are taken inside it. */
export function amoWindow(segment: number): DayWindow {
  if (equityDerivativeSegments.includes(segment)) return { start: hm(9, 0), end: hm(15, 25) };
  if (currencySegments.includes(segment)) return { start: hm(9, 0), end: hm(16, 45) };
  if (commoditySegments.includes(segment)) return { start: hm(9, 0), end: hm(22, 45) };
  return { start: hm(9, 0), end: hm(15, 20) };
}

/** Seconds after IST midnight of `nowMs`. */
export function istSecondOfDay(nowMs: number): number {
  const day = istDay(nowMs);
  return Math.floor((nowMs - istInstant(day, 0)) / 1000);
}

/** Whether `nowMs` falls in `window` on a trading day. */
export function inWindow(
  window: DayWindow,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): boolean {
  if (!isTradingDay(istDay(nowMs), calendar)) return false;
  const second = istSecondOfDay(nowMs);
  return second >= window.start && second < window.end;
}

/** Whether intraday positions of `segment` are being squared off at `nowMs`. */
export function isSquareOffTime(
  segment: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): boolean {
  return inWindow(squareOffWindow(segment), nowMs, calendar);
}

/** When an order must be an after-market order: the market is closed and the time is outside the AMO window. */
export function isAmoTime(
  segment: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): boolean {
  if (marketPhase(segment, nowMs, calendar) !== "CLOSED") return false;
  return !inWindow(amoWindow(segment), nowMs, calendar);
}

/** The check that `nowMs` falls in `window` on a trading day, for equity segments (false for the others). */
const equityWindowCheck =
  (window: DayWindow) =>
  (segment: number, nowMs: number, calendar: MarketCalendar = defaultMarketCalendar): boolean =>
    isEquitySegment(segment) && inWindow(window, nowMs, calendar);

/** Exchange order matching (09:08-09:15) on a trading day, equity segments. */
export const isOrderMatchingTime = equityWindowCheck(orderMatchingWindow);

/** Stop-loss orders are blocked 15:30-16:00 (equity segments). */
export const isStopLossBlockedTime = equityWindowCheck(stopLossBlockedWindow);

/** The board-lot window 15:40-16:00 (equity segments). */
export const isBoardLotTime = equityWindowCheck(boardLotWindow);

/** Bracket orders are taken only in the normal market (equity: not before 09:15, not 15:30-23:59). */
export const isBracketOrderTime: (segment: number, nowMs: number, calendar?: MarketCalendar) => boolean =
  isMarketOpen;

/** Order history is recognised after 15:40 on weekdays (spec 2 §5). */
export function isOrderHistoryTime(nowMs: number): boolean {
  const weekday = (((istDay(nowMs) + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6 && istSecondOfDay(nowMs) >= orderHistoryFrom;
}
