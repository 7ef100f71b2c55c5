import { type NudgePlacementCode, nudgeEndpoints, nudgePlacements } from "@trade/core/nudges";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { HttpError, sandboxCodes } from "../http/reply.js";
import { route } from "../http/route.js";
import { nudgesFor } from "../store/nudges.js";

const placementCodes: readonly string[] = nudgePlacements.map((entry) => entry.code);

/**
 * Nudges (spec 1 §2.6, §6, §7): the nudges of a client on one placement, from the client's profile, less those the
 * client deleted; and the nudge delete call, which needs message_id, nudge_group and template_id (a missing one is a
 * 400 VALIDATION from the contract's schema) naming a nudge of this client (else 404 NOT-FOUND).
 */
export function nudgeRoutes(app: FastifyInstance, context: Context): void {
  const profileOf = (clientCode: string) => {
    const profile = context.clients.profile(clientCode);
    if (profile === undefined) throw new HttpError(404, sandboxCodes.clientNotFound, "Client not found.");
    return profile;
  };

  route(app, context, nudgeEndpoints.list, ({ session, query }) => {
    if (!placementCodes.includes(query.plcHoldrID)) {
      throw new HttpError(400, sandboxCodes.validation, `Unknown placement ${query.plcHoldrID}.`);
    }
    const deleted = context.nudges.deleted(session.client_code);
    const nudges = nudgesFor(
      session.client_code,
      profileOf(session.client_code),
      query.plcHoldrID as NudgePlacementCode,
    );
    return { nudges: nudges.filter((nudge) => !deleted.has(nudge.message_id ?? "")) };
  });

  route(app, context, nudgeEndpoints.delete, ({ session, body }) => {
    const profile = profileOf(session.client_code);
    const known = nudgePlacements.some(({ code }) =>
      nudgesFor(session.client_code, profile, code).some(
        (nudge) =>
          nudge.message_id === body.message_id &&
          nudge.nudge_group === body.nudge_group &&
          nudge.template_id === body.template_id,
      ),
    );
    if (!known) throw new HttpError(404, sandboxCodes.notFound, "Nudge not found.");
    return { deleted: context.nudges.delete(session.client_code, body, context.now()) };
  });
}
