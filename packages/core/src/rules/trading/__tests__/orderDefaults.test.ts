import { describe, expect, it } from "vitest";
import { orderDefaults, preferenceGroupOf } from "../orderDefaults.js";

const regular = { products: ["CNC", "MIS", "MARGIN"] as const, orderTypes: ["MARKET", "LIMIT"] as const };
const derivatives = { products: ["NRML", "MIS"] as const, orderTypes: ["MARKET", "LIMIT"] as const };

describe("order pad defaults from the order preference (spec 2 §4)", () => {
  it.each([
    [1, "equityCash"],
    [3, "equityCash"],
    [2, "equityDerivatives"],
    [4, "equityDerivatives"],
    [13, "currencyDerivative"],
    [5, "commodityDerivative"],
    [21, "commodityDerivative"],
  ] as const)("segment %i uses the %s preference", (segment, group) => {
    expect(preferenceGroupOf(segment)).toBe(group);
  });

  it("takes the segment's preference when it names a choice", () => {
    const preferences = { equityCash: { productType: "MIS", orderType: "MARKET" } } as const;
    expect(orderDefaults(1, preferences, {}, regular)).toEqual({ productType: "MIS", orderType: "MARKET" });
  });

  it("Retain keeps what the user last used in the segment, else Delivery or Carry Forward and Limit", () => {
    const retain = { equityCash: { productType: "Retain", orderType: "Retain" } } as const;
    expect(orderDefaults(1, retain, { productType: "MARGIN", orderType: "MARKET" }, regular)).toEqual({
      productType: "MARGIN",
      orderType: "MARKET",
    });
    expect(orderDefaults(1, retain, {}, regular)).toEqual({ productType: "CNC", orderType: "LIMIT" });
    expect(orderDefaults(2, undefined, {}, derivatives)).toEqual({ productType: "NRML", orderType: "LIMIT" });
  });

  it("falls back to the tab's first choice when the preference is not offered there", () => {
    const preferences = { equityDerivatives: { productType: "CNC", orderType: "SL" } } as const;
    expect(orderDefaults(2, preferences, {}, derivatives)).toEqual({
      productType: "NRML",
      orderType: "MARKET",
    });
  });
});
