import type { TradeClient } from "../client.js";
import {
  type Backtest,
  type BacktestGraph,
  type BacktestMetrics,
  type BacktestRequest,
  type BacktestState,
  type BacktestTradePage,
  type BacktestTradesQuery,
  backtestEndpoints,
} from "../contract/backtests.js";
import { atPath } from "../contract/path.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/**
 * Backtests of alert conditions (spec 2 §3, §7): create one, follow its status until it completes (or fails with the
 * server's message), then read its summary metrics, its trade log five trades a page, and its equity graph. Refusals
 * throw the SDK's typed errors with the server's message ('Backtest is not available for futures at the moment' among
 * them); `backtestFailedTitle` is the title the app shows above it.
 *
 * @example
 * ```ts
 * import { backtestsOf, backtestRequestOf } from "@trade/core/backtests";
 * const { backtestId } = await backtestsOf(client).create(backtestRequestOf(condition, 365, { targetProfitPercent: 5 }));
 * const summary = await backtestsOf(client).summary(backtestId); // once status() says "completed"
 * ```
 */
export class BacktestsResource extends Resource {
  /** Start a backtest; it answers pending or already completed. Not retried: a second try makes a second one. */
  async create(request: BacktestRequest, options?: RequestOptions): Promise<Backtest> {
    return (await this.call(backtestEndpoints.create, { body: request }, options)).backtest;
  }

  /** Where a backtest stands: pending, completed, or failed with the server's message. */
  status(backtestId: string, options?: RequestOptions): Promise<BacktestState> {
    return this.call(atPath(backtestEndpoints.status, { backtestId }), {}, options);
  }

  /** The result metrics of a completed backtest (spec 2 §3). */
  async summary(backtestId: string, options?: RequestOptions): Promise<BacktestMetrics> {
    return (await this.call(atPath(backtestEndpoints.summary, { backtestId }), {}, options)).summary;
  }

  /** A page of the trade log (five trades a page, from page 1), oldest trade first. */
  trades(
    backtestId: string,
    query: BacktestTradesQuery = {},
    options?: RequestOptions,
  ): Promise<BacktestTradePage> {
    return this.call(atPath(backtestEndpoints.trades, { backtestId }), { query }, options);
  }

  /** The equity curve: cumulative P&L at the start and after each trade. */
  graph(backtestId: string, options?: RequestOptions): Promise<BacktestGraph> {
    return this.call(atPath(backtestEndpoints.graph, { backtestId }), {}, options);
  }
}

/** The backtests area of a client (one per client). */
export const backtestsOf: (client: TradeClient) => BacktestsResource = accessorOf(
  (client) => new BacktestsResource(client),
);
