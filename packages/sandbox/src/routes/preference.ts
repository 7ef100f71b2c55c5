import { sessionEndpoints } from "@trade/core";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";

/**
 * User preferences (layout, order, strategy), versioned: a save with the stored version wins and bumps it; any
 * other version answers 409 with `{status: "conflict", preference: <stored>}`.
 */
export function preferenceRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, sessionEndpoints.getPreference, ({ query, session }) =>
    context.preferences.get(session.client_code, query.preferenceType, context.now()),
  );

  route(app, context, sessionEndpoints.savePreference, ({ body, session }) => {
    const result = context.preferences.save(
      session.client_code,
      body.preferenceType,
      body.preferences,
      body.version,
      context.now(),
    );
    if (result.status === "conflict") {
      throw new HttpError(
        409,
        sandboxCodes.preferenceConflict,
        `Preferences changed elsewhere (stored version ${result.preference.version}); the stored ones are returned.`,
        result,
      );
    }
    return result;
  });
}
