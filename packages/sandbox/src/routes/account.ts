import {
  fundsEndpoints,
  type PreferenceType,
  type SavePreferenceRequest,
  sessionEndpoints,
} from "@trade/core";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { HttpError } from "../http/errors.js";
import { route } from "../http/route.js";
import { sandboxConfig } from "./discovery.js";

/** Profile, preferences and funds: what the logged-in client reads about itself. */
export function accountRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, sessionEndpoints.profile, ({ session }) => {
    const profile = context.clients.profile(session!.client_code);
    if (profile === undefined) throw new HttpError(404, "CLIENT-NOT-FOUND", "Client not found.");
    return profile;
  });

  route<undefined, { preferenceType: PreferenceType }>(
    app,
    context,
    sessionEndpoints.getPreference,
    ({ query, session }) =>
      context.preferences.get(session!.client_code, query.preferenceType, context.now()),
  );

  route<SavePreferenceRequest>(app, context, sessionEndpoints.savePreference, ({ body, session, reply }) => {
    const result = context.preferences.save(
      session!.client_code,
      body.preferenceType,
      body.preferences as Record<string, unknown>,
      body.version,
      context.now(),
    );
    if (result.status === "conflict") {
      throw new HttpError(
        409,
        "PREFERENCE-CONFLICT",
        `Preferences changed elsewhere (version ${result.preference.version}); the stored ones are returned.`,
        result,
      );
    }
    reply.status(200);
    return result;
  });

  route(app, context, fundsEndpoints.rmsLimit, ({ session }) => context.funds.rmsLimit(session!.client_code));

  route(app, context, sessionEndpoints.runtimeConfig, () => sandboxConfig);
  route(app, context, sessionEndpoints.clientIp, ({ request }) => ({ ip: request.ip }));
}
