import type { Endpoint } from "@trade/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as zc from "zod/v4/core";
import type { Context } from "../context.js";
import type { SessionRow } from "../store/sessions.js";
import { authenticate, type Delivery } from "./auth.js";
import { tooManyRequests } from "./rateLimit.js";
import { HttpError, sandboxCodes, success } from "./reply.js";
import { parseWith, refuseQuery } from "./validate.js";

export const apiBase = "/api";

type Parsed<TSchema> = TSchema extends zc.$ZodType ? zc.output<TSchema> : undefined;
type Authenticated<TEndpoint extends Endpoint> = TEndpoint["token"] extends "none" ? undefined : SessionRow;

/** What a handler gets: the validated body and query, and the caller's session when the endpoint needs a token. */
export interface Call<TEndpoint extends Endpoint> {
  body: Parsed<TEndpoint["body"]>;
  query: Parsed<TEndpoint["query"]>;
  session: Authenticated<TEndpoint>;
  /** The path's `{name}` parameters (e.g. `sip_id` of `/v1/sip/{sip_id}`), as sent. */
  params: Record<string, string>;
  /** How the token came: `bearer` clients get new tokens in bodies, `cookie` clients in cookies. */
  via: TEndpoint["token"] extends "none" ? undefined : Delivery;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler answers: the envelope's data, shaped as the contract says (z.input, before defaults). */
export type Answer<TEndpoint extends Endpoint> = zc.input<TEndpoint["data"]>;

/**
 * Serve one endpoint of the contract: its method and path under /api; its body and query validated with the
 * contract's schemas (an endpoint without a query schema refuses every parameter); its token checked; the client's
 * rate limits applied (a non-JSON 429); its answer checked against the contract's data schema and wrapped in the
 * envelope.
 */
export function route<TEndpoint extends Endpoint>(
  app: FastifyInstance,
  context: Context,
  endpoint: TEndpoint,
  handler: (call: Call<TEndpoint>) => Answer<TEndpoint> | Promise<Answer<TEndpoint>>,
): void {
  app.route({
    method: endpoint.method,
    // The contract writes path parameters as {name}; Fastify as :name.
    url: `${apiBase}${endpoint.path.replace(/\{(\w+)\}/g, ":$1")}`,
    handler: async (request, reply) => {
      // No body at all is an empty object; a body that is there must be one (JSON null is refused).
      const rawBody = request.body === undefined ? {} : request.body;
      const body = endpoint.body === undefined ? undefined : parseWith(endpoint.body, rawBody, "body");
      let query: unknown;
      if (endpoint.query === undefined) refuseQuery(request.query);
      else query = parseWith(endpoint.query, request.query ?? {}, "query");
      let session: SessionRow | undefined;
      let via: Delivery | undefined;
      if (endpoint.token !== "none") {
        const bodyToken = (body as { refreshToken?: unknown } | undefined)?.refreshToken;
        ({ session, via } = authenticate(
          context.sessions,
          request,
          endpoint.token,
          context.now(),
          typeof bodyToken === "string" ? bodyToken : undefined,
        ));
      }
      const verdict = context.rateLimiter.check(endpoint, session?.client_code ?? request.ip, body);
      if (!verdict.ok) {
        if ("retryAfterSeconds" in verdict) return tooManyRequests(reply, verdict.retryAfterSeconds);
        throw new HttpError(
          400,
          sandboxCodes.modifyLimit,
          `This order was modified ${verdict.modifications} times, the most allowed. Cancel it and place a new one.`,
        );
      }
      const params = (request.params ?? {}) as Record<string, string>;
      const call = { body, query, session, params, via, request, reply } as Call<TEndpoint>;
      const data = await handler(call);
      const checked = endpoint.data.safeParse(data);
      if (!checked.success) {
        context.log(
          `sandbox bug: ${endpoint.method} ${endpoint.path} answered outside the contract: ${checked.error.message}`,
        );
        throw new HttpError(500, sandboxCodes.serverError, "Something went wrong");
      }
      return success(data);
    },
  });
}
