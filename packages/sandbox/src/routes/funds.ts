import { fundsEndpoints } from "@trade/core";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { route } from "../http/route.js";

/** Trading balance: the funds ledger, less the margin the matching engine blocks for positions and open orders. */
export function fundsRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, fundsEndpoints.rmsLimit, ({ session }) => {
    context.trading.catchUp();
    return context.funds.rmsLimit(session.client_code, context.trading.utilisedMargin(session.client_code));
  });
}
