import { basketEndpoints } from "@trade/core/basket";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/**
 * Baskets (spec 2 §7: create, list, delete, save, update; paths in docs/decisions.md, "Baskets"). Placing one is the
 * batch order call (/v5/batch-orders), its margin the batch margin call.
 */
export function basketRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, basketEndpoints.list, ({ session }) => ({
    baskets: context.basket.list(session.client_code),
  }));
  route(app, context, basketEndpoints.create, ({ body, session }) => ({
    basket: context.basket.create(session.client_code, body),
  }));
  route(app, context, basketEndpoints.save, ({ body, session }) => ({
    basket: unwrap(context.basket.save(session.client_code, body)),
  }));
  route(app, context, basketEndpoints.update, ({ body, session }) => ({
    basket: unwrap(context.basket.update(session.client_code, body)),
  }));
  route(app, context, basketEndpoints.delete, ({ params, session }) =>
    unwrap(context.basket.delete(session.client_code, params.basketId ?? "")),
  );
}
