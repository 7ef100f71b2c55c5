import { Sma } from "@trade/core/indicators";
import { describe, expect, it } from "vitest";
import { overlayLines } from "../chartOverlays.js";

const candles = Array.from({ length: 60 }, (_, i) => {
  const close = 250_000 + ((i * 37) % 23) * 100;
  return { time: 1_700_000_000 + i * 60, open: close - 50, high: close + 200, low: close - 200, close };
});

describe("the chart's indicator lines", () => {
  it("are none without a choice, and each chosen indicator's lines in its colours otherwise", () => {
    expect(overlayLines(candles, [])).toEqual([]);
    const lines = overlayLines(candles, ["Moving Average", "Bollinger Band"]);
    expect(lines.map((line) => line.label)).toEqual(["MA 20", "BB upper", "BB 20", "BB lower"]);
    const sma = new Sma(20);
    const expected = candles.map((c) => sma.next(c.close));
    expect(Array.from(lines[0]?.values ?? [])).toEqual(expected);
    expect(lines[0]?.values.findIndex(Number.isFinite)).toBe(19);
    const [upper, middle, lower] = lines.slice(1).map((line) => line.values[40] as number);
    expect(middle).toBe(expected[40]);
    expect(upper).toBeGreaterThan(middle as number);
    expect((upper as number) - (middle as number)).toBeCloseTo((middle as number) - (lower as number), 6);
  });

  it("draws Super Trend green in an up trend and red in a down trend, each line empty where the other is drawn", () => {
    const [up, down] = overlayLines(candles, ["Super Trend"]);
    expect([up?.colour, down?.colour]).toEqual(["#1a7f37", "#d1242f"]);
    const drawnAt = (line: typeof up) => Array.from(line?.values ?? [], Number.isFinite);
    const both = drawnAt(up).map((shown, i) => shown && drawnAt(down)[i]);
    expect(both.includes(true)).toBe(false);
    expect(drawnAt(up).filter(Boolean).length + drawnAt(down).filter(Boolean).length).toBe(
      candles.length - 10,
    );
  });
});
