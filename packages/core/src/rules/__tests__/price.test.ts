import { describe, expect, it } from "vitest";
import {
  condenseAmount,
  formatPrice,
  formatRupees,
  fromMinor,
  priceDivider,
  pricePrecision,
  toMinor,
} from "../price.js";

describe("price divider and precision per segment", () => {
  it.each([
    [1, 100, 2],
    [2, 100, 2],
    [5, 100, 2],
    [13, 10_000_000, 4],
    [21, 10_000, 2],
  ])("segment %i: divider %i, %i decimals", (segment, divider, precision) => {
    expect(priceDivider(segment)).toBe(divider);
    expect(pricePrecision(segment)).toBe(precision);
  });

  it("converts at the edges", () => {
    expect(fromMinor(284530, 1)).toBe(2845.3);
    expect(toMinor(2845.3, 1)).toBe(284530);
    expect(toMinor(83.1234, 13)).toBe(831_234_000);
    expect(toMinor(0.1 + 0.2, 1)).toBe(30);
  });

  it("formats with Indian grouping and the segment's decimals", () => {
    expect(formatPrice(284530, 1)).toBe("2,845.30");
    expect(formatPrice(831_234_000, 13)).toBe("83.1234");
    expect(formatPrice(2_468_000_000, 1)).toBe("2,46,80,000.00");
    expect(formatRupees(50_000_000)).toBe("₹5,00,000.00");
    expect(formatRupees(-125_050)).toBe("-₹1,250.50");
  });
});

describe("amount condensing (K at 1e3, L at 1e5, Cr at 1e7)", () => {
  it.each([
    [999, "999"],
    [1000, "1K"],
    [12_500, "12.5K"],
    [100_000, "1L"],
    [450_000, "4.5L"],
    [10_000_000, "1Cr"],
    [12_500_000, "1.25Cr"],
    [-250_000, "-2.5L"],
  ])("%i → %s", (amount, text) => {
    expect(condenseAmount(amount)).toBe(text);
  });
});
