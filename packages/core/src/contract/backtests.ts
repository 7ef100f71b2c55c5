import * as z from "zod/mini";
import { alertImplication, alertTimeFrame, alertToken } from "./alerts.js";
import { getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * Backtests (spec 2 §3 Backtest, §7: POST /v1/backtest; status, summary, trades and graph under
 * /v1/backtest/{backtestId}). A backtest replays an alert's entry condition over the instrument's candle history for one
 * of the spec's periods and trades it: buy when the condition holds, sell at the target, the stop-loss, the end of the
 * day (intraday holding) or the end of the period. Prices are in the segment's minor units, money in paise, times in
 * epoch seconds. The parts the spec leaves open are in docs/decisions.md, "Backtests".
 */

/** The backtest periods in days (spec 2 §9: 30 days, 3 months, 1 year, 5 years). */
export const backtestPeriodDays = z.union([z.literal(30), z.literal(90), z.literal(365), z.literal(1825)]);
export type BacktestPeriodDays = z.infer<typeof backtestPeriodDays>;

/** Delivery on 1-day or 1-hour candles, intraday otherwise (spec 2 §9). */
export const backtestHoldingType = z.enum(["delivery", "intraday"]);
export type BacktestHoldingType = z.infer<typeof backtestHoldingType>;

export const backtestStatus = z.enum(["pending", "completed", "failed"]);
export type BacktestStatus = z.infer<typeof backtestStatus>;

const percent = z.number().check(z.gt(0), z.lte(100));

/** The entry a backtest trades (spec 2 §3): the condition, the buy with its units, target and stop-loss percents. */
export const backtestEntry = z.strictObject({
  implication: alertImplication,
  action: z.optional(
    z.strictObject({
      /** A backtest buys (spec 2 §3: transactionType buy). */
      transactionType: z.literal("B"),
      orderDetails: z.strictObject({
        orders: z
          .array(z.strictObject({ units: z.int().check(z.gte(1), z.lte(1_000_000)) }))
          .check(z.length(1)),
      }),
    }),
  ),
  targetProfitPercent: z.optional(percent),
  stopLossPercent: z.optional(percent),
});
export type BacktestEntry = z.input<typeof backtestEntry>;

/** POST /v1/backtest: an alert's condition on one instrument, over one period. */
export const backtestRequest = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  timeFrame: alertTimeFrame,
  tokens: z.array(alertToken).check(z.length(1, "a backtest runs on one instrument")),
  entry: backtestEntry,
  periodDays: backtestPeriodDays,
});
export type BacktestRequest = z.input<typeof backtestRequest>;

/** A backtest as created: what it runs, over which span, and where it stands. */
export const backtest = z.object({
  backtestId: z.string(),
  status: backtestStatus,
  /** Why it failed (the server's message), else null. */
  message: z.nullable(z.string()),
  name: z.string(),
  timeFrame: alertTimeFrame,
  holdingType: backtestHoldingType,
  periodDays: z.number(),
  /** The span replayed, epoch seconds (the spec's execution start and end time). */
  startTime: z.number(),
  endTime: z.number(),
  tokens: z.array(
    z.object({ exchange: z.string(), segment: z.number(), token: z.number(), symbol: z.string() }),
  ),
  entry: backtestEntry,
  createdAt: z.number(),
});
export type Backtest = z.infer<typeof backtest>;

/** Where a backtest stands (GET .../status). */
export const backtestState = z.object({
  backtestId: z.string(),
  status: backtestStatus,
  message: z.nullable(z.string()),
});
export type BacktestState = z.infer<typeof backtestState>;

/** Why a trade closed: its target, its stop-loss, the day's close (intraday), or the period's last candle. */
export const backtestExitReason = z.enum(["target", "stopLoss", "endOfDay", "endOfPeriod"]);
export type BacktestExitReason = z.infer<typeof backtestExitReason>;

/** One closed trade of the trade log. */
export const backtestTrade = z.object({
  /** 1 for the first trade of the backtest. */
  tradeNumber: z.number(),
  entryTime: z.number(),
  entryPrice: z.number(),
  exitTime: z.number(),
  exitPrice: z.number(),
  exitReason: backtestExitReason,
  quantity: z.number(),
  /** (exit − entry) × quantity, in paise. */
  grossPnL: z.number(),
  /** Both legs' charges (docs/decisions.md, "Backtests"), in paise. */
  charges: z.number(),
  /** grossPnL − charges, in paise. */
  pnl: z.number(),
});
export type BacktestTrade = z.infer<typeof backtestTrade>;

/** Every result metric of spec 2 §3; money in paise, percentages and ratios to two decimals. */
export const backtestResultMetrics = z.object({
  overallPnL: z.number(),
  /** The largest fall of the equity curve (cumulative P&L after each trade) from a peak, in paise (0 or more). */
  maxDrawdown: z.number(),
  /** overallPnL ÷ maxDrawdown; null without a drawdown. */
  returnOverMaxDrawdown: z.nullable(z.number()),
  /** Calendar days from the peak to the trough of the largest drawdown. */
  daysInMaxDrawdown: z.number(),
  /** Trades closed from the peak to the trough of the largest drawdown. */
  tradesInMaxDrawdown: z.number(),
  winPercentage: z.number(),
  /** Average profit on winning trades ÷ average loss on losing trades; null without both. */
  rewardToRiskRatio: z.nullable(z.number()),
  numTrades: z.number(),
  maxWinStreak: z.number(),
  maxLossStreak: z.number(),
  averagePnLPerTrade: z.number(),
  averageProfitOnWinningTrades: z.number(),
  /** Negative (or 0 without losing trades). */
  averageLossOnLosingTrades: z.number(),
  maxProfitInSingleTrade: z.number(),
  /** Negative (or 0 without losing trades). */
  maxLossInSingleTrade: z.number(),
});
export type BacktestMetrics = z.infer<typeof backtestResultMetrics>;

export const backtestResult = z.object({ backtest });
export const backtestSummary = z.object({ backtestId: z.string(), summary: backtestResultMetrics });

/** The trade table's page size (spec 2 §9). */
export const backtestTradesPageSize = 5;

/** A whole number: a number from the SDK, digits from a URL (the sandbox reads query strings). */
const whole = z.union([z.int(), z.string().check(z.regex(/^\d{1,9}$/, "must be a whole number"))]);

/** GET .../trades (spec 2 §7: exchange, tokenType, token, pageNumber); pages of 5, from 1. */
export const backtestTradesQuery = z.strictObject({
  exchange: z.optional(z.string().check(z.maxLength(10))),
  tokenType: z.optional(z.string().check(z.maxLength(20))),
  token: z.optional(whole),
  pageNumber: z.optional(whole),
});
export type BacktestTradesQuery = z.input<typeof backtestTradesQuery>;

export const backtestTradePage = z.object({
  backtestId: z.string(),
  trades: z.array(backtestTrade),
  pageNumber: z.number(),
  pageSize: z.number(),
  totalTrades: z.number(),
  totalPages: z.number(),
});
export type BacktestTradePage = z.infer<typeof backtestTradePage>;

/** GET .../graph: the equity curve, one point at the start and one per closed trade (cumulative P&L in paise). */
export const backtestGraph = z.object({
  backtestId: z.string(),
  points: z.array(z.object({ time: z.number(), equity: z.number() })),
});
export type BacktestGraph = z.infer<typeof backtestGraph>;

/** The backtest calls (spec 2 §7). Creating is not retried (a second try makes a second backtest). */
export const backtestEndpoints = {
  create: postEndpoint("trade", "/v1/backtest", backtestRequest, backtestResult),
  status: getEndpoint("trade", "/v1/backtest/{backtestId}/status", undefined, backtestState),
  summary: getEndpoint("trade", "/v1/backtest/{backtestId}/summary", undefined, backtestSummary),
  trades: getEndpoint("trade", "/v1/backtest/{backtestId}/trades", backtestTradesQuery, backtestTradePage),
  graph: getEndpoint("trade", "/v1/backtest/{backtestId}/graph", undefined, backtestGraph),
};
