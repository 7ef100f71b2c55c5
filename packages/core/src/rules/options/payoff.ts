import { optionPrice, riskFreeRate } from "./pricing.js";

/** One position of a payoff: bought or sold, call or put, at a strike for a premium, in units (lots × lot size). */
export interface PayoffLeg {
  side: "B" | "S";
  optionType: "CE" | "PE";
  /** Strike and premium in one unit (rupees, or minor units: the answers come in the same). */
  strike: number;
  premium: number;
  quantity: number;
}

const intrinsic = (leg: PayoffLeg, price: number) =>
  Math.max(0, leg.optionType === "CE" ? price - leg.strike : leg.strike - price);
const sign = (leg: PayoffLeg) => (leg.side === "B" ? 1 : -1);

/** Profit (+) or loss (−) of the legs if the underlying settles at `price` on expiry. */
export function payoffAtExpiry(legs: readonly PayoffLeg[], price: number): number {
  let total = 0;
  for (const leg of legs) total += sign(leg) * (intrinsic(leg, price) - leg.premium) * leg.quantity;
  return total;
}

/** The model of "today": time to expiry in years, the volatility of a strike, and whether on a futures price. */
export interface PayoffModel {
  years: number;
  vol: (strike: number) => number;
  onFuture?: boolean;
}

/** Profit or loss of the legs if the underlying moved to `price` now: each leg at its model price (pricing.ts). */
export function payoffToday(legs: readonly PayoffLeg[], price: number, model: PayoffModel): number {
  let total = 0;
  for (const leg of legs) {
    const value = optionPrice({
      underlying: price,
      strike: leg.strike,
      years: model.years,
      vol: model.vol(leg.strike),
      call: leg.optionType === "CE",
      onFuture: model.onFuture ?? false,
    });
    total += sign(leg) * (value - leg.premium) * leg.quantity;
  }
  return total;
}

/** How the expiry payoff changes per unit of price above the highest strike (calls bought minus calls sold). */
const tailSlope = (legs: readonly PayoffLeg[]) =>
  legs.reduce((slope, leg) => slope + (leg.optionType === "CE" ? sign(leg) * leg.quantity : 0), 0);

/** The payoff's corners: price 0 and every strike, ascending. */
function corners(legs: readonly PayoffLeg[]): { price: number; value: number }[] {
  const prices = [...new Set([0, ...legs.map((leg) => leg.strike)])].sort((a, b) => a - b);
  return prices.map((price) => ({ price, value: payoffAtExpiry(legs, price) }));
}

/** Round away float noise (answers to 1e-6 of a unit). */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

/** The prices where the expiry payoff crosses zero, ascending (none when it never does). */
export function breakevens(legs: readonly PayoffLeg[]): number[] {
  if (legs.length === 0) return [];
  const points = corners(legs);
  const found: number[] = [];
  const add = (price: number) => {
    const p = clean(price);
    if (found.at(-1) !== p) found.push(p);
  };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as { price: number; value: number };
    const b = points[i] as { price: number; value: number };
    if (a.value === 0 && b.value === 0) continue;
    if (a.value === 0 && i > 1) add(a.price);
    else if (a.value * b.value < 0) add(a.price + (-a.value * (b.price - a.price)) / (b.value - a.value));
  }
  const last = points.at(-1) as { price: number; value: number };
  const slope = tailSlope(legs);
  if (last.value === 0 && slope !== 0 && points.length > 1) add(last.price);
  else if (slope !== 0 && last.value * slope < 0) add(last.price - last.value / slope);
  return found;
}

/** Maximum profit and loss at expiry: `Infinity` / `-Infinity` where a side is unlimited (a naked call). */
export function payoffExtremes(legs: readonly PayoffLeg[]): { maxProfit: number; maxLoss: number } {
  if (legs.length === 0) return { maxProfit: 0, maxLoss: 0 };
  const values = corners(legs).map((point) => point.value);
  const slope = tailSlope(legs);
  return {
    maxProfit: slope > 0 ? Number.POSITIVE_INFINITY : clean(Math.max(...values)),
    maxLoss: slope < 0 ? Number.NEGATIVE_INFINITY : clean(Math.min(...values)),
  };
}

/** Net premium of opening the legs: paid (+, a debit) or received (−, a credit). */
export const netPremium = (legs: readonly PayoffLeg[]): number =>
  clean(legs.reduce((total, leg) => total + sign(leg) * leg.premium * leg.quantity, 0));

/**
 * How far the chain's call and put of one strike are from put-call parity: (C − P) − (S − K·e^{−rT}) on a spot
 * underlying, (C − P) − e^{−rT}(F − K) on a futures one. Near zero on a fair chain.
 */
export function parityGap(input: {
  call: number;
  put: number;
  underlying: number;
  strike: number;
  years: number;
  onFuture?: boolean;
  rate?: number;
}): number {
  const discount = Math.exp(-(input.rate ?? riskFreeRate) * input.years);
  const fair = input.onFuture
    ? discount * (input.underlying - input.strike)
    : input.underlying - input.strike * discount;
  return input.call - input.put - fair;
}
