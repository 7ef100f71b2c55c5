import type { AlertOperand } from "@trade/core/alerts";
import {
  type Backtest,
  type BacktestGraph,
  type BacktestMetrics,
  type BacktestRequest,
  type BacktestState,
  type BacktestTrade,
  type BacktestTradePage,
  backtestHolding,
  backtestMetrics,
  backtestRefusal,
  backtestTradesPageSize,
  comparedValue,
  equityCurve,
  simulateBacktest,
} from "@trade/core/backtests";
import { indicatorOf, parameterProblem } from "@trade/core/indicators";
import { refused, type ServiceAnswer } from "../http/answer.js";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketData } from "../market/marketData.js";
import type { Instrument } from "../market/types.js";
import { historyColumnsYielding } from "./history.js";
import type { BacktestRow, BacktestStore } from "./store.js";

/** What backtests need of the sandbox: the instrument master, the market's candle history and clock. */
export interface BacktestDeps {
  instruments: () => InstrumentMaster;
  market: () => MarketData;
  /** Wall-clock time, epoch ms (when a backtest was created). */
  now: () => number;
  log?: (line: string) => void;
}

const restartedMessage = "The sandbox restarted before this backtest finished. Run it again.";
const pendingMessage = "The backtest is still running";

/**
 * Backtests in the sandbox: a create call checks the request (the instrument, no futures, the indicators' parameters
 * and lines, the value) and answers pending; the run then replays the condition over the instrument's candle history
 * for the period with core's `simulateBacktest` and stores the trades and core's `backtestMetrics`, or fails with a
 * message. The market is deterministic for its seed, so the same request at the same market time gives the same result.
 */
export class BacktestService {
  readonly #store: BacktestStore;
  readonly #deps: BacktestDeps;
  readonly #running = new Set<Promise<void>>();

  constructor(store: BacktestStore, deps: BacktestDeps) {
    this.#store = store;
    this.#deps = deps;
    store.abandonPending(restartedMessage);
  }

  create(clientCode: string, request: BacktestRequest): ServiceAnswer<Backtest> {
    const token = request.tokens[0];
    const instrument =
      token === undefined ? undefined : this.#deps.instruments().get(token.segment, token.token);
    if (token === undefined || instrument === undefined) {
      return refused(404, "SCRIP-NOT-FOUND", `No instrument ${token?.token} in segment ${token?.segment}`);
    }
    const futures = backtestRefusal(instrument.kind);
    if (futures !== undefined) return refused(422, "BACKTEST-FUTURES", futures);
    const problem = this.#conditionProblem(request, instrument.segment);
    if (problem !== undefined) return refused(422, "BACKTEST-CONDITION", problem);
    const endTime = Math.floor(this.#deps.market().now() / 1000);
    const row = this.#store.insert(
      clientCode,
      {
        request,
        symbol: instrument.symbol,
        holding: backtestHolding(request.timeFrame),
        startTime: endTime - request.periodDays * 86_400,
        endTime,
      },
      this.#deps.now(),
    );
    // the run starts after the create call has answered
    const running = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.#run(row, instrument),
    );
    this.#running.add(running);
    void running.finally(() => this.#running.delete(running));
    return { ok: true, value: toBacktest(row) };
  }

  /** Settles when every run started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.#running]);
  }

  status(clientCode: string, backtestId: string): ServiceAnswer<BacktestState> {
    const row = this.#find(clientCode, backtestId);
    if (row === undefined) return notFound(backtestId);
    return { ok: true, value: { backtestId, status: row.status, message: row.message } };
  }

  summary(
    clientCode: string,
    backtestId: string,
  ): ServiceAnswer<{ backtestId: string; summary: BacktestMetrics }> {
    const done = this.#completed(clientCode, backtestId);
    if (!done.ok) return done;
    return {
      ok: true,
      value: { backtestId, summary: JSON.parse(done.value.summary ?? "{}") as BacktestMetrics },
    };
  }

  /** A page of five trades (from page 1; a page past the last is empty); `token` keeps only that instrument's. */
  trades(
    clientCode: string,
    backtestId: string,
    filter: { pageNumber: number; token?: number | undefined },
  ): ServiceAnswer<BacktestTradePage> {
    const done = this.#completed(clientCode, backtestId);
    if (!done.ok) return done;
    const request = JSON.parse(done.value.request) as BacktestRequest;
    const all = tradesOf(done.value);
    const trades = filter.token === undefined || filter.token === request.tokens[0]?.token ? all : [];
    const from = (filter.pageNumber - 1) * backtestTradesPageSize;
    return {
      ok: true,
      value: {
        backtestId,
        trades: trades.slice(from, from + backtestTradesPageSize),
        pageNumber: filter.pageNumber,
        pageSize: backtestTradesPageSize,
        totalTrades: trades.length,
        totalPages: Math.ceil(trades.length / backtestTradesPageSize),
      },
    };
  }

  graph(clientCode: string, backtestId: string): ServiceAnswer<BacktestGraph> {
    const done = this.#completed(clientCode, backtestId);
    if (!done.ok) return done;
    return { ok: true, value: { backtestId, points: equityCurve(tradesOf(done.value)) } };
  }

  async #run(row: BacktestRow, instrument: Instrument): Promise<void> {
    try {
      const request = JSON.parse(row.request) as BacktestRequest;
      const candles = await historyColumnsYielding(
        this.#deps.market(),
        instrument,
        request.timeFrame,
        row.start_time,
        row.end_time,
      );
      if (candles.length === 0) {
        this.#store.fail(
          row.id,
          `No candles for ${instrument.symbol} over the last ${request.periodDays} days`,
        );
        return;
      }
      const trades = simulateBacktest(candles, {
        implication: request.entry.implication,
        holding: row.holding,
        targetProfitPercent: request.entry.targetProfitPercent,
        stopLossPercent: request.entry.stopLossPercent,
        quantity: request.entry.action?.orderDetails.orders[0]?.units ?? 1,
        instrument: {
          segment: instrument.segment,
          kind: instrument.kind,
          multiplier: this.#deps.instruments().multiplier(instrument),
        },
      });
      this.#store.complete(row.id, trades, backtestMetrics(trades));
    } catch (error) {
      this.#deps.log?.(`sandbox error: backtest ${row.id}: ${(error as Error).stack ?? error}`);
      this.#store.fail(row.id, `The backtest could not run: ${(error as Error).message}`);
    }
  }

  /** Why the condition cannot be replayed (a parameter out of bounds, a line the indicator does not draw, a value). */
  #conditionProblem(request: BacktestRequest, segment: number): string | undefined {
    const { lhs, rhs } = request.entry.implication;
    for (const operand of "valueString" in rhs ? [lhs] : [lhs, rhs]) {
      const problem = operandProblem(operand);
      if (problem !== undefined) return problem;
    }
    if ("valueString" in rhs) {
      try {
        if (!(comparedValue(lhs, rhs.valueString, segment) > 0)) return "Enter a value above 0";
      } catch {
        return "Enter a value above 0";
      }
    }
    return undefined;
  }

  #completed(clientCode: string, backtestId: string): ServiceAnswer<BacktestRow> {
    const row = this.#find(clientCode, backtestId);
    if (row === undefined) return notFound(backtestId);
    if (row.status === "pending") return refused(409, "BACKTEST-PENDING", pendingMessage);
    if (row.status === "failed") return refused(422, "BACKTEST-FAILED", row.message ?? "The backtest failed");
    return { ok: true, value: row };
  }

  #find(clientCode: string, backtestId: string): BacktestRow | undefined {
    return /^\d{1,15}$/.test(backtestId) ? this.#store.get(clientCode, Number(backtestId)) : undefined;
  }
}

function operandProblem(operand: AlertOperand): string | undefined {
  if (operand.indicator === "Price") return undefined;
  const definition = indicatorOf(operand.indicator);
  if (operand.line !== undefined && !definition.lines.includes(operand.line)) {
    return `${operand.indicator} has no line '${operand.line}' (it draws ${definition.lines.join(", ")})`;
  }
  for (const [key, value] of Object.entries(operand.params ?? {})) {
    const parameter = definition.parameters.find((p) => p.key === key);
    if (parameter === undefined) return `${operand.indicator} has no parameter '${key}'`;
    const problem = parameterProblem(parameter, value);
    if (problem !== undefined) return `${operand.indicator}: ${problem}`;
  }
  return undefined;
}

const notFound = (backtestId: string) =>
  refused(404, "BACKTEST-NOT-FOUND", `No backtest ${backtestId.slice(0, 20)}`);

function tradesOf(row: BacktestRow): BacktestTrade[] {
  return JSON.parse(row.trades ?? "[]") as BacktestTrade[];
}

function toBacktest(row: BacktestRow): Backtest {
  const request = JSON.parse(row.request) as BacktestRequest;
  return {
    backtestId: String(row.id),
    status: row.status,
    message: row.message,
    name: request.name,
    timeFrame: request.timeFrame,
    holdingType: row.holding,
    periodDays: request.periodDays,
    startTime: row.start_time,
    endTime: row.end_time,
    tokens: request.tokens.map((token) => ({ ...token, symbol: token.symbol ?? row.symbol })),
    entry: request.entry,
    createdAt: row.created_at,
  };
}
