import type { OptionChain, OptionLeg } from "../../contract/market.js";
import { yearsToExpiry } from "./chain.js";
import { breakevens, netPremium, type PayoffLeg, payoffAtExpiry, payoffExtremes } from "./payoff.js";
import { optionPrice } from "./pricing.js";
import { legParts, type Strategy, strikesOfLegs } from "./strategies.js";

/** What the strategy screen says (spec 2 §7 Strategy preference, §8 Strategy). */
export const strategyTexts = {
  saveFailedTitle: "Failed to Save Preference!",
  saveFailedMessage: "Please try again later.",
  addFailed: "Intermittent error occurred, Please try again.",
} as const;

/** A strategy leg as the user holds it: buy or sell, call or put, a strike (minor units), and lots. */
export interface StrategyDraftLeg {
  side: "B" | "S";
  optionType: "CE" | "PE";
  strike: number;
  lots: number;
}

/** A draft leg on a chain: its contract and what it costs now (the LTP, minor units) at its implied volatility (%). */
export interface StrategyPosition extends StrategyDraftLeg {
  contract: OptionLeg;
  premium: number;
  iv: number;
}

/** A strategy's legs on a chain, `lots` each (times a leg's own qty), strikes offset from the chain's money. */
export function draftLegsOf(
  strategy: Strategy,
  chain: OptionChain,
  lots = 1,
): StrategyDraftLeg[] | undefined {
  const strikes = chain.rows.map((row) => row.strike);
  const placed = strikesOfLegs(strategy.legs, strikes, chain.atmStrike);
  return placed?.map(({ leg, strike }) => ({ ...legParts(leg.action), strike, lots: lots * (leg.qty ?? 1) }));
}

/** The draft legs on the chain's contracts; undefined when a leg's strike or option is not on it. */
export function positionsOf(
  legs: readonly StrategyDraftLeg[],
  chain: OptionChain,
): StrategyPosition[] | undefined {
  const positions: StrategyPosition[] = [];
  for (const leg of legs) {
    const row = chain.rows.find((r) => r.strike === leg.strike);
    const contract = leg.optionType === "CE" ? row?.call : row?.put;
    if (contract == null) return undefined;
    positions.push({ ...leg, contract, premium: contract.ltp, iv: contract.iv });
  }
  return positions;
}

/** The positions as payoff legs: quantity in units (lots × lot size). */
export const payoffLegsOf = (positions: readonly StrategyPosition[], lotSize: number): PayoffLeg[] =>
  positions.map((p) => ({
    side: p.side,
    optionType: p.optionType,
    strike: p.strike,
    premium: p.premium,
    quantity: p.lots * lotSize,
  }));

/** Whether a segment's options are priced on a future (commodities, currency) rather than on spot (NSE, BSE F&O). */
export const optionsOnFuture = (segment: number): boolean => segment !== 2 && segment !== 4;

/** A strategy's figures at expiry: breakevens, maximum profit and loss (±Infinity when unlimited), net premium. */
export interface StrategySummary {
  breakevens: number[];
  maxProfit: number;
  maxLoss: number;
  /** Paid (+, a debit) or received (−, a credit). */
  netPremium: number;
}

export function strategySummary(positions: readonly StrategyPosition[], lotSize: number): StrategySummary {
  const legs = payoffLegsOf(positions, lotSize);
  return { breakevens: breakevens(legs), ...payoffExtremes(legs), netPremium: netPremium(legs) };
}

/** One point of the payoff curve: the underlying's price, and the profit at expiry and today. */
export interface PayoffPoint {
  price: number;
  expiry: number;
  today: number;
}

/** What "today" means for the curve: the instant, and the chain's expiry and segment (its close, its model). */
export interface PayoffClock {
  nowMs: number;
  expiry: string;
  segment: number;
}

/**
 * The payoff at each price: at expiry (intrinsic), and today, each leg at the shared model's price (pricing.ts) on
 * its own implied volatility, with the time left to the chain's expiry.
 */
export function payoffCurve(
  positions: readonly StrategyPosition[],
  lotSize: number,
  prices: readonly number[],
  clock: PayoffClock,
): PayoffPoint[] {
  const legs = payoffLegsOf(positions, lotSize);
  const years = yearsToExpiry(clock.nowMs, clock.expiry, clock.segment);
  const onFuture = optionsOnFuture(clock.segment);
  return prices.map((price) => {
    let today = 0;
    positions.forEach((position, i) => {
      const leg = legs[i] as PayoffLeg;
      const value = optionPrice({
        underlying: price,
        strike: position.strike,
        years,
        vol: position.iv / 100,
        call: position.optionType === "CE",
        onFuture,
      });
      today += (leg.side === "B" ? 1 : -1) * (value - leg.premium) * leg.quantity;
    });
    return { price, expiry: payoffAtExpiry(legs, price), today: Math.round(today) };
  });
}

/**
 * Prices to draw a payoff over: `count` evenly spaced across the span of the spot and the strikes, widened on each side
 * by half that span or 5 % of the spot, whichever is more; on the strike grid's unit (`step`), ascending and distinct.
 */
export function payoffPrices(spot: number, strikes: readonly number[], step: number, count = 61): number[] {
  const lowest = Math.min(spot, ...strikes);
  const highest = Math.max(spot, ...strikes);
  const margin = Math.max((highest - lowest) / 2, spot * 0.05);
  const low = Math.max(0, lowest - margin);
  const high = highest + margin;
  const unit = Math.max(1, step);
  const prices = new Set<number>();
  for (let i = 0; i < count; i++) {
    prices.add(Math.max(unit, Math.round((low + ((high - low) * i) / (count - 1)) / unit) * unit));
  }
  return [...prices].sort((a, b) => a - b);
}

/** The name of a new basket a strategy is added to: the underlying and the strategy, within a basket name's 40. */
export const strategyBasketName = (symbol: string, title: string): string =>
  `${symbol} ${title}`.slice(0, 40);

/**
 * Favourites (the strategy preference's favStrategy) with `id` in (added at the end) or out. Setting rather than
 * toggling, so a save made again on a conflict's newer list keeps the user's intent.
 */
export function withFavourite(favourites: readonly string[], id: string, on: boolean): string[] {
  if (on) return favourites.includes(id) ? [...favourites] : [...favourites, id];
  return favourites.filter((f) => f !== id);
}
