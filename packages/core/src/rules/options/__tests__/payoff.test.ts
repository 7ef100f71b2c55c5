import { describe, expect, it } from "vitest";
import {
  breakevens,
  netPremium,
  type PayoffLeg,
  parityGap,
  payoffAtExpiry,
  payoffExtremes,
  payoffToday,
} from "../payoff.js";
import { optionPrice } from "../pricing.js";
import { legParts, strategies, strategyCategories, strikesOfLegs } from "../strategies.js";

const leg = (side: "B" | "S", optionType: "CE" | "PE", strike: number, premium: number, quantity = 1) =>
  ({ side, optionType, strike, premium, quantity }) satisfies PayoffLeg;

// Hand-computed: each case's payoff, breakevens and extremes worked out on paper.
describe("payoffs at expiry (hand-computed)", () => {
  it("a bull call spread: buy 100 CE at 5, sell 110 CE at 2, 50 units", () => {
    const legs = [leg("B", "CE", 100, 5, 50), leg("S", "CE", 110, 2, 50)];
    expect(payoffAtExpiry(legs, 90)).toBe(-150); // both worthless: −(5 − 2) × 50
    expect(payoffAtExpiry(legs, 105)).toBe(100); // (5 − 3) × 50
    expect(payoffAtExpiry(legs, 130)).toBe(350); // (10 − 3) × 50
    expect(breakevens(legs)).toEqual([103]);
    expect(payoffExtremes(legs)).toEqual({ maxProfit: 350, maxLoss: -150 });
    expect(netPremium(legs)).toBe(150);
  });

  it("a long straddle at 100 (call 4, put 3): two breakevens, unlimited profit, loss the premium", () => {
    const legs = [leg("B", "CE", 100, 4), leg("B", "PE", 100, 3)];
    expect(breakevens(legs)).toEqual([93, 107]);
    expect(payoffExtremes(legs)).toEqual({ maxProfit: Number.POSITIVE_INFINITY, maxLoss: -7 });
  });

  it("a short put at 100 for 5: profit the premium, loss down to a price of zero", () => {
    const legs = [leg("S", "PE", 100, 5)];
    expect(breakevens(legs)).toEqual([95]);
    expect(payoffExtremes(legs)).toEqual({ maxProfit: 5, maxLoss: -95 });
    expect(netPremium(legs)).toBe(-5);
  });

  it("a short call: unlimited loss", () => {
    const legs = [leg("S", "CE", 100, 6)];
    expect(breakevens(legs)).toEqual([106]);
    expect(payoffExtremes(legs)).toEqual({ maxProfit: 6, maxLoss: Number.NEGATIVE_INFINITY });
  });

  it("an iron condor 90/95/105/110 for a credit of 3 (put 1, put 2.5, call 2.5, call 1 ... net 3)", () => {
    const legs = [
      leg("B", "PE", 90, 1),
      leg("S", "PE", 95, 2.5),
      leg("S", "CE", 105, 2.5),
      leg("B", "CE", 110, 1),
    ];
    expect(netPremium(legs)).toBe(-3);
    expect(breakevens(legs)).toEqual([92, 108]);
    expect(payoffExtremes(legs)).toEqual({ maxProfit: 3, maxLoss: -2 });
  });

  it("a call ratio back spread: sell 100 CE at 6, buy 2 × 110 CE at 2 (credit 2)", () => {
    const legs = [leg("S", "CE", 100, 6), leg("B", "CE", 110, 2, 2)];
    // Below 100: +2. At 110: 2 − 10 = −8. Above: slope +1, back to zero at 118. Between: zero at 102.
    expect(breakevens(legs)).toEqual([102, 118]);
    expect(payoffExtremes(legs)).toEqual({ maxProfit: Number.POSITIVE_INFINITY, maxLoss: -8 });
  });

  it("no legs: no breakevens, nothing to win or lose", () => {
    expect(breakevens([])).toEqual([]);
    expect(payoffExtremes([])).toEqual({ maxProfit: 0, maxLoss: 0 });
  });
});

describe("payoff today", () => {
  it("prices each leg by the model: a long call today is its model value less the premium", () => {
    const model = { years: 30 / 365, vol: () => 0.2 };
    const value = optionPrice({
      underlying: 100,
      strike: 100,
      years: 30 / 365,
      vol: 0.2,
      call: true,
      onFuture: false,
    });
    expect(payoffToday([leg("B", "CE", 100, 2, 10)], 100, model)).toBeCloseTo((value - 2) * 10, 9);
    // At expiry the model is the intrinsic value: today's curve meets the expiry one.
    const legs = [leg("B", "CE", 100, 5), leg("S", "CE", 110, 2)];
    expect(payoffToday(legs, 120, { years: 0, vol: () => 0.2 })).toBe(payoffAtExpiry(legs, 120));
  });
});

describe("put-call parity", () => {
  it("is zero on the model's prices, spot and futures", () => {
    const input = { underlying: 26_000, strike: 26_200, years: 7 / 365, vol: 0.13, onFuture: false };
    const call = optionPrice({ ...input, call: true });
    const put = optionPrice({ ...input, call: false });
    expect(parityGap({ call, put, ...input })).toBeCloseTo(0, 9);
    const onFuture = { ...input, onFuture: true };
    expect(
      parityGap({
        call: optionPrice({ ...onFuture, call: true }),
        put: optionPrice({ ...onFuture, call: false }),
        ...onFuture,
      }),
    ).toBeCloseTo(0, 9);
  });
});

describe("the 14 strategies (spec 2 §9)", () => {
  it("are Bullish 5, Bearish 5, Directional 2, Neutral 2", () => {
    expect(strategies).toHaveLength(14);
    const counts = strategyCategories.map((c) => strategies.filter((s) => s.category === c).length);
    expect(counts).toEqual([5, 5, 2, 2]);
    expect(new Set(strategies.map((s) => s.id)).size).toBe(14);
  });

  it("place legs by their offset from the money, and refuse legs off the chain", () => {
    const strikes = [90, 95, 100, 105, 110];
    const bull = strategies.find((s) => s.id === "bull-call-spread");
    expect(strikesOfLegs(bull?.legs ?? [], strikes, 100)?.map((p) => p.strike)).toEqual([100, 110]);
    const condor = strategies.find((s) => s.id === "iron-condor");
    expect(strikesOfLegs(condor?.legs ?? [], strikes, 100)).toBeUndefined();
    expect(legParts("sellPut")).toEqual({ side: "S", optionType: "PE" });
  });

  it("have the outlook their category says: bullish ones gain on a rise, bearish ones on a fall", () => {
    const strikes = Array.from({ length: 21 }, (_, i) => 50 + i * 5);
    for (const strategy of strategies) {
      const placed = strikesOfLegs(strategy.legs, strikes, 100) ?? [];
      const legs = placed.map(({ leg: l, strike }) => {
        const { side, optionType } = legParts(l.action);
        const premium = optionPrice({
          underlying: 100,
          strike,
          years: 20 / 365,
          vol: 0.25,
          call: optionType === "CE",
          onFuture: false,
        });
        return { side, optionType, strike, premium, quantity: l.qty ?? 1 };
      });
      const up = payoffAtExpiry(legs, 130);
      const down = payoffAtExpiry(legs, 70);
      const flat = payoffAtExpiry(legs, 100);
      if (strategy.category === "Bullish") expect(up, strategy.id).toBeGreaterThan(down);
      if (strategy.category === "Bearish") expect(down, strategy.id).toBeGreaterThan(up);
      if (strategy.category === "Directional") expect(Math.min(up, down), strategy.id).toBeGreaterThan(flat);
      if (strategy.category === "Neutral") expect(flat, strategy.id).toBeGreaterThan(Math.max(up, down));
    }
  });
});
