import { istDateKey, istDay, istDayOf } from "@trade/core";
import type { AccountFacts } from "@trade/core/orders";
import {
  checkSip,
  nextSipDate,
  type SipCreateRequest,
  type SipFrequency,
  type SipOrderType,
  type SipProblem,
  type StockSip,
  sipQuantityMessage,
} from "@trade/core/sip";

/** What the SIP form holds, as typed: the value is shares (QTY) or rupees (AMOUNT); dates are YYYY-MM-DD. */
export interface SipDraft {
  orderType: SipOrderType;
  value: string;
  frequency: SipFrequency;
  startDate: string;
  /** Empty: the SIP runs until cancelled. */
  endDate: string;
}

/** The instrument a SIP is set on, as the checks read it. */
export interface SipInstrument {
  segment: number;
  token: number;
  kind: string;
}

/** Today in India (YYYY-MM-DD) at market time `now`. */
export const istToday = (now: number): string => istDateKey(istDay(now));

/** A new SIP's form: one share a month, from tomorrow (the first instalment runs at a session open). */
export function newSipDraft(now: number): SipDraft {
  return {
    orderType: "QTY",
    value: "1",
    frequency: "MONTHLY",
    startDate: istDateKey(istDay(now) + 1),
    endDate: "",
  };
}

/** A SIP's terms in the form, to modify them. */
export function draftOfSip(sip: StockSip): SipDraft {
  return {
    orderType: sip.order_type,
    value: sip.order_type === "QTY" ? String(sip.order_value) : String(sip.order_value / 100),
    frequency: sip.frequency,
    startDate: sip.start_date,
    endDate: sip.end_date ?? "",
  };
}

/** Shares, or paise from the rupees typed; NaN when the field is not a number. */
export function orderValueOf(draft: Pick<SipDraft, "orderType" | "value">): number {
  const typed = draft.value.trim() === "" ? Number.NaN : Number(draft.value);
  return draft.orderType === "QTY" ? typed : Math.round(typed * 100);
}

/** The create call of a draft on `instrument`. */
export function sipRequestOf(draft: SipDraft, instrument: SipInstrument): SipCreateRequest {
  return {
    exchangeSegment: instrument.segment,
    instrument_id: instrument.token,
    order_type: draft.orderType,
    order_value: orderValueOf(draft),
    frequency: draft.frequency,
    start_date: draft.startDate,
    ...(draft.endDate === "" ? {} : { end_date: draft.endDate }),
  };
}

/**
 * The first problem of a draft, from core's `checkSip` (the spec's words and ours): the account (ASBA, blocked), the
 * instrument (cash equities), the value, the dates. `started`: the draft modifies a SIP whose start has passed.
 */
export function sipDraftProblem(
  draft: SipDraft,
  instrument: Pick<SipInstrument, "kind" | "segment">,
  account: Pick<AccountFacts, "asba" | "blockedOperations">,
  today: string,
  started = false,
): SipProblem | undefined {
  const value = orderValueOf(draft);
  if (draft.orderType === "QTY" && !(value >= 1)) {
    return { code: "SIP-VALUE", message: sipQuantityMessage, field: "order_value" };
  }
  return checkSip({
    sip: {
      order_type: draft.orderType,
      order_value: Number.isNaN(value) ? 0 : value,
      start_date: draft.startDate,
      end_date: draft.endDate === "" ? null : draft.endDate,
    },
    instrument: { kind: instrument.kind as never, segment: instrument.segment },
    account,
    today,
    started,
  });
}

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ordinal = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;

/** When the instalments fall (the start date sets the weekday or the date): "Every Monday", "On the 5th of every month". */
export function sipScheduleText(frequency: SipFrequency, startDate: string): string {
  if (frequency === "DAILY") return "Every trading day";
  const day = istDayOf(startDate);
  if (Number.isNaN(day)) return "";
  const date = new Date(day * 86_400_000);
  return frequency === "WEEKLY"
    ? `Every ${weekdays[date.getUTCDay()]}`
    : `On the ${ordinal(date.getUTCDate())} of every month`;
}

/** The next `count` instalment dates on or after `from`, by core's calendar (closed days move to the next session). */
export function upcomingSipDates(
  terms: { frequency: SipFrequency; start_date: string; end_date: string | null },
  from: string,
  count = 3,
): string[] {
  if (Number.isNaN(istDayOf(terms.start_date))) return [];
  const dates: string[] = [];
  let after = from < terms.start_date ? terms.start_date : from;
  while (dates.length < count) {
    const next = nextSipDate(terms, after);
    if (next === null) break;
    dates.push(next);
    after = istDateKey(istDayOf(next) + 1);
  }
  return dates;
}

/** A date for the lists: 07 Dec 2026 (the calendar date as given, no time zone shift). */
export function formatSipDate(dateKey: string | null): string {
  if (dateKey === null) return "—";
  const day = istDayOf(dateKey);
  if (Number.isNaN(day)) return dateKey;
  return new Date(day * 86_400_000).toLocaleDateString("en-IN", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
