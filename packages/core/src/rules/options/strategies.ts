/** What a strategy leg does (spec 2 §3 Strategy: buyCall, sellCall, buyPut, sellPut). */
export type LegAction = "buyCall" | "sellCall" | "buyPut" | "sellPut";

/** One leg of a strategy: its action, its strike as an offset in strikes from the money, and its lots (default 1). */
export interface StrategyLeg {
  action: LegAction;
  /** Strikes above (+) or below (−) the at-the-money strike. */
  offset: number;
  /** Lots of this leg per lot of the strategy (default 1). */
  qty?: number;
  /** Take the month's expiry instead of the chosen one (spec 2 §3 isMonthly). */
  isMonthly?: boolean;
}

/** The four outlooks of spec 2 §9, in its order. */
export const strategyCategories = ["Bullish", "Bearish", "Directional", "Neutral"] as const;
export type StrategyCategory = (typeof strategyCategories)[number];

/** A strategy of spec 2 §3: id, title, legs, and its category. */
export interface Strategy {
  id: string;
  title: string;
  category: StrategyCategory;
  legs: readonly StrategyLeg[];
}

const leg = (action: LegAction, offset: number, qty?: number): StrategyLeg =>
  qty === undefined ? { action, offset } : { action, offset, qty };

/**
 * The 14 strategies of spec 2 §9: Bullish 5, Bearish 5, Directional 2, Neutral 2 (which ones the spec leaves open:
 * docs/decisions.md, "Options"). Spreads are two strikes wide.
 */
export const strategies: readonly Strategy[] = [
  { id: "long-call", title: "Buy Call", category: "Bullish", legs: [leg("buyCall", 0)] },
  { id: "short-put", title: "Sell Put", category: "Bullish", legs: [leg("sellPut", 0)] },
  {
    id: "bull-call-spread",
    title: "Bull Call Spread",
    category: "Bullish",
    legs: [leg("buyCall", 0), leg("sellCall", 2)],
  },
  {
    id: "bull-put-spread",
    title: "Bull Put Spread",
    category: "Bullish",
    legs: [leg("buyPut", -2), leg("sellPut", 0)],
  },
  {
    id: "call-ratio-back-spread",
    title: "Call Ratio Back Spread",
    category: "Bullish",
    legs: [leg("sellCall", 0), leg("buyCall", 2, 2)],
  },
  { id: "long-put", title: "Buy Put", category: "Bearish", legs: [leg("buyPut", 0)] },
  { id: "short-call", title: "Sell Call", category: "Bearish", legs: [leg("sellCall", 0)] },
  {
    id: "bear-put-spread",
    title: "Bear Put Spread",
    category: "Bearish",
    legs: [leg("buyPut", 0), leg("sellPut", -2)],
  },
  {
    id: "bear-call-spread",
    title: "Bear Call Spread",
    category: "Bearish",
    legs: [leg("sellCall", 0), leg("buyCall", 2)],
  },
  {
    id: "put-ratio-back-spread",
    title: "Put Ratio Back Spread",
    category: "Bearish",
    legs: [leg("sellPut", 0), leg("buyPut", -2, 2)],
  },
  {
    id: "long-straddle",
    title: "Long Straddle",
    category: "Directional",
    legs: [leg("buyCall", 0), leg("buyPut", 0)],
  },
  {
    id: "long-strangle",
    title: "Long Strangle",
    category: "Directional",
    legs: [leg("buyCall", 2), leg("buyPut", -2)],
  },
  {
    id: "short-straddle",
    title: "Short Straddle",
    category: "Neutral",
    legs: [leg("sellCall", 0), leg("sellPut", 0)],
  },
  {
    id: "iron-condor",
    title: "Iron Condor",
    category: "Neutral",
    legs: [leg("buyPut", -4), leg("sellPut", -2), leg("sellCall", 2), leg("buyCall", 4)],
  },
];

/** A strategy by id; undefined for an unknown one. */
export const strategyById = (id: string): Strategy | undefined => strategies.find((s) => s.id === id);

/** The side and option type of a leg action. */
export function legParts(action: LegAction): { side: "B" | "S"; optionType: "CE" | "PE" } {
  return {
    side: action.startsWith("buy") ? "B" : "S",
    optionType: action.endsWith("Call") ? "CE" : "PE",
  };
}

/**
 * A strategy's legs on a chain's strikes (ascending): each leg's strike `offset` strikes from the at-the-money one.
 * Undefined when a leg falls off the chain's ends.
 */
export function strikesOfLegs(
  legs: readonly StrategyLeg[],
  strikes: readonly number[],
  atm: number,
): { leg: StrategyLeg; strike: number }[] | undefined {
  const at = strikes.indexOf(atm);
  if (at < 0) return undefined;
  const placed: { leg: StrategyLeg; strike: number }[] = [];
  for (const leg of legs) {
    const strike = strikes[at + leg.offset];
    if (strike === undefined) return undefined;
    placed.push({ leg, strike });
  }
  return placed;
}
