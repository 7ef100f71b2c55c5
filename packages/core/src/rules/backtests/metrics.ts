import type { BacktestMetrics } from "../../contract/backtests.js";

/** What the metrics read of a closed trade: its net P&L (paise) and when it opened and closed (epoch seconds). */
export interface ClosedTrade {
  entryTime: number;
  exitTime: number;
  pnl: number;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const secondsPerDay = 86_400;

/**
 * Every result metric of spec 2 §3 from a backtest's closed trades, in the order they closed. A trade wins when its net
 * P&L is above 0 and loses when below (a flat trade breaks both streaks). The equity curve is the cumulative P&L after
 * each trade, starting at 0 when the first trade opens; the largest drawdown is its largest fall from a running peak,
 * counted in trades and calendar days from that peak to the trough. Money in paise (averages rounded to the paisa),
 * percentages and ratios to two decimals. The sandbox computes the summary with it and a client can recompute it from
 * the trade log.
 */
export function backtestMetrics(trades: readonly ClosedTrade[]): BacktestMetrics {
  let overall = 0;
  let wins = 0;
  let losses = 0;
  let profit = 0;
  let loss = 0;
  let maxProfit = 0;
  let maxLoss = 0;
  let winStreak = 0;
  let lossStreak = 0;
  let maxWinStreak = 0;
  let maxLossStreak = 0;
  // the running peak of the equity curve (index -1: the start, at 0) and the largest fall from one
  let peak = 0;
  let peakIndex = -1;
  let maxDrawdown = 0;
  let drawdownFrom = -1;
  let drawdownTo = -1;
  for (const [index, trade] of trades.entries()) {
    const pnl = trade.pnl;
    overall += pnl;
    if (pnl > 0) {
      wins += 1;
      profit += pnl;
      maxProfit = Math.max(maxProfit, pnl);
      winStreak += 1;
      lossStreak = 0;
    } else if (pnl < 0) {
      losses += 1;
      loss += pnl;
      maxLoss = Math.min(maxLoss, pnl);
      lossStreak += 1;
      winStreak = 0;
    } else {
      winStreak = 0;
      lossStreak = 0;
    }
    maxWinStreak = Math.max(maxWinStreak, winStreak);
    maxLossStreak = Math.max(maxLossStreak, lossStreak);
    if (overall > peak) {
      peak = overall;
      peakIndex = index;
    } else if (peak - overall > maxDrawdown) {
      maxDrawdown = peak - overall;
      drawdownFrom = peakIndex;
      drawdownTo = index;
    }
  }
  const count = trades.length;
  const averageProfit = wins === 0 ? 0 : profit / wins;
  const averageLoss = losses === 0 ? 0 : loss / losses;
  const timeAt = (index: number) =>
    index < 0 ? (trades[0]?.entryTime ?? 0) : (trades[index] as ClosedTrade).exitTime;
  return {
    overallPnL: overall,
    maxDrawdown,
    returnOverMaxDrawdown: maxDrawdown === 0 ? null : twoDecimals(overall / maxDrawdown),
    daysInMaxDrawdown:
      maxDrawdown === 0 ? 0 : Math.round((timeAt(drawdownTo) - timeAt(drawdownFrom)) / secondsPerDay),
    tradesInMaxDrawdown: maxDrawdown === 0 ? 0 : drawdownTo - drawdownFrom,
    winPercentage: count === 0 ? 0 : twoDecimals((wins * 100) / count),
    rewardToRiskRatio: wins === 0 || losses === 0 ? null : twoDecimals(averageProfit / -averageLoss),
    numTrades: count,
    maxWinStreak,
    maxLossStreak,
    averagePnLPerTrade: count === 0 ? 0 : Math.round(overall / count),
    averageProfitOnWinningTrades: Math.round(averageProfit),
    averageLossOnLosingTrades: Math.round(averageLoss),
    maxProfitInSingleTrade: maxProfit,
    maxLossInSingleTrade: maxLoss,
  };
}

/** The equity curve the graph draws: 0 when the first trade opens, then the cumulative P&L at each trade's close. */
export function equityCurve(trades: readonly ClosedTrade[]): { time: number; equity: number }[] {
  const first = trades[0];
  if (first === undefined) return [];
  const points = [{ time: first.entryTime, equity: 0 }];
  let equity = 0;
  for (const trade of trades) {
    equity += trade.pnl;
    points.push({ time: trade.exitTime, equity });
  }
  return points;
}
