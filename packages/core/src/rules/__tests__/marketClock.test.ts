import { describe, expect, it } from "vitest";
import {
  formatIstDateTime,
  formatIstDayTime,
  formatIstTime,
  isMarketOpen,
  isTradingDay,
  istDateKey,
  istDayOf,
  istInstant,
  istParts,
  type MarketPhase,
  marketPhase,
  nextClose,
  nextOpen,
  tradingDayOnOrBefore,
} from "../marketClock.js";

/** Epoch ms of an IST wall time: 2026-11-23 is a Monday. */
const ist = (date: string, time: string) => Date.parse(`${date}T${time}+05:30`);
const monday = "2026-11-23";

describe("istParts", () => {
  it("reads IST wall time", () => {
    const parts = istParts(Date.parse("2026-11-23T03:45:30Z"));
    expect(parts).toMatchObject({
      year: 2026,
      month: 11,
      date: 23,
      weekday: 1,
      hour: 9,
      minute: 15,
      second: 30,
    });
    expect(parts.dateKey).toBe("2026-11-23");
    expect(parts.secondOfDay).toBe(9 * 3600 + 15 * 60 + 30);
  });
  it("crosses midnight at 18:30 UTC", () => {
    expect(istParts(Date.parse("2026-11-22T18:29:59Z")).dateKey).toBe("2026-11-22");
    expect(istParts(Date.parse("2026-11-22T18:30:00Z")).dateKey).toBe("2026-11-23");
  });
  it("converts day numbers both ways", () => {
    const day = istDayOf(monday);
    expect(istDateKey(day)).toBe(monday);
    expect(istInstant(day, 9 * 3600 + 15 * 60)).toBe(ist(monday, "09:15:00"));
  });
});

describe("marketPhase", () => {
  const cases: [number, string, MarketPhase][] = [
    [1, "08:59:59", "CLOSED"],
    [1, "09:00:00", "PRE_OPEN"],
    [1, "09:07:59", "PRE_OPEN"],
    [1, "09:08:00", "ORDER_MATCHING"],
    [2, "09:14:59", "ORDER_MATCHING"],
    [2, "09:15:00", "NORMAL"],
    [3, "15:29:59", "NORMAL"],
    [4, "15:30:00", "CLOSED"],
    [13, "08:59:59", "CLOSED"],
    [13, "09:00:00", "NORMAL"],
    [13, "16:59:59", "NORMAL"],
    [13, "17:00:00", "CLOSED"],
    [5, "09:00:00", "NORMAL"],
    [5, "17:00:00", "NORMAL"],
    [11, "23:29:59", "NORMAL"],
    [21, "23:30:00", "CLOSED"],
    [7, "23:30:00", "CLOSED"],
  ];
  it.each(cases)("segment %i at %s is %s", (segment, time, phase) => {
    expect(marketPhase(segment, ist(monday, time))).toBe(phase);
    expect(isMarketOpen(segment, ist(monday, time))).toBe(phase === "NORMAL");
  });

  it.each([1, 2, 5, 13, 21])("segment %i is closed on Saturday and Sunday", (segment) => {
    expect(marketPhase(segment, ist("2026-11-21", "10:00:00"))).toBe("CLOSED");
    expect(marketPhase(segment, ist("2026-11-22", "10:00:00"))).toBe("CLOSED");
  });

  it("is closed on a listed holiday, and a calendar can be given", () => {
    expect(marketPhase(1, ist("2026-12-25", "10:00:00"))).toBe("CLOSED");
    expect(marketPhase(1, ist("2026-12-25", "10:00:00"), { holidays: new Set() })).toBe("NORMAL");
    expect(marketPhase(1, ist(monday, "10:00:00"), { holidays: new Set([monday]) })).toBe("CLOSED");
  });
});

describe("trading days and next open", () => {
  it("skips weekends", () => {
    expect(isTradingDay(istDayOf("2026-11-20"))).toBe(true);
    expect(isTradingDay(istDayOf("2026-11-21"))).toBe(false);
    expect(istDateKey(tradingDayOnOrBefore(istDayOf("2026-11-22")))).toBe("2026-11-20");
    expect(istDateKey(tradingDayOnOrBefore(istDayOf(monday), undefined, 1))).toBe("2026-11-20");
  });
  it.each([
    [1, `${monday}|08:00:00`, `${monday}|09:15:00`],
    [1, `${monday}|09:15:00`, "2026-11-24|09:15:00"],
    [1, "2026-11-20|16:00:00", `${monday}|09:15:00`],
    [1, "2026-11-21|10:00:00", `${monday}|09:15:00`],
    [13, `${monday}|08:00:00`, `${monday}|09:00:00`],
    [5, `${monday}|23:45:00`, "2026-11-24|09:00:00"],
  ])("segment %i after %s opens at %s", (segment, from, to) => {
    const [fromDate = "", fromTime = ""] = from.split("|");
    const [toDate = "", toTime = ""] = to.split("|");
    expect(nextOpen(segment, ist(fromDate, fromTime))).toBe(ist(toDate, toTime));
  });
  it("next close", () => {
    expect(nextClose(1, ist(monday, "10:00:00"))).toBe(ist(monday, "15:30:00"));
    expect(nextClose(13, ist(monday, "17:00:00"))).toBe(ist("2026-11-24", "17:00:00"));
    expect(nextClose(5, ist(monday, "10:00:00"))).toBe(ist(monday, "23:30:00"));
  });
});

describe("IST times as the screens write them", () => {
  it("writes a time in IST on a 24-hour clock, whatever the machine's zone", () => {
    const at = ist(monday, "15:29:07");
    expect(formatIstDayTime(at)).toBe("23 Nov, 15:29");
    expect(formatIstDateTime(at)).toBe("23/11/2026, 15:29:07");
    expect(formatIstTime(at)).toBe("15:29:07");
  });

  it("writes the hour after midnight as 00, not 24", () => {
    const at = ist("2026-11-24", "00:05:09");
    expect(formatIstDayTime(at)).toBe("24 Nov, 00:05");
    expect(formatIstDateTime(at)).toBe("24/11/2026, 00:05:09");
    expect(formatIstTime(at)).toBe("00:05:09");
  });
});
