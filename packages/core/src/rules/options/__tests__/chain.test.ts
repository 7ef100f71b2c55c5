import { describe, expect, it } from "vitest";
import {
  atmStrike,
  centredStrikes,
  defaultChainStrikes,
  hasOptionChain,
  inTheMoney,
  optionStrikeWindow,
  optionWatchlistTabLimit,
  strikeWindow,
  yearsToExpiry,
} from "../chain.js";

const strikes = Array.from({ length: 51 }, (_, i) => 2_500_000 + i * 5_000); // 25000 to 27500 by 50, paise

describe("the option chain's strikes (spec 2 §9)", () => {
  it("keeps the spec's constants", () => {
    expect(defaultChainStrikes).toBe(30);
    expect(optionWatchlistTabLimit).toBe(4);
    expect(optionStrikeWindow).toEqual({ below: 5, above: 15 });
  });

  it("takes the strike nearest the spot as the money, the lower one on a tie", () => {
    expect(atmStrike(strikes, 2_601_234)).toBe(2_600_000);
    expect(atmStrike(strikes, 2_603_000)).toBe(2_605_000);
    expect(atmStrike(strikes, 2_602_500)).toBe(2_600_000);
    expect(atmStrike([], 100)).toBeUndefined();
  });

  it("shows 5 strikes below and 15 above the money, shifted in at the list's ends", () => {
    const window = strikeWindow(strikes, 2_600_000);
    expect(window).toHaveLength(21);
    expect(window[0]).toBe(2_575_000);
    expect(window[5]).toBe(2_600_000);
    expect(window.at(-1)).toBe(2_675_000);
    const top = strikeWindow(strikes, 2_750_000);
    expect(top).toHaveLength(21);
    expect(top.at(-1)).toBe(2_750_000);
    expect(strikeWindow(strikes, 2_400_000)[0]).toBe(2_500_000);
  });

  it("centres 30 strikes on the money: 15 below, 14 above", () => {
    const centred = centredStrikes(strikes, 2_600_000);
    expect(centred).toHaveLength(30);
    expect(centred.indexOf(2_600_000)).toBe(15);
    expect(centredStrikes(strikes.slice(0, 10), 2_600_000)).toHaveLength(10);
  });

  it("marks calls below the spot and puts above it in the money", () => {
    expect(inTheMoney("CE", 100, 105)).toBe(true);
    expect(inTheMoney("CE", 110, 105)).toBe(false);
    expect(inTheMoney("PE", 110, 105)).toBe(true);
    expect(inTheMoney("PE", 100, 105)).toBe(false);
  });

  it("counts time to expiry to the segment's close on the expiry day (IST)", () => {
    // 2026-12-01 15:30 IST is 10:00 UTC; one day before that is 1/365 of a year.
    expect(yearsToExpiry(Date.UTC(2026, 10, 30, 10, 0), "2026-12-01", 2)).toBeCloseTo(1 / 365, 12);
    expect(yearsToExpiry(Date.UTC(2026, 11, 2), "2026-12-01", 2)).toBe(0);
    // Commodities close at 23:30 IST (18:00 UTC).
    expect(yearsToExpiry(Date.UTC(2026, 11, 1, 6, 0), "2026-12-01", 5)).toBeCloseTo(0.5 / 365, 12);
  });
});

describe("which instruments have an option chain (spec 2 §5)", () => {
  const scrip = (over: Partial<Parameters<typeof hasOptionChain>[0]>) => ({
    mktSegID: 1,
    symbolName: "RELIANCE",
    instName: "EQ",
    isIndices: false,
    isCashWithFno: true,
    ...over,
  });
  it("offers cash stocks only with a derivatives link", () => {
    expect(hasOptionChain(scrip({}))).toBe(true);
    expect(hasOptionChain(scrip({ isCashWithFno: false, symbolName: "IRCTC" }))).toBe(false);
  });
  it("offers F&O contracts, and commodities only of the options-allowed list", () => {
    expect(hasOptionChain(scrip({ mktSegID: 2, instName: "OPTIDX", symbolName: "NIFTY" }))).toBe(true);
    expect(hasOptionChain(scrip({ mktSegID: 5, instName: "FUTCOM", symbolName: "CRUDEOIL" }))).toBe(true);
    expect(hasOptionChain(scrip({ mktSegID: 5, instName: "FUTCOM", symbolName: "ALUMINIUM" }))).toBe(false);
  });
  it("never offers segment 7", () => {
    expect(hasOptionChain(scrip({ mktSegID: 7, instName: "FUTCOM", symbolName: "GOLD" }))).toBe(false);
  });
});
