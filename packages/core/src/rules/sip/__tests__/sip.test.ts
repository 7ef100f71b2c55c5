import { describe, expect, it } from "vitest";
import type { SipFrequency, SipStatus } from "../../../contract/sip.js";
import { istDateKey, istDayOf } from "../../marketClock.js";
import { accountBlockedMessage } from "../../trading/messages.js";
import { checkSip, minSipAmount, type SipCheckInput, sipInstalmentQuantity } from "../checks.js";
import * as t from "../messages.js";
import {
  nextSipDate,
  sipFilterTabs,
  sipRunDay,
  sipStatusChangeAllowed,
  sipStatusLabel,
} from "../schedule.js";

const sip = (frequency: SipFrequency, start_date: string, end_date: string | null = null) => ({
  frequency,
  start_date,
  end_date,
});

describe("the instalment calendar", () => {
  it.each<[string, ReturnType<typeof sip>, string, string | null]>([
    ["weekly, on its day", sip("WEEKLY", "2026-11-24"), "2026-11-24", "2026-11-24"],
    ["weekly, the next week", sip("WEEKLY", "2026-11-24"), "2026-11-25", "2026-12-01"],
    ["daily skips the weekend", sip("DAILY", "2026-11-27"), "2026-11-28", "2026-11-30"],
    ["daily runs on every trading day", sip("DAILY", "2026-11-23"), "2026-11-26", "2026-11-26"],
    ["monthly, the same date", sip("MONTHLY", "2026-10-05"), "2026-11-01", "2026-11-05"],
    [
      "monthly on the 31st runs on a short month's last day",
      sip("MONTHLY", "2026-10-31"),
      "2026-11-03",
      "2026-11-30",
    ],
    [
      "the 31st of October, a Saturday, runs on Monday 2 November",
      sip("MONTHLY", "2026-10-31"),
      "2026-11-01",
      "2026-11-02",
    ],
    ["monthly on a Saturday moves to Monday", sip("MONTHLY", "2026-10-03"), "2026-11-01", "2026-11-03"],
    ["a holiday moves it to the next trading day", sip("WEEKLY", "2026-12-18"), "2026-12-24", "2026-12-28"],
    ["none after the end date", sip("WEEKLY", "2026-11-24", "2026-12-05"), "2026-12-02", null],
    ["a start in the future", sip("MONTHLY", "2027-01-15"), "2026-11-25", "2027-01-15"],
  ])("%s", (_name, given, from, expected) => {
    expect(nextSipDate(given, from)).toBe(expected);
  });

  it("a weekend or holiday runs on the next trading day", () => {
    expect(istDateKey(sipRunDay(istDayOf("2026-12-25")))).toBe("2026-12-28");
    expect(istDateKey(sipRunDay(istDayOf("2026-11-24")))).toBe("2026-11-24");
  });
});

describe("statuses (spec 2 §4)", () => {
  it.each<[SipStatus, string]>([
    ["ACTIVE", "Active"],
    ["PAUSE", "Paused"],
    ["CANCEL", "Cancelled"],
  ])("%s shows as %s", (status, label) => expect(sipStatusLabel(status)).toBe(label));

  it("active pauses, paused resumes, any cancels; a cancelled SIP is final", () => {
    expect(sipStatusChangeAllowed("ACTIVE", "PAUSE")).toBe(true);
    expect(sipStatusChangeAllowed("PAUSE", "ACTIVE")).toBe(true);
    expect(sipStatusChangeAllowed("PAUSE", "CANCEL")).toBe(true);
    expect(sipStatusChangeAllowed("ACTIVE", "ACTIVE")).toBe(true);
    expect(sipStatusChangeAllowed("CANCEL", "ACTIVE")).toBe(false);
    expect(sipStatusChangeAllowed("CANCEL", "CANCEL")).toBe(false);
  });

  it("the filter tabs are All, Active, Cancelled, Paused", () => {
    expect(sipFilterTabs.map((tab) => tab.label)).toEqual(["All", "Active", "Cancelled", "Paused"]);
  });
});

const input = (
  over: Partial<SipCheckInput["sip"]> = {},
  more: Partial<SipCheckInput> = {},
): SipCheckInput => ({
  sip: { order_type: "QTY", order_value: 5, start_date: "2026-11-25", ...over },
  instrument: { kind: "EQ", segment: 1 },
  account: { asba: false, blockedOperations: [] },
  today: "2026-11-25",
  ...more,
});

describe("checkSip", () => {
  it.each<[string, SipCheckInput, { code: string; message: string } | undefined]>([
    ["a quantity SIP from today", input(), undefined],
    [
      "under a UPI mandate (ASBA)",
      input({}, { account: { asba: true, blockedOperations: [] } }),
      { code: "SIP-ASBA", message: t.sipAsbaBlockedMessage },
    ],
    [
      "an account blocked from placing orders",
      input({}, { account: { asba: false, blockedOperations: ["PLACE_ORDER"] } }),
      { code: "SIP-BLOCKED", message: accountBlockedMessage },
    ],
    [
      "a future contract",
      input({}, { instrument: { kind: "FUTSTK", segment: 2 } }),
      { code: "SIP-INSTRUMENT", message: t.sipCashOnlyMessage },
    ],
    [
      "a fractional quantity",
      input({ order_value: 2.5 }),
      { code: "SIP-VALUE", message: t.sipQuantityMessage },
    ],
    [
      "an amount below ₹100",
      input({ order_type: "AMOUNT", order_value: minSipAmount - 1 }),
      { code: "SIP-VALUE", message: "Enter an amount of at least ₹100.00" },
    ],
    ["an amount of ₹100", input({ order_type: "AMOUNT", order_value: minSipAmount }), undefined],
    [
      "a start in the past",
      input({ start_date: "2026-11-24" }),
      { code: "SIP-START", message: t.sipStartPastMessage },
    ],
    ["a started SIP's own start", input({ start_date: "2026-11-01" }, { started: true }), undefined],
    [
      "an end before the start",
      input({ end_date: "2026-11-20" }),
      { code: "SIP-END", message: t.sipEndBeforeStartMessage },
    ],
  ])("%s", (_name, given, expected) => {
    const problem = checkSip(given);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatchObject(expected);
  });

  it("an instalment buys its quantity, or the whole shares its amount pays for", () => {
    expect(sipInstalmentQuantity("QTY", 7, 150_000)).toBe(7);
    expect(sipInstalmentQuantity("AMOUNT", 1_000_000, 150_000)).toBe(6);
    expect(sipInstalmentQuantity("AMOUNT", 100_000, 150_000)).toBe(0);
  });

  it("the spec's texts", () => {
    expect(t.unableToCreateSipMessage).toBe("Unable to create Stock SIP.");
    expect(t.unableToUpdateSipMessage).toBe("Unable to update Stock SIP.");
    expect(t.sipUpdatedMessage).toBe("Stock SIP updated successfully.");
  });
});
