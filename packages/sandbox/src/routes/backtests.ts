import { backtestEndpoints } from "@trade/core/backtests";
import type { FastifyInstance } from "fastify";
import { BacktestService } from "../backtests/service.js";
import { BacktestStore } from "../backtests/store.js";
import type { Context } from "../context.js";
import type { Db } from "../db/database.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/**
 * Backtests (spec 2 §7: POST /v1/backtest; status, summary, trades and graph under /v1/backtest/{backtestId}; the
 * shapes in docs/decisions.md, "Backtests"). The service lives with its routes: nothing else in the sandbox reads it.
 */
export function backtestRoutes(app: FastifyInstance, context: Context, db: Db): BacktestService {
  const backtests = new BacktestService(new BacktestStore(db), {
    instruments: () => context.instruments,
    market: () => context.market,
    now: context.now,
    log: context.log,
  });
  const id = (params: Record<string, string>) => params.backtestId ?? "";
  route(app, context, backtestEndpoints.create, ({ body, session }) => ({
    backtest: unwrap(backtests.create(session.client_code, body)),
  }));
  route(app, context, backtestEndpoints.status, ({ params, session }) =>
    unwrap(backtests.status(session.client_code, id(params))),
  );
  route(app, context, backtestEndpoints.summary, ({ params, session }) =>
    unwrap(backtests.summary(session.client_code, id(params))),
  );
  route(app, context, backtestEndpoints.trades, ({ params, query, session }) =>
    unwrap(
      backtests.trades(session.client_code, id(params), {
        pageNumber: query.pageNumber === undefined ? 1 : Math.max(1, Number(query.pageNumber)),
        token: query.token === undefined ? undefined : Number(query.token),
      }),
    ),
  );
  route(app, context, backtestEndpoints.graph, ({ params, session }) =>
    unwrap(backtests.graph(session.client_code, id(params))),
  );
  return backtests;
}
