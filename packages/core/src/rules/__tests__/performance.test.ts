import { describe, expect, it } from "vitest";
import { periodReturns, rangePosition } from "../performance.js";

const day = 86_400;
const now = 1_800_000_000;
/** A daily close of 100 + (days ago), for the last 400 days. */
const candles = Array.from({ length: 400 }, (_, i) => {
  const daysAgo = 400 - i;
  return { time: now - daysAgo * day, close: 100 + daysAgo };
});

describe("period returns", () => {
  it("measure from the last close on or before each period's start to the last price", () => {
    const returns = periodReturns(candles, 110, now);
    const byId = Object.fromEntries(returns.map((r) => [r.id, r.percent]));
    // 7 days ago the close was 107: 110 / 107.
    expect(byId["1W"]).toBeCloseTo(((110 - 107) * 100) / 107, 10);
    expect(byId["1Y"]).toBeCloseTo(((110 - 465) * 100) / 465, 10);
    // The history does not reach 3 or 5 years back.
    expect(byId["3Y"]).toBeUndefined();
    expect(byId["5Y"]).toBeUndefined();
    expect(returns.map((r) => r.id)).toEqual(["1W", "1M", "3M", "6M", "1Y", "3Y", "5Y"]);
  });

  it("a holiday on the period's start takes the close before it", () => {
    const withGap = candles.filter((c) => c.time !== now - 7 * day);
    const week = periodReturns(withGap, 110, now)[0];
    expect(week?.percent).toBeCloseTo(((110 - 108) * 100) / 108, 10);
  });

  it("no history, no returns", () => {
    expect(periodReturns([], 110, now).every((r) => r.percent === undefined)).toBe(true);
  });
});

describe("range position", () => {
  it("places a value between low and high, clamped, and an empty range in the middle", () => {
    expect(rangePosition(100, 200, 150)).toBe(0.5);
    expect(rangePosition(100, 200, 100)).toBe(0);
    expect(rangePosition(100, 200, 250)).toBe(1);
    expect(rangePosition(100, 200, 50)).toBe(0);
    expect(rangePosition(100, 100, 100)).toBe(0.5);
  });
});
