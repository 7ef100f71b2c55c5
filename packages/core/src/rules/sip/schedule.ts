import type { SipFrequency, SipStatus } from "../../contract/sip.js";
import {
  defaultMarketCalendar,
  isTradingDay,
  istDateKey,
  istDayOf,
  type MarketCalendar,
} from "../marketClock.js";

/** The filter tabs of /orders/stock-sip (spec 2 §4) and the statuses each shows. */
export const sipFilterTabs = [
  { label: "All", statuses: ["ACTIVE", "PAUSE", "CANCEL"] },
  { label: "Active", statuses: ["ACTIVE"] },
  { label: "Cancelled", statuses: ["CANCEL"] },
  { label: "Paused", statuses: ["PAUSE"] },
] as const satisfies readonly { label: string; statuses: readonly SipStatus[] }[];

/** How the lists show a status (spec 2 §4). */
export function sipStatusLabel(status: SipStatus): "Active" | "Paused" | "Cancelled" {
  return status === "ACTIVE" ? "Active" : status === "PAUSE" ? "Paused" : "Cancelled";
}

export const sipFrequencyLabels: Record<SipFrequency, string> = {
  MONTHLY: "Monthly",
  WEEKLY: "Weekly",
  DAILY: "Daily",
};

/** The changes a status allows: active pauses, paused resumes, any but cancelled is cancelled or modified. */
export function sipStatusChangeAllowed(from: SipStatus, to: SipStatus): boolean {
  if (from === "CANCEL") return false;
  if (to === "CANCEL" || to === from) return true;
  return (from === "ACTIVE" && to === "PAUSE") || (from === "PAUSE" && to === "ACTIVE");
}

/** The k-th nominal instalment day (IST day number) of a SIP starting on `start`: +k days, weeks, or months. */
function nominalDay(frequency: SipFrequency, start: number, k: number): number {
  if (frequency === "DAILY") return start + k;
  if (frequency === "WEEKLY") return start + 7 * k;
  const first = new Date(start * 86_400_000);
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + k;
  // The same date of the month, or the month's last day when it has fewer (a SIP on the 31st runs on the 30th).
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month, Math.min(first.getUTCDate(), last)) / 86_400_000);
}

/** The trading day an instalment due on `day` runs: that day, or the next trading day after a weekend or holiday. */
export function sipRunDay(day: number, calendar: MarketCalendar = defaultMarketCalendar): number {
  let run = day;
  while (!isTradingDay(run, calendar)) run++;
  return run;
}

/**
 * The date (YYYY-MM-DD) of a SIP's first instalment on or after `from`, or null when it ends before. Daily SIPs run
 * on every trading day; weekly and monthly ones on their nominal day, moved to the next trading day when the market
 * is closed (spec 2 §4, the market calendar of rules/marketClock).
 */
export function nextSipDate(
  sip: { frequency: SipFrequency; start_date: string; end_date: string | null },
  from: string,
  calendar: MarketCalendar = defaultMarketCalendar,
): string | null {
  const start = istDayOf(sip.start_date);
  const fromDay = istDayOf(from);
  const end = sip.end_date === null ? Number.POSITIVE_INFINITY : istDayOf(sip.end_date);
  // Skip whole periods before `from` without walking them day by day.
  const period = sip.frequency === "DAILY" ? 1 : sip.frequency === "WEEKLY" ? 7 : 31;
  let k = Math.max(0, Math.floor((fromDay - start) / period) - 1);
  for (;;) {
    const due = nominalDay(sip.frequency, start, k);
    if (due > end) return null;
    const run = sipRunDay(due, calendar);
    // Two nominal days can meet on one run day (daily over a weekend): the next one on or after `from` only once.
    if (run >= fromDay && run <= end && (sip.frequency !== "DAILY" || due === run)) return istDateKey(run);
    k++;
  }
}
