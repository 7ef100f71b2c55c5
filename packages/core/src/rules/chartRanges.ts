import { istOffsetMs } from "./marketClock.js";

/** The chart ranges of spec 1 §4, shortest first. */
export const chartRanges = ["1d", "5d", "1m", "6m", "YTD", "1yr", "5yr", "Max"] as const;
export type ChartRange = (typeof chartRanges)[number];

const day = 86_400;
/** How far back the candles service goes: 5 years (spec 2 §9 backtest periods: 1825 days). */
export const chartHistoryDays = 1825;
const istOffset = istOffsetMs / 1000;

/**
 * The candles a chart range asks for at `nowSeconds` (epoch seconds): interval and start. Intraday ranges use
 * minute bars (1d: 1 minute, 5d: 5 minutes, 1m: 1 hour); longer ones daily bars. YTD starts on 1 January in India.
 * History goes back at most 5 years (`chartHistoryDays`), so 5yr and Max both ask for all of it.
 */
export function chartRangeQuery(
  range: ChartRange,
  nowSeconds: number,
): { interval: "1m" | "5m" | "1h" | "1d"; from: number; to: number } {
  const to = Math.floor(nowSeconds);
  const back = (days: number) => to - days * day;
  switch (range) {
    case "1d":
      // The last session: back far enough to reach the previous trading day over a weekend.
      return { interval: "1m", from: back(4), to };
    case "5d":
      return { interval: "5m", from: back(8), to };
    case "1m":
      return { interval: "1h", from: back(31), to };
    case "6m":
      return { interval: "1d", from: back(183), to };
    case "YTD": {
      const year = new Date((to + istOffset) * 1000).getUTCFullYear();
      return { interval: "1d", from: Date.UTC(year, 0, 1) / 1000 - istOffset, to };
    }
    case "1yr":
      return { interval: "1d", from: back(365), to };
    case "5yr":
    case "Max":
      // A day inside the limit, so that a client clock a moment ahead of the service's is not refused.
      return { interval: "1d", from: back(chartHistoryDays - 1), to };
  }
}

/** The 1d range shows one session: the candles of the last one's day in India. */
export function lastSessionCandles<T extends { time: number }>(candles: readonly T[]): T[] {
  const last = candles.at(-1);
  if (last === undefined) return [];
  const dayOf = (seconds: number) => Math.floor((seconds + istOffset) / day);
  const lastDay = dayOf(last.time);
  return candles.filter((candle) => dayOf(candle.time) === lastDay);
}
