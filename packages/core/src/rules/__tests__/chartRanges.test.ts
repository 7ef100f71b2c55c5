import { describe, expect, it } from "vitest";
import { chartRangeQuery, chartRanges, lastSessionCandles } from "../chartRanges.js";

const now = Date.parse("2026-11-24T10:00:00+05:30") / 1000;
const day = 86_400;

describe("chart ranges", () => {
  it("offers the spec's ranges in order", () => {
    expect(chartRanges).toEqual(["1d", "5d", "1m", "6m", "YTD", "1yr", "5yr", "Max"]);
  });

  it.each([
    ["1d", "1m", now - 4 * day],
    ["5d", "5m", now - 8 * day],
    ["1m", "1h", now - 31 * day],
    ["6m", "1d", now - 183 * day],
    ["YTD", "1d", Date.parse("2026-01-01T00:00:00+05:30") / 1000],
    ["1yr", "1d", now - 365 * day],
    ["5yr", "1d", now - 1824 * day],
    ["Max", "1d", now - 1824 * day],
  ] as const)("%s asks for %s candles from %i", (range, interval, from) => {
    expect(chartRangeQuery(range, now)).toEqual({ interval, from, to: now });
  });

  it("YTD starts on 1 January in India even when it is still 31 December in UTC", () => {
    const newYear = Date.parse("2027-01-01T02:00:00+05:30") / 1000;
    expect(chartRangeQuery("YTD", newYear).from).toBe(Date.parse("2027-01-01T00:00:00+05:30") / 1000);
  });
});

describe("the 1d range", () => {
  it("keeps the last session's candles only, by the day in India", () => {
    const at = (iso: string) => ({ time: Date.parse(iso) / 1000 });
    const candles = [
      at("2026-11-23T15:29:00+05:30"),
      at("2026-11-24T00:10:00+05:30"),
      at("2026-11-24T09:15:00+05:30"),
      at("2026-11-24T10:59:00+05:30"),
    ];
    expect(lastSessionCandles(candles)).toEqual(candles.slice(1));
    expect(lastSessionCandles([])).toEqual([]);
  });
});
