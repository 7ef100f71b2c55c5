import { describe, expect, it } from "vitest";
import {
  buildUpLabels,
  buildUpOf,
  monthlyExpiry,
  oiLookbackMinutes,
  oiSeriesGrid,
  oiSeriesTimes,
  putCallRatio,
} from "../openInterest.js";
import { optionWatchlistStrikes, optionWatchlistTabProblem } from "../optionWatchlist.js";

const open = Date.UTC(2026, 10, 26, 3, 45);
const minutes = (n: number) => n * 60_000;

describe("OI analysis rules", () => {
  it.each([
    [10, 500, 5, "Long Buildup"],
    [-10, -500, 1, "Long Unwinding"],
    [10, -500, 4, "Short Covering"],
    [-10, 500, 2, "Short Buildup"],
    [0, 500, 3, "Neutral Buildup"],
    [10, 0, 3, "Neutral Buildup"],
  ])("price %d and OI %d make build-up %d, %s", (price, oi, code, label) => {
    const found = buildUpOf(price, oi);
    expect(found).toBe(code);
    expect(buildUpLabels[found]).toBe(label);
  });

  it("steps the day by the minute intervals and draws the hour windows at 5-minute points", () => {
    expect(oiSeriesGrid("20m")).toEqual({ stepMinutes: 20, windowMinutes: null });
    expect(oiSeriesGrid("2h")).toEqual({ stepMinutes: 5, windowMinutes: 120 });
    expect(oiSeriesGrid("day")).toEqual({ stepMinutes: 5, windowMinutes: null });
    expect(oiSeriesTimes(open, open + minutes(50), "20m")).toEqual([
      open,
      open + minutes(20),
      open + minutes(40),
    ]);
    expect(oiSeriesTimes(open, open + minutes(200), "3h")[0]).toBe(open + minutes(20));
    expect(oiSeriesTimes(open, open + minutes(12), "day")).toHaveLength(3);
    expect(oiLookbackMinutes("3h")).toBe(180);
    expect(oiLookbackMinutes("day")).toBeNull();
  });

  it("finds the month's expiry among weeklies, and the PCR to two decimals", () => {
    expect(monthlyExpiry(["2026-12-03", "2026-12-10", "2026-12-31", "2027-01-07"])).toBe("2026-12-31");
    expect(monthlyExpiry(["2026-12-31"])).toBe("2026-12-31");
    expect(monthlyExpiry([])).toBeUndefined();
    expect(putCallRatio(1234, 1000)).toBe(1.23);
    expect(putCallRatio(5, 0)).toBe(0);
  });
});

describe("the options watchlist's strikes", () => {
  const strikes = Array.from({ length: 60 }, (_, i) => 20_000 + i * 50);
  it("lists calls from 5 below to 15 above the money and puts mirrored", () => {
    const calls = optionWatchlistStrikes(strikes, 21_010, "CE");
    expect(calls).toHaveLength(21);
    expect(calls[0]).toBe(21_000 - 5 * 50);
    expect(calls.at(-1)).toBe(21_000 + 15 * 50);
    const puts = optionWatchlistStrikes(strikes, 21_010, "PE");
    expect(puts[0]).toBe(21_000 - 15 * 50);
    expect(puts.at(-1)).toBe(21_000 + 5 * 50);
  });

  it("keeps at most 4 tabs, each underlying once", () => {
    expect(optionWatchlistTabProblem(["NIFTY"], "BANKNIFTY")).toBeUndefined();
    expect(optionWatchlistTabProblem(["NIFTY"], "NIFTY")).toBe("NIFTY is already a tab");
    expect(optionWatchlistTabProblem(["A", "B", "C", "D"], "E")).toBe(
      "Up to 4 tabs: remove one to add another",
    );
  });
});
