import { describe, expect, it } from "vitest";
import type { OptionChain } from "../../../contract/market.js";
import { payoffAtExpiry } from "../payoff.js";
import { optionPrice } from "../pricing.js";
import { strategyById } from "../strategies.js";
import {
  draftLegsOf,
  payoffCurve,
  payoffLegsOf,
  payoffPrices,
  positionsOf,
  strategySummary,
} from "../strategyBuild.js";

// A hand-made chain, strikes 80 to 120 step 5, at the money 100: the premiums are round numbers to work with on paper.
const calls: Record<number, number> = {
  80: 21,
  85: 16.5,
  90: 12.5,
  95: 8.5,
  100: 5.5,
  105: 3,
  110: 1.5,
  115: 0.7,
  120: 0.3,
};
const puts: Record<number, number> = {
  80: 0.2,
  85: 0.5,
  90: 1,
  95: 2,
  100: 4,
  105: 6.5,
  110: 10,
  115: 14.5,
  120: 19.5,
};
const contract = (strike: number, type: "CE" | "PE", ltp: number) => ({
  TokenID: strike * 10 + (type === "CE" ? 1 : 2),
  SegmentID: 2,
  TradeSymbol: `X${strike}${type}`,
  OpenInterest: 0,
  StrikePrice: strike,
  OptionType: type,
  ExpiryDate: "2026-12-31",
  ltp,
  iv: 20,
  greeks: { iv: 20, delta: 0, gamma: 0, theta: 0, vega: 0 },
});
const chain: OptionChain = {
  TradeSymbol: "X",
  ExpiryDate: "2026-12-31",
  MarketSegmentId: 2,
  spot: 100,
  atmStrike: 100,
  rows: Object.keys(calls).map((key) => {
    const strike = Number(key);
    return {
      strike,
      call: contract(strike, "CE", calls[strike] as number),
      put: contract(strike, "PE", puts[strike] as number),
    };
  }),
};

const inf = Number.POSITIVE_INFINITY;
// Worked out on paper, per unit (one lot of one): the legs by strike, then breakevens, maximum profit and loss, and the
// net premium (+ paid, − received).
const table: [
  id: string,
  legs: string,
  breakevens: number[],
  maxProfit: number,
  maxLoss: number,
  net: number,
][] = [
  ["long-call", "B100CE", [105.5], inf, -5.5, 5.5],
  ["short-put", "S100PE", [96], 4, -96, -4],
  ["bull-call-spread", "B100CE S110CE", [104], 6, -4, 4],
  ["bull-put-spread", "B90PE S100PE", [97], 3, -7, -3],
  ["call-ratio-back-spread", "S100CE 2B110CE", [102.5, 117.5], inf, -7.5, -2.5],
  ["long-put", "B100PE", [96], 96, -4, 4],
  ["short-call", "S100CE", [105.5], 5.5, -inf, -5.5],
  ["bear-put-spread", "B100PE S90PE", [97], 7, -3, 3],
  ["bear-call-spread", "S100CE B110CE", [104], 4, -6, -4],
  ["put-ratio-back-spread", "S100PE 2B90PE", [82, 98], 82, -8, -2],
  ["long-straddle", "B100CE B100PE", [90.5, 109.5], inf, -9.5, 9.5],
  ["long-strangle", "B110CE B90PE", [87.5, 112.5], inf, -2.5, 2.5],
  ["short-straddle", "S100CE S100PE", [90.5, 109.5], 9.5, -inf, -9.5],
  ["iron-condor", "B80PE S90PE S110CE B120CE", [88, 112], 2, -8, -2],
];

describe("the 14 strategies on a chain (hand-computed)", () => {
  it.each(table)("%s: legs %s", (id, legs, breakevens, maxProfit, maxLoss, net) => {
    const strategy = strategyById(id);
    const drafts = strategy && draftLegsOf(strategy, chain);
    const positions = drafts && positionsOf(drafts, chain);
    expect(positions).toBeDefined();
    const written = (positions ?? [])
      .map((p) => `${p.lots > 1 ? p.lots : ""}${p.side}${p.strike}${p.optionType}`)
      .join(" ");
    expect(written).toBe(legs);
    expect(strategySummary(positions ?? [], 1)).toEqual({ breakevens, maxProfit, maxLoss, netPremium: net });
  });

  it("a Bull Call Spread of 2 lots of 75: the figures scale by the units, the breakeven stays", () => {
    const strategy = strategyById("bull-call-spread");
    const positions =
      positionsOf(
        draftLegsOf(strategy ?? { id: "", title: "", category: "Bullish", legs: [] }, chain, 2) ?? [],
        chain,
      ) ?? [];
    expect(positions.map((p) => p.lots)).toEqual([2, 2]);
    expect(strategySummary(positions, 75)).toEqual({
      breakevens: [104],
      maxProfit: 900,
      maxLoss: -600,
      netPremium: 600,
    });
    // Settling at 107: the bought call is worth 7, the sold one nothing: (7 − 5.5 + 1.5) × 150.
    expect(payoffAtExpiry(payoffLegsOf(positions, 75), 107)).toBe(450);
  });

  it("refuses legs whose strike or contract is not on the chain", () => {
    expect(positionsOf([{ side: "B", optionType: "CE", strike: 101, lots: 1 }], chain)).toBeUndefined();
    const condor = strategyById("iron-condor");
    const narrow = { ...chain, rows: chain.rows.slice(2, 7) };
    expect(condor && draftLegsOf(condor, narrow)).toBeUndefined();
  });
});

describe("the payoff curve", () => {
  const positions = positionsOf(
    [
      { side: "B", optionType: "CE", strike: 100, lots: 1 },
      { side: "S", optionType: "CE", strike: 110, lots: 1 },
    ],
    chain,
  );

  it("at expiry is the intrinsic payoff; today prices each leg by the shared model on its own IV", () => {
    const nowMs = Date.parse("2026-12-01T04:00:00Z");
    const [point] = payoffCurve(positions ?? [], 50, [105], { nowMs, expiry: "2026-12-31", segment: 2 });
    expect(point?.expiry).toBe(50); // (5 − 5.5 + 1.5) × 50
    // The chain's expiry closes 15:30 IST (10:00 UTC) on the 31st: 30 days and 6 hours from now.
    const years = (30 * 24 + 6) / (365 * 24);
    const value = (strike: number) =>
      optionPrice({ underlying: 105, strike, years, vol: 0.2, call: true, onFuture: false });
    expect(point?.today).toBe(Math.round((value(100) - 5.5 - (value(110) - 1.5)) * 50));
  });

  it("meets the expiry payoff once the expiry has passed", () => {
    const nowMs = Date.parse("2027-01-02T04:00:00Z");
    const points = payoffCurve(positions ?? [], 1, [90, 104, 120], {
      nowMs,
      expiry: "2026-12-31",
      segment: 2,
    });
    expect(points).toEqual([
      { price: 90, expiry: -4, today: -4 },
      { price: 104, expiry: 0, today: 0 },
      { price: 120, expiry: 6, today: 6 },
    ]);
  });

  it("is drawn across the spot and the strikes and as far again beyond (5 % of the spot at least), on the grid", () => {
    // Strikes 19,500 to 20,500 around a spot of 20,000: 5 % of the spot (1,000) is more than half the span (500).
    expect(payoffPrices(2_000_000, [1_950_000, 2_050_000], 5_000, 5)).toEqual([
      1_850_000, 1_925_000, 2_000_000, 2_075_000, 2_150_000,
    ]);
    // A wide condor, 18,000 to 22,000: half its span (2,000) on each side.
    expect(payoffPrices(2_000_000, [1_800_000, 2_200_000], 5_000, 3)).toEqual([
      1_600_000, 2_000_000, 2_400_000,
    ]);
  });
});
