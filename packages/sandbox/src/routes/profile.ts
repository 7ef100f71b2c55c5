import { sessionEndpoints } from "@trade/core";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";

/** The user / session entity of spec 1 §3. */
export function profileRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, sessionEndpoints.profile, ({ session }) => {
    const code = session.client_code;
    const profile = context.blocks.withAsbaState(code, context.clients.profile(code));
    if (profile === undefined) throw new HttpError(404, sandboxCodes.clientNotFound, "Client not found.");
    return profile;
  });
}
