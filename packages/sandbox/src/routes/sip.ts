import { sipEndpoints } from "@trade/core/sip";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/** Stock SIP (spec 2 §7: GET and POST /v1/sip, GET /v1/sip/{sip_id}/transactions, PUT /v1/sip/{sip_id}). */
export function sipRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, sipEndpoints.list, ({ query, session }) => ({
    sips: context.sip.list(session.client_code, query.status),
  }));
  route(app, context, sipEndpoints.create, ({ body, session }) => ({
    sip: unwrap(context.sip.create(session.client_code, body)),
  }));
  route(app, context, sipEndpoints.update, ({ body, params, session }) => ({
    sip: unwrap(context.sip.update(session.client_code, params.sip_id ?? "", body)),
  }));
  route(app, context, sipEndpoints.transactions, ({ params, session }) => ({
    transactions: unwrap(context.sip.transactions(session.client_code, params.sip_id ?? "")),
  }));
}
