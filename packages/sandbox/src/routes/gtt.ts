import { gttEndpoints } from "@trade/core/gtt";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { toGttRule } from "../gtt/store.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/**
 * GTT rules (spec 2 §7: ruleList, createRule, modifyRule, cancelRule; paths in docs/decisions.md, "GTT"). The service
 * decides with the core GTT rules; the engine's GTT evaluator fires them on the simulated market.
 */
export function gttRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, gttEndpoints.createRule, ({ body, session }) => ({
    rule: toGttRule(unwrap(context.gtt.create(session.client_code, body))),
  }));
  route(app, context, gttEndpoints.modifyRule, ({ body, session }) => ({
    rule: toGttRule(unwrap(context.gtt.modify(session.client_code, body))),
  }));
  route(app, context, gttEndpoints.cancelRule, ({ body, session }) => ({
    rule: toGttRule(unwrap(context.gtt.cancel(session.client_code, body.id))),
  }));
  route(app, context, gttEndpoints.ruleList, ({ body, session }) => {
    const { rows, total, page } = context.gtt.list(session.client_code, body);
    return { rules: rows.map(toGttRule), total, page };
  });
}
