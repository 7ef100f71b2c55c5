import { fundsEndpoints } from "@trade/core";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { route } from "../http/route.js";

/** Trading balance from the funds ledger (no positions yet: nothing utilised). */
export function fundsRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, fundsEndpoints.rmsLimit, ({ session }) => context.funds.rmsLimit(session.client_code));
}
