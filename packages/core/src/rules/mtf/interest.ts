import { collateralHaircutPercent, mtfInterestPer100k, mtfLeverage } from "./constants.js";

/** The part of a position's value (paise) the broker funds: all but the client's margin of 1/4X. */
export const mtfFunded = (valuePaise: number): number => valuePaise - Math.ceil(valuePaise / mtfLeverage);

/** Interest on a funded amount for `days` calendar days, paise, rounded (0.041 % a day). */
export const mtfInterest = (fundedPaise: number, days: number): number =>
  Math.round((fundedPaise * mtfInterestPer100k * days) / 100_000);

/** What `marginPaise` of available margin buys with MTF (4X). */
export const mtfBuyingPower = (marginPaise: number): number => Math.max(0, marginPaise) * mtfLeverage;

/** Collateral margin of pledged stocks worth `valuePaise`: the value less the haircut, rounded down. */
export const collateralOf = (valuePaise: number): number =>
  Math.floor((valuePaise * (100 - collateralHaircutPercent)) / 100);

/** The billing cycle (spec 3 §9: the 1st to the 15th, the 16th to the month's end) of YYYY-MM-DD: its first day. */
export function mtfCycleOf(dateKey: string): string {
  return `${dateKey.slice(0, 8)}${Number(dateKey.slice(8, 10)) <= 15 ? "01" : "16"}`;
}
