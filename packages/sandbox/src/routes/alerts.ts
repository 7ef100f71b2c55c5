import { alertEndpoints } from "@trade/core/alerts";
import type { FastifyInstance } from "fastify";
import { alertSchemaOf } from "../alerts/service.js";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/**
 * Alerts (spec 2 §7: schema, create, batch create, update, pause, resume, cancel, list; paths in docs/decisions.md,
 * "Alerts: the contract"). The service checks each condition; the engine's alert evaluator fires them on the
 * simulated market.
 */
export function alertRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, alertEndpoints.schema, ({ query }) => alertSchemaOf(query.type));
  route(app, context, alertEndpoints.create, ({ body, session }) => ({
    alert: unwrap(context.alerts.create(session.client_code, body)),
  }));
  route(app, context, alertEndpoints.createBatch, ({ body, session }) => ({
    alerts: unwrap(context.alerts.createBatch(session.client_code, body.conditions)),
  }));
  route(app, context, alertEndpoints.update, ({ body, params, session }) => ({
    alert: unwrap(context.alerts.update(session.client_code, params.alertId ?? "", body)),
  }));
  route(app, context, alertEndpoints.pause, ({ params, session }) => ({
    alert: unwrap(context.alerts.pause(session.client_code, params.alertId ?? "")),
  }));
  route(app, context, alertEndpoints.resume, ({ params, session }) => ({
    alert: unwrap(context.alerts.resume(session.client_code, params.alertId ?? "")),
  }));
  route(app, context, alertEndpoints.cancel, ({ params, session }) => ({
    alert: unwrap(context.alerts.cancel(session.client_code, params.alertId ?? "")),
  }));
  route(app, context, alertEndpoints.list, ({ query, session }) => ({
    alerts: context.alerts.list(session.client_code, query.status),
  }));
}
