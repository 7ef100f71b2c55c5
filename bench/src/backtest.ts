/**
 * Backtest (issue 18): a 1-year backtest on 1-minute candles (about 94,000 bars) with every metric of spec 2 §3, goal
 * ≤ 150 ms: core's simulation (the indicators over the whole series included) and metrics, over the sandbox
 * simulator's year of RELIANCE history. Reading that history (generated on demand) is printed apart.
 */
import { formatRupees } from "@trade/core";
import { measureBacktest } from "@trade/sandbox";

const goalMs = 150;

export function benchBacktest(): void {
  console.log(
    "Backtest (@trade/core/backtests over the sandbox's candle history; goal: 1 year of 1-minute candles ≤ 150 ms)",
  );
  const figures = measureBacktest();
  const { metrics } = figures;
  console.log(
    `  ${figures.symbol}, ${figures.bars.toLocaleString("en")} one-minute bars, EMA 20 crossing above SMA 50, intraday, ` +
      `target 1 %, stop-loss 0.5 %: ${figures.backtestMs.toFixed(1)} ms with its metrics (goal ≤ ${goalMs} ms) ` +
      `${figures.backtestMs <= goalMs ? "met" : "NOT MET"}; the history read in ${figures.historyMs.toFixed(0)} ms`,
  );
  console.log(
    `  ${metrics.numTrades} trades, overall P&L ${formatRupees(metrics.overallPnL)}, win ${metrics.winPercentage} %, ` +
      `max drawdown ${formatRupees(metrics.maxDrawdown)} over ${metrics.daysInMaxDrawdown} days ` +
      `(${metrics.tradesInMaxDrawdown} trades), reward to risk ${metrics.rewardToRiskRatio ?? "–"}, ` +
      `streaks ${metrics.maxWinStreak} won / ${metrics.maxLossStreak} lost`,
  );
  console.log("");
}
