/**
 * The market clock (spec 2 §4-§9, spec 1 §9): IST wall time and the trading sessions of each market segment.
 * Pure functions: every one takes `nowMs` (epoch milliseconds) and an optional calendar; none reads a clock.
 *
 * Sessions (IST, UTC+05:30):
 * - equity cash and F&O (segments 1 NSE cash, 2 NSE F&O, 3 BSE cash, 4 BSE F&O): pre-open (order entry)
 *   09:00 to 09:08, order matching 09:08 to 09:15, normal market 09:15 to 15:30, closed otherwise;
 * - currency (13): 09:00 to 17:00;
 * - commodity (5 MCX, 7 NCDEX, 11 MCX F&O, 21 NSE commodity): 09:00 to 23:30;
 * - any other segment follows the equity session.
 * Saturdays, Sundays and the calendar's holidays are closed for every segment. Start times are inclusive, end times
 * exclusive: 09:15:00 is normal market, 15:30:00 is closed.
 */

/** IST is UTC+05:30. */
export const istOffsetMs = 19_800_000;
const dayMs = 86_400_000;

export type MarketPhase = "PRE_OPEN" | "ORDER_MATCHING" | "NORMAL" | "CLOSED";

/** One segment's trading day, in seconds after IST midnight. */
export interface SegmentSession {
  /** Pre-open order entry starts (equal to `open` where there is no pre-open). */
  preOpen: number;
  /** Order matching (the call auction) starts; equal to `open` where there is none. */
  matching: number;
  /** Normal market opens. */
  open: number;
  /** Normal market closes (exclusive). */
  close: number;
}

const hm = (hours: number, minutes: number) => hours * 3600 + minutes * 60;

export const equitySession: SegmentSession = {
  preOpen: hm(9, 0),
  matching: hm(9, 8),
  open: hm(9, 15),
  close: hm(15, 30),
};
export const currencySession: SegmentSession = {
  preOpen: hm(9, 0),
  matching: hm(9, 0),
  open: hm(9, 0),
  close: hm(17, 0),
};
export const commoditySession: SegmentSession = {
  preOpen: hm(9, 0),
  matching: hm(9, 0),
  open: hm(9, 0),
  close: hm(23, 30),
};

const commoditySegments = new Set([5, 7, 11, 21]);

/** The session of a market segment. */
export function segmentSession(segment: number): SegmentSession {
  if (segment === 13) return currencySession;
  if (commoditySegments.has(segment)) return commoditySession;
  return equitySession;
}

/** Trading holidays as IST dates (YYYY-MM-DD). Weekends are always closed and need not be listed. */
export interface MarketCalendar {
  holidays: ReadonlySet<string>;
}

/**
 * Exchange trading holidays that fall on weekdays (a short list, not the exchanges' full circular): the national
 * holidays of 2025 and 2026 and the NSE 2025 list. Every segment is closed on them.
 */
export const marketHolidays: readonly string[] = [
  "2025-02-26",
  "2025-03-14",
  "2025-03-31",
  "2025-04-10",
  "2025-04-14",
  "2025-04-18",
  "2025-05-01",
  "2025-08-15",
  "2025-08-27",
  "2025-10-02",
  "2025-10-21",
  "2025-10-22",
  "2025-11-05",
  "2025-12-25",
  "2026-01-26",
  "2026-05-01",
  "2026-10-02",
  "2026-12-25",
];

export const defaultMarketCalendar: MarketCalendar = { holidays: new Set(marketHolidays) };

/** IST wall-clock parts of an instant. `weekday` 0 is Sunday; `day` is the IST day number (days since 1970-01-01). */
export interface IstParts {
  year: number;
  month: number;
  date: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
  /** Seconds after IST midnight. */
  secondOfDay: number;
  /** Days since 1970-01-01 (IST dates). */
  day: number;
  /** YYYY-MM-DD. */
  dateKey: string;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** IST wall-clock parts of `nowMs`. */
export function istParts(nowMs: number): IstParts {
  const shifted = nowMs + istOffsetMs;
  const day = Math.floor(shifted / dayMs);
  const msOfDay = shifted - day * dayMs;
  const secondOfDay = Math.floor(msOfDay / 1000);
  const d = new Date(day * dayMs);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const date = d.getUTCDate();
  return {
    year,
    month,
    date,
    weekday: d.getUTCDay(),
    hour: Math.floor(secondOfDay / 3600),
    minute: Math.floor(secondOfDay / 60) % 60,
    second: secondOfDay % 60,
    secondOfDay,
    day,
    dateKey: `${year}-${pad(month)}-${pad(date)}`,
  };
}

/** The IST day number (days since 1970-01-01) of `nowMs`. */
export function istDay(nowMs: number): number {
  return Math.floor((nowMs + istOffsetMs) / dayMs);
}

/**
 * IST on a 24-hour clock. `hourCycle: "h23"`, not `hour12: false`, which en-IN takes as h24 and so writes the hour
 * after midnight as 24 ("24:05").
 */
const istClock = { hourCycle: "h23", timeZone: "Asia/Kolkata" } as const;

/** A formatter of IST times, its `Intl.DateTimeFormat` made on first use (costly to make; many scripts never use it). */
function istFormat(options: Intl.DateTimeFormatOptions): (ms: number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (ms) => {
    format ??= new Intl.DateTimeFormat("en-IN", { ...options, ...istClock });
    return format.format(ms);
  };
}

/** Day, month and time of day in IST, 24-hour ("24 Nov, 10:30"): notifications, lists, intraday chart labels. */
export const formatIstDayTime: (ms: number) => string = /* @__PURE__ */ istFormat({
  day: "2-digit",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** Date and time in IST with seconds, 24-hour ("24/11/2026, 10:30:05"): the details dialogs, the account's sessions. */
export const formatIstDateTime: (ms: number) => string = /* @__PURE__ */ istFormat({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Time of day in IST with seconds, 24-hour ("10:30:05"): the orders table's time column. */
export const formatIstTime: (ms: number) => string = /* @__PURE__ */ istFormat({
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** YYYY-MM-DD of an IST day number. */
export function istDateKey(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The IST day number of YYYY-MM-DD. */
export function istDayOf(dateKey: string): number {
  return Math.floor(Date.parse(`${dateKey}T00:00:00Z`) / dayMs);
}

/** Epoch milliseconds of `secondOfDay` seconds after IST midnight of day number `day`. */
export function istInstant(day: number, secondOfDay: number): number {
  return day * dayMs + secondOfDay * 1000 - istOffsetMs;
}

const holidayDays = new WeakMap<ReadonlySet<string>, Set<number>>();

/** Whether IST day number `day` is a trading day: a weekday that is not a holiday. */
export function isTradingDay(day: number, calendar: MarketCalendar = defaultMarketCalendar): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  if (weekday === 0 || weekday === 6) return false;
  let days = holidayDays.get(calendar.holidays);
  if (days === undefined || days.size !== calendar.holidays.size) {
    days = new Set([...calendar.holidays].map(istDayOf));
    holidayDays.set(calendar.holidays, days);
  }
  return !days.has(day);
}

/** The nearest trading day at or before `day` (`offset` trading days earlier when offset > 0). */
export function tradingDayOnOrBefore(
  day: number,
  calendar: MarketCalendar = defaultMarketCalendar,
  offset = 0,
): number {
  let d = day;
  while (!isTradingDay(d, calendar)) d -= 1;
  for (let i = 0; i < offset; i += 1) {
    d -= 1;
    while (!isTradingDay(d, calendar)) d -= 1;
  }
  return d;
}

/** The nearest trading day strictly after `day`. */
export function nextTradingDay(day: number, calendar: MarketCalendar = defaultMarketCalendar): number {
  let d = day + 1;
  while (!isTradingDay(d, calendar)) d += 1;
  return d;
}

/** The market phase of `segment` at `nowMs`. */
export function marketPhase(
  segment: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): MarketPhase {
  const day = istDay(nowMs);
  if (!isTradingDay(day, calendar)) return "CLOSED";
  const second = Math.floor((nowMs - istInstant(day, 0)) / 1000);
  const session = segmentSession(segment);
  if (second < session.preOpen || second >= session.close) return "CLOSED";
  if (second >= session.open) return "NORMAL";
  if (second >= session.matching) return "ORDER_MATCHING";
  return "PRE_OPEN";
}

/** Whether the normal market of `segment` is open at `nowMs` (pre-open and order matching are not). */
export function isMarketOpen(
  segment: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): boolean {
  return marketPhase(segment, nowMs, calendar) === "NORMAL";
}

const nextSessionEdgeOf =
  (edge: "open" | "close") =>
  (segment: number, nowMs: number, calendar: MarketCalendar = defaultMarketCalendar): number =>
    nextSessionEdge(segment, nowMs, edge, calendar);

/** Epoch ms of the next normal-market open of `segment` strictly after `nowMs`. */
export const nextOpen = nextSessionEdgeOf("open");

/** Epoch ms of the next normal-market close of `segment` strictly after `nowMs`. */
export const nextClose = nextSessionEdgeOf("close");

function nextSessionEdge(
  segment: number,
  nowMs: number,
  edge: "open" | "close",
  calendar: MarketCalendar,
): number {
  const at = segmentSession(segment)[edge];
  const today = istDay(nowMs);
  if (isTradingDay(today, calendar) && istInstant(today, at) > nowMs) return istInstant(today, at);
  return istInstant(nextTradingDay(today, calendar), at);
}

/** Normal-market open and close (epoch ms) of `segment` on IST day number `day` (whether or not it trades). */
export function sessionBounds(segment: number, day: number): { open: number; close: number } {
  const session = segmentSession(segment);
  return { open: istInstant(day, session.open), close: istInstant(day, session.close) };
}
