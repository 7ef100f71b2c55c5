import { isTradingDay, istDayOf } from "@trade/core";
import { describe, expect, it } from "vitest";
import { buildInstrumentMaster } from "../../market/instruments/index.js";
import { creditDate, generatedEvents } from "../corporateEvents.js";

const master = buildInstrumentMaster("2026-11-24");
const stocks = master.all.filter((i) => i.segment === 1 && i.isin !== null);

describe("generated corporate events", () => {
  it("are the same on every run, fall on trading days, and are mostly dividends with a few splits and bonuses", () => {
    const all = stocks.flatMap((stock) => [2024, 2025, 2026].flatMap((year) => generatedEvents(stock, year)));
    const again = stocks.flatMap((stock) =>
      [2024, 2025, 2026].flatMap((year) => generatedEvents(stock, year)),
    );
    expect(again).toEqual(all);
    for (const event of all) expect(isTradingDay(istDayOf(event.ex_date))).toBe(true);
    const kinds = (type: string) => all.filter((e) => e.corp_type === type).length;
    expect(kinds("DIVIDEND")).toBeGreaterThan(stocks.length);
    expect(kinds("SPLIT") + kinds("BONUS")).toBeGreaterThan(0);
    expect(kinds("SPLIT") + kinds("BONUS")).toBeLessThan(stocks.length * 0.2);
    for (const split of all.filter((e) => e.corp_type === "SPLIT")) expect(split.ratio).toMatch(/^(2|5):1$/);
  });

  it("credits split and bonus shares on the second trading day after the ex-date", () => {
    expect(creditDate("2026-11-26")).toBe("2026-11-30"); // Thursday: Friday, then Monday
    expect(creditDate("2026-11-24")).toBe("2026-11-26");
  });
});
