import { mtfEndpoints } from "@trade/core/mtf";
import { pledgeEndpoints as calls, isPledgeOpen } from "@trade/core/pledge";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { HttpError } from "../http/reply.js";
import { route } from "../http/route.js";

/** A party code that is not the caller's (the spec's calls carry it; the session decides). */
function ownParty(partyCode: string, clientCode: string): void {
  if (partyCode.toUpperCase() !== clientCode)
    throw new HttpError(403, "PLEDGE-PARTY", "You can only see and pledge the stocks of your own account");
}

/**
 * Pledging (spec 3 §7 MTF and pledge, all POST, paths verbatim under /pledge/v1) and Pay Later (ours under /mtf/v1;
 * docs/decisions.md, "Pledging" and "Pay Later (MTF)"). The depository's OTP page is depositoryPages.ts.
 */
export function pledgeRoutes(app: FastifyInstance, context: Context): void {
  const { pledge, mtf } = context;
  route(app, context, calls.statusTransactions, ({ body, session }) => {
    ownParty(body.party_code, session.client_code);
    return { transactions: pledge.transactions(session.client_code) };
  });
  route(app, context, calls.pledgeableStocks, ({ body, session }) => {
    ownParty(body.party_code, session.client_code);
    return pledge.pledgeable(session.client_code);
  });
  route(app, context, calls.pledgedStocks, ({ body, session }) => {
    ownParty(body.party_code, session.client_code);
    return pledge.pledged(session.client_code);
  });
  route(app, context, calls.createPledge, ({ body, session }) => {
    ownParty(body.party_code, session.client_code);
    return unwrap(pledge.createPledge(session.client_code, body));
  });
  route(app, context, calls.createUnpledge, ({ body, session }) => {
    ownParty(body.party_code, session.client_code);
    return unwrap(pledge.createUnpledge(session.client_code, body));
  });

  route(app, context, mtfEndpoints.dashboard, ({ session }) => mtf.dashboard(session.client_code));
  route(app, context, mtfEndpoints.transactions, ({ session }) => ({
    transactions: mtf.transactions(session.client_code),
  }));
  route(app, context, mtfEndpoints.pledged, ({ session }) => pledge.pledged(session.client_code));
  route(app, context, mtfEndpoints.historicPledge, ({ session }) => ({
    transactions: pledge.transactions(session.client_code).filter((t) => !isPledgeOpen(t.status)),
  }));
  route(app, context, mtfEndpoints.paymentHistory, ({ session }) => mtf.paymentHistory(session.client_code));
  route(app, context, mtfEndpoints.recommendations, ({ query }) => ({
    recommendations: mtf.recommendations(Number(query.limit ?? "0")),
  }));
  route(app, context, mtfEndpoints.payNow, ({ body, session }) =>
    unwrap(mtf.payNow(session.client_code, body.amount, body.upstream_reference_number)),
  );
}
