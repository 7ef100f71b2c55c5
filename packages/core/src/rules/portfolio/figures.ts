import type { Holding, PortfolioSummary } from "../../contract/portfolio.js";

/**
 * A holding's figures at a price (spec 3 §2 columns Inv.Amt, Mkt Value, Overall G/L, Day's G/L; §3 Portfolio summary).
 * Amounts are integer paise; percentages have two decimals.
 */
export interface HoldingFigures {
  invAmt: number;
  mktValue: number;
  overallGL: number;
  overallGLPer: number;
  dayGL: number;
  dayGLPer: number;
}

/** What the figures need of a holding: quantities and prices in paise. */
export type HoldingBasis = Pick<Holding, "total_qty" | "avgPrice" | "prevClose">;

/** A percentage of `base` with two decimals (0 when there is no base). */
export const percentOf = (value: number, base: number): number =>
  base === 0 ? 0 : Math.round((value * 10_000) / base) / 100;

/**
 * The figures of a holding at `ltp`. The day's G/L is the move from the previous close on the shares held (today's
 * delivery buys settle into holdings at the day roll and count from the next day).
 */
export function holdingFigures(holding: HoldingBasis, ltp: number): HoldingFigures {
  const invAmt = holding.avgPrice * holding.total_qty;
  const mktValue = ltp * holding.total_qty;
  const overallGL = mktValue - invAmt;
  const dayGL = (ltp - holding.prevClose) * holding.total_qty;
  const dayBase = holding.prevClose * holding.total_qty;
  return {
    invAmt,
    mktValue,
    overallGL,
    overallGLPer: percentOf(overallGL, invAmt),
    dayGL,
    dayGLPer: percentOf(dayGL, dayBase),
  };
}

/**
 * The portfolio's totals (TotalInvValue, TotalHolding, TotalGL, TotalDayGL and their percentages) at the prices
 * `ltpOf` gives (the live price, else the holding's snapshot).
 */
export function portfolioSummaryOf<H extends HoldingBasis & { ltp: number }>(
  holdings: readonly H[],
  ltpOf: (holding: H) => number = (h) => h.ltp,
): PortfolioSummary {
  let inv = 0;
  let value = 0;
  let day = 0;
  let dayBase = 0;
  for (const holding of holdings) {
    const figures = holdingFigures(holding, ltpOf(holding));
    inv += figures.invAmt;
    value += figures.mktValue;
    day += figures.dayGL;
    dayBase += holding.prevClose * holding.total_qty;
  }
  return {
    TotalInvValue: inv,
    TotalHolding: value,
    TotalGL: value - inv,
    TotalDayGL: day,
    TotalGLPer: percentOf(value - inv, inv),
    TotalDayGLPer: percentOf(day, dayBase),
  };
}
