import { describe, expect, it } from "vitest";
import { istDayOf, istInstant } from "../../marketClock.js";
import { collateralOf, mtfBuyingPower, mtfCycleOf, mtfFunded, mtfInterest } from "../../mtf/interest.js";
import {
  isPledgeOpen,
  isPledgeWindowOpen,
  pledgeLapsesAt,
  pledgeNotificationOf,
  pledgeStatusText,
} from "../index.js";

const at = (hh: number, mm = 0) => istInstant(istDayOf("2026-11-24"), hh * 3600 + mm * 60);

describe("pledge statuses (spec 3 §4)", () => {
  it.each([
    [201, "Pledge Status Awaiting"],
    [207, "Pledge Status Awaiting"],
    [203, "Pledge Pending"],
    [204, "Pledged"],
    [205, "Cancelled"],
    [100, "Partially Pledged"],
  ])("%i is %s", (code, text) => {
    expect(pledgeStatusText("PLEDGE", code)).toBe(text);
  });

  it("only awaiting and pending requests still move", () => {
    expect([201, 207, 203, 204, 205, 100].filter(isPledgeOpen)).toEqual([201, 207, 203]);
  });

  it.each([
    [201, "Unpledge Pending", "warning"],
    [204, "Margin Updated", "success"],
    [205, "Pledge Cancelled", "error"],
    [206, "Unpledge Cancelled", "error"],
    [209, "Pledge Overdue", "error"],
    [207, "Pledge OTP authenticated", "warning"],
  ])("notification %i is %s (%s)", (code, title, tone) => {
    expect(pledgeNotificationOf(code)).toMatchObject({ title, tone });
  });
});

describe("the pledging window (spec 3 §5, §9)", () => {
  it("is open from 07:30 to 22:00 IST", () => {
    expect(isPledgeWindowOpen(at(7, 29))).toBe(false);
    expect(isPledgeWindowOpen(at(7, 30))).toBe(true);
    expect(isPledgeWindowOpen(at(21, 59))).toBe(true);
    expect(isPledgeWindowOpen(at(22, 0))).toBe(false);
    expect(isPledgeWindowOpen(at(2, 0))).toBe(false);
  });

  it("an awaiting pledge lapses at 21:00, or at 22:00 when made after 21:00", () => {
    expect(pledgeLapsesAt(at(10, 15))).toBe(at(21, 0));
    expect(pledgeLapsesAt(at(21, 10))).toBe(at(22, 0));
  });
});

describe("Pay Later arithmetic (spec 3 §9), in paise", () => {
  it("funds all but a quarter, charges 0.041 % a day, buys 4X", () => {
    expect(mtfFunded(100_000_00)).toBe(75_000_00);
    expect(mtfInterest(75_000_00, 1)).toBe(3075);
    expect(mtfInterest(75_000_00, 3)).toBe(9225);
    expect(mtfBuyingPower(25_000_00)).toBe(100_000_00);
    expect(mtfBuyingPower(-5)).toBe(0);
    expect(collateralOf(10_000_00)).toBe(8_000_00);
  });

  it("bills in cycles of the 1st to the 15th and the 16th to the month's end", () => {
    expect(mtfCycleOf("2026-11-15")).toBe("2026-11-01");
    expect(mtfCycleOf("2026-11-16")).toBe("2026-11-16");
    expect(mtfCycleOf("2026-11-30")).toBe("2026-11-16");
  });
});
