import { formatPrice, formatRupees } from "@trade/core";
import type { BacktestExitReason, BacktestMetrics } from "@trade/core/backtests";

/** A metric as the summary grid shows it: its label, its text, and its sign for money (up, down or none). */
export interface MetricRow {
  key: keyof BacktestMetrics;
  label: string;
  text: string;
  sign?: "up" | "down";
}

const money = (paise: number) => formatRupees(paise);
const signOf = (value: number) => (value > 0 ? "up" : value < 0 ? "down" : undefined);
const ratio = (value: number | null) => (value === null ? "–" : value.toFixed(2));

/** The metrics of spec 2 §3 in the summary's order, labelled and formatted (money in rupees, ratios to 2 decimals). */
export function metricRows(summary: BacktestMetrics): MetricRow[] {
  const withSign = (key: keyof BacktestMetrics, label: string, value: number): MetricRow => {
    const sign = signOf(value);
    return { key, label, text: money(value), ...(sign === undefined ? {} : { sign }) };
  };
  return [
    withSign("overallPnL", "Overall P&L", summary.overallPnL),
    { key: "numTrades", label: "Trades", text: String(summary.numTrades) },
    { key: "winPercentage", label: "Win %", text: `${summary.winPercentage.toFixed(2)}%` },
    { key: "rewardToRiskRatio", label: "Reward to risk", text: ratio(summary.rewardToRiskRatio) },
    { key: "maxDrawdown", label: "Max drawdown", text: money(summary.maxDrawdown) },
    {
      key: "returnOverMaxDrawdown",
      label: "Return / max drawdown",
      text: ratio(summary.returnOverMaxDrawdown),
    },
    { key: "daysInMaxDrawdown", label: "Days in max drawdown", text: String(summary.daysInMaxDrawdown) },
    {
      key: "tradesInMaxDrawdown",
      label: "Trades in max drawdown",
      text: String(summary.tradesInMaxDrawdown),
    },
    { key: "maxWinStreak", label: "Max win streak", text: String(summary.maxWinStreak) },
    { key: "maxLossStreak", label: "Max loss streak", text: String(summary.maxLossStreak) },
    withSign("averagePnLPerTrade", "Avg P&L per trade", summary.averagePnLPerTrade),
    withSign("averageProfitOnWinningTrades", "Avg profit on winners", summary.averageProfitOnWinningTrades),
    withSign("averageLossOnLosingTrades", "Avg loss on losers", summary.averageLossOnLosingTrades),
    withSign("maxProfitInSingleTrade", "Max profit in a trade", summary.maxProfitInSingleTrade),
    withSign("maxLossInSingleTrade", "Max loss in a trade", summary.maxLossInSingleTrade),
  ];
}

/** Why a trade closed, in words. */
export const exitReasonLabels: Record<BacktestExitReason, string> = {
  target: "Target",
  stopLoss: "Stop-loss",
  endOfDay: "End of day",
  endOfPeriod: "End of period",
};

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "short",
  year: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "short",
  year: "2-digit",
});

/** A candle's time (epoch seconds) in IST: the date, with the time on intraday candles. */
export const formatCandleTime = (seconds: number, intraday: boolean): string =>
  (intraday ? dateTime : dateOnly).format(new Date(seconds * 1000));

/** A price in the segment's minor units, as the trade log shows it. */
export const formatTradePrice = (minor: number, segment: number): string => formatPrice(minor, segment);
