import type { Profile } from "@trade/core";
import { describe, expect, it } from "vitest";
import { accountFactsOf, coverTriggerRange } from "../facts.js";
import { gainAndLoss } from "../positions.js";

describe("gainAndLoss (spec 2 §3 derived)", () => {
  const base = { carryForwardAvgPrice: 0, carryForwardQty: 0, multiplier: 1, exchangeSegment: 1 };
  it.each([
    ["a long marked up", { buyAmount: 100_000 * 2, sellAmount: 0, netQty: 2 }, 101_000, 2000],
    ["a short marked up", { buyAmount: 0, sellAmount: 100_000 * 2, netQty: -2 }, 101_000, -2000],
    ["a closed round trip", { buyAmount: 100_000 * 2, sellAmount: 101_500 * 2, netQty: 0 }, 90_000, 3000],
  ])("%s", (_name, amounts, ltp, paise) => {
    expect(gainAndLoss({ ...base, ...amounts }, ltp)).toBe(paise);
  });

  it("counts carried quantity at its carried price, and converts currency minor units to paise", () => {
    const carried = {
      ...base,
      carryForwardQty: 3,
      carryForwardAvgPrice: 50_000,
      buyAmount: 0,
      sellAmount: 0,
      netQty: 3,
    };
    expect(gainAndLoss(carried, 51_000)).toBe(3000);
    const usdinr = {
      ...base,
      exchangeSegment: 13,
      multiplier: 1000,
      buyAmount: 832_500_000,
      sellAmount: 0,
      netQty: 1,
    };
    expect(gainAndLoss(usdinr, 833_000_000)).toBe(5000);
  });
});

describe("accountFactsOf", () => {
  it("reads the gates from the profile; no profile gates nothing but activates no segment", () => {
    const profile = {
      asba: true,
      poa: true,
      ddpi: false,
      segments: ["nse_cm"],
      accountStatus: { blockedOperations: ["PLACE_ORDER"] },
    } as unknown as Profile;
    expect(accountFactsOf(profile)).toEqual({
      asba: true,
      asbaState: "registered",
      poa: true,
      ddpi: false,
      edisVerified: false,
      segments: ["nse_cm"],
      blockedOperations: ["PLACE_ORDER"],
    });
    expect(accountFactsOf(undefined)).toMatchObject({ asba: false, segments: [], blockedOperations: [] });
  });
});

describe("coverTriggerRange", () => {
  it.each([
    ["a buy at 400.00: 388.00 to 399.95", 40_000, "B", 5, { lowerTrigger: 38_800, upperTrigger: 39_995 }],
    ["a sell at 400.00: 400.05 to 412.00", 40_000, "S", 5, { lowerTrigger: 40_005, upperTrigger: 41_200 }],
    ["a tiny price keeps one tick", 10, "B", 5, { lowerTrigger: 5, upperTrigger: 5 }],
  ] as const)("%s", (_name, price, side, tick, range) => {
    expect(coverTriggerRange(price, side, tick)).toEqual(range);
  });
});
