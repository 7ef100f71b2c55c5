import { describe, expect, it } from "vitest";
import { impliedVolatility, optionGreeks, optionPrice } from "../pricing.js";

/**
 * The option model against hand-computed Black-Scholes values (Hull's textbook example, S 42, K 40, r 10 %, σ 20 %,
 * T 6 months: call 4.76, put 0.81; and an at-the-money NIFTY-like case, 30 days at 15 %), the greeks worked out from
 * d1 and d2 by hand (delta N(d1), gamma N'(d1)/(Sσ√T), vega S·N'(d1)·√T per 1 %, theta per calendar day), and Black-76
 * on a future (Hull: F 20, K 20, r 9 %, σ 25 %, 4 months: put 1.12).
 */
const cases = [
  // name, input, call, put, call delta, put delta, gamma, vega, call theta, put theta
  [
    "Hull 42/40",
    { underlying: 42, strike: 40, years: 0.5, vol: 0.2, rate: 0.1 },
    4.7594,
    0.8086,
    0.7791,
    -0.2209,
    0.04996,
    0.08813,
    -0.01249,
    -0.00207,
  ],
  [
    "at the money, 30 days",
    { underlying: 100, strike: 100, years: 30 / 365, vol: 0.15, rate: 0.065 },
    1.9905,
    1.4577,
    0.5579,
    -0.4421,
    0.09179,
    0.11317,
    -0.03787,
    -0.02016,
  ],
] as const;

describe("option prices and greeks (hand-computed)", () => {
  it.each(cases)("%s", (_name, input, call, put, callDelta, putDelta, gamma, vega, callTheta, putTheta) => {
    const on = { ...input, onFuture: false };
    expect(optionPrice({ ...on, call: true })).toBeCloseTo(call, 3);
    expect(optionPrice({ ...on, call: false })).toBeCloseTo(put, 3);
    const c = optionGreeks({ ...on, call: true });
    const p = optionGreeks({ ...on, call: false });
    expect(c.delta).toBeCloseTo(callDelta, 3);
    expect(p.delta).toBeCloseTo(putDelta, 3);
    expect(c.gamma).toBeCloseTo(gamma, 4);
    expect(p.gamma).toBeCloseTo(gamma, 4);
    expect(c.vega).toBeCloseTo(vega, 4);
    expect(c.theta).toBeCloseTo(callTheta, 4);
    expect(p.theta).toBeCloseTo(putTheta, 4);
  });

  it("prices a put on a future by Black-76 (Hull: 1.12)", () => {
    const put = optionPrice({
      underlying: 20,
      strike: 20,
      years: 4 / 12,
      vol: 0.25,
      rate: 0.09,
      call: false,
      onFuture: true,
    });
    expect(put).toBeCloseTo(1.1166, 3);
  });

  it("is intrinsic at expiry, and finds the volatility back from a price", () => {
    const base = { underlying: 110, strike: 100, years: 0, vol: 0.2, onFuture: false };
    expect(optionPrice({ ...base, call: true })).toBe(10);
    expect(optionPrice({ ...base, call: false })).toBe(0);
    const input = { underlying: 42, strike: 40, years: 0.5, rate: 0.1, call: true, onFuture: false };
    expect(impliedVolatility(4.7594, input)).toBeCloseTo(0.2, 4);
  });
});
