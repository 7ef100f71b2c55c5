import type { BacktestMetrics, BacktestRequest, BacktestStatus, BacktestTrade } from "@trade/core/backtests";
import type { Db } from "../db/database.js";

/** A row of backtests; `request`, `trades` and `summary` are JSON, read and written whole. */
export interface BacktestRow {
  id: number;
  client_code: string;
  request: string;
  symbol: string;
  holding: "delivery" | "intraday";
  start_time: number;
  end_time: number;
  status: BacktestStatus;
  message: string | null;
  trades: string | null;
  summary: string | null;
  created_at: number;
}

/** What a new backtest is stored with. */
export interface NewBacktest {
  request: BacktestRequest;
  symbol: string;
  holding: "delivery" | "intraday";
  startTime: number;
  endTime: number;
}

/** The backtests table: one statement per question; a run's result is written in one statement. */
export class BacktestStore {
  readonly #sql;

  constructor(db: Db) {
    this.#sql = {
      insert: db.prepare<[string, string, string, string, number, number, number]>(
        `INSERT INTO backtests (client_code, request, symbol, holding, start_time, end_time, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
      ),
      complete: db.prepare<[string, string, number]>(
        "UPDATE backtests SET status = 'completed', trades = ?, summary = ? WHERE id = ? AND status = 'pending'",
      ),
      fail: db.prepare<[string, number]>(
        "UPDATE backtests SET status = 'failed', message = ? WHERE id = ? AND status = 'pending'",
      ),
      abandon: db.prepare<[string]>(
        "UPDATE backtests SET status = 'failed', message = ? WHERE status = 'pending'",
      ),
      byId: db.prepare<[number, string], BacktestRow>(
        "SELECT * FROM backtests WHERE id = ? AND client_code = ?",
      ),
    };
  }

  insert(clientCode: string, backtest: NewBacktest, now: number): BacktestRow {
    const { lastInsertRowid } = this.#sql.insert.run(
      clientCode,
      JSON.stringify(backtest.request),
      backtest.symbol,
      backtest.holding,
      backtest.startTime,
      backtest.endTime,
      now,
    );
    return this.#sql.byId.get(Number(lastInsertRowid), clientCode) as BacktestRow;
  }

  complete(id: number, trades: readonly BacktestTrade[], summary: BacktestMetrics): void {
    this.#sql.complete.run(JSON.stringify(trades), JSON.stringify(summary), id);
  }

  fail(id: number, message: string): void {
    this.#sql.fail.run(message, id);
  }

  /** Fail every run a previous process left pending (runs live in memory; a restart ends them). */
  abandonPending(message: string): void {
    this.#sql.abandon.run(message);
  }

  get(clientCode: string, id: number): BacktestRow | undefined {
    return this.#sql.byId.get(id, clientCode);
  }
}
