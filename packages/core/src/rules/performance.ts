import { chartHistoryDays } from "./chartRanges.js";

/**
 * The stock overview's Performance Overview (spec 3 §2 stock-detail sections): the return over each period up to the
 * last price. The periods are ours (the spec names the section only).
 */
export const performancePeriods = [
  { id: "1W", days: 7 },
  { id: "1M", days: 30 },
  { id: "3M", days: 91 },
  { id: "6M", days: 182 },
  { id: "1Y", days: 365 },
  { id: "3Y", days: 1095 },
  // The history holds 5 years and no more (its first week may fall on holidays): 5Y measures from its first week.
  { id: "5Y", days: chartHistoryDays - 7 },
] as const;
export type PerformancePeriod = (typeof performancePeriods)[number]["id"];

const day = 86_400;

/**
 * The percent change from each period's base close (the last daily close on or before `nowSeconds` minus the
 * period) to `lastPrice`; `undefined` where the history does not reach back that far. `candles` are daily, oldest
 * first, times in epoch seconds.
 *
 * @example
 * ```ts
 * periodReturns(dailyCandles, quote.ltp, Date.now() / 1000).find((r) => r.id === "1Y")?.percent;
 * ```
 */
export function periodReturns(
  candles: readonly { time: number; close: number }[],
  lastPrice: number,
  nowSeconds: number,
): { id: PerformancePeriod; percent: number | undefined }[] {
  return performancePeriods.map(({ id, days }) => {
    const cutoff = nowSeconds - days * day;
    let base: number | undefined;
    // Oldest first: the last candle at or before the cut-off is the base.
    for (const candle of candles) {
      if (candle.time > cutoff) break;
      base = candle.close;
    }
    return { id, percent: base === undefined || base === 0 ? undefined : ((lastPrice - base) * 100) / base };
  });
}

/**
 * Where `value` sits between `low` and `high`, 0 to 1 (the day's and the 52-week range bars); 0.5 for an empty range.
 */
export function rangePosition(low: number, high: number, value: number): number {
  if (!(high > low)) return 0.5;
  return Math.min(1, Math.max(0, (value - low) / (high - low)));
}
