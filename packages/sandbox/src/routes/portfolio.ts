import { portfolioEndpoints } from "@trade/core/portfolio";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/**
 * The portfolio (spec 3 §7 Portfolio): holdings, totals, one holding's breakup, dividends, the transactions statement
 * and provisional P&L; the paths the spec does not show are ours (docs/decisions.md, "Portfolio and holdings"). The
 * party code is always the session's client (a family's other codes are not modelled).
 */
export function portfolioRoutes(app: FastifyInstance, context: Context): void {
  const { portfolio } = context;
  route(app, context, portfolioEndpoints.holdings, ({ session }) => ({
    holdings: portfolio.holdings(session.client_code),
  }));
  route(app, context, portfolioEndpoints.summary, ({ session }) => portfolio.summary(session.client_code));
  route(app, context, portfolioEndpoints.holdingDetail, ({ body, session }) => ({
    HoldingDetail: unwrap(portfolio.breakup(session.client_code, body.isin)),
  }));
  route(app, context, portfolioEndpoints.dividends, ({ body, session }) =>
    portfolio.dividends(session.client_code, body.isin),
  );
  route(app, context, portfolioEndpoints.transactions, ({ body, session }) => ({
    transactions: portfolio.transactions(session.client_code, body),
  }));
  route(app, context, portfolioEndpoints.provisionalPnl, ({ body, session }) =>
    portfolio.provisionalPnl(session.client_code, body),
  );
}
