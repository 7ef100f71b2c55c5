import type { Endpoint } from "@trade/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Context } from "../context.js";
import type { SessionRow } from "../store/sessions.js";
import { authenticate } from "./auth.js";
import { success } from "./errors.js";
import { parseWith } from "./validate.js";

export const apiBase = "/api";

export interface Call<TBody, TQuery> {
  body: TBody;
  query: TQuery;
  /** The caller's session (absent for anonymous endpoints). */
  session: SessionRow | undefined;
  /** How the token came: `bearer` clients get tokens in bodies, `cookie` clients in cookies. */
  via: "bearer" | "cookie" | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Serve one endpoint of the contract: its method and path under /api, its body and query validated with the
 * contract's schemas, its token checked, its answer wrapped in the envelope.
 */
export function route<TBody = unknown, TQuery = unknown>(
  app: FastifyInstance,
  context: Context,
  endpoint: Endpoint,
  handler: (call: Call<TBody, TQuery>) => unknown,
): void {
  app.route({
    method: endpoint.method,
    url: `${apiBase}${endpoint.path}`,
    handler: async (request, reply) => {
      const body = endpoint.body
        ? parseWith<TBody>(endpoint.body, request.body ?? {}, "body")
        : (undefined as TBody);
      const query = endpoint.query
        ? parseWith<TQuery>(endpoint.query, request.query ?? {}, "query")
        : (undefined as TQuery);
      const auth =
        endpoint.token === "none"
          ? undefined
          : authenticate(context.sessions, request, endpoint.token, context.now());
      const data = await handler({ body, query, session: auth?.session, via: auth?.via, request, reply });
      return success(data);
    },
  });
}
