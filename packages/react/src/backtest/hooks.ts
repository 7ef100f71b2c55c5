import { useMutation, useQuery } from "@tanstack/react-query";
import { type Backtest, type BacktestRequest, backtestsOf } from "@trade/core/backtests";
import { useTradeClient } from "../tradeClient.js";
import { backtestQueries } from "./queries.js";

/**
 * Start a backtest. Refusals reject with the SDK's typed error carrying the server's message (shown under
 * `backtestFailedTitle`, 'Couldn't create backtest').
 *
 * @example
 * ```tsx
 * const create = useCreateBacktest();
 * const backtest = await create.mutateAsync(backtestRequestOf(condition, 365));
 * ```
 */
export function useCreateBacktest() {
  const client = useTradeClient();
  return useMutation({ mutationFn: (request: BacktestRequest) => backtestsOf(client).create(request) });
}

/**
 * One backtest from creation to result: its status (read again while pending), then, once completed, its summary,
 * the given page of its trade log and its graph. `failure` is the server's message when the run failed.
 *
 * @example
 * ```tsx
 * const { status, summary, trades } = useBacktestResult(backtest, page);
 * ```
 */
export function useBacktestResult(backtest: Backtest | undefined, pageNumber: number) {
  const client = useTradeClient();
  const id = backtest?.backtestId ?? "";
  const state = useQuery({ ...backtestQueries.status(client, id), enabled: backtest !== undefined });
  const completed = state.data?.status === "completed";
  const summary = useQuery({ ...backtestQueries.summary(client, id), enabled: completed });
  const trades = useQuery({
    ...backtestQueries.trades(client, id, pageNumber),
    enabled: completed,
    placeholderData: (previous) => previous,
  });
  const graph = useQuery({ ...backtestQueries.graph(client, id), enabled: completed });
  const failure =
    state.data?.status === "failed"
      ? (state.data.message ?? "")
      : (state.error ?? summary.error ?? trades.error ?? graph.error)?.message;
  return {
    status: state.data?.status ?? "pending",
    failure,
    summary: summary.data,
    trades: trades.data,
    graph: graph.data,
  };
}
