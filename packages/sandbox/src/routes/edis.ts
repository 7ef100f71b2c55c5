import { edisEndpoints } from "@trade/core/edis";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import type { Db } from "../db/database.js";
import { answeredBody, answerScript, depositoryPage, pendingBody } from "../edis/page.js";
import { depositoryPagesBase, EdisService } from "../edis/service.js";
import { EdisStore, instructionsOf } from "../edis/store.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/**
 * Delivery-instruction verification (spec 3 §7; paths in docs/decisions.md): the calls that start and follow a
 * verification and list today's authorisations, and the depository's page (the sandbox plays CDSL), reached by the
 * request's unguessable id, that approves or rejects it and tells the window that opened it.
 */
export function edisRoutes(app: FastifyInstance, context: Context, db: Db): void {
  const edis = new EdisService(new EdisStore(db), {
    db,
    now: () => context.clock.now(),
    holdings: (clientCode) => context.trading.holdings(clientCode),
  });
  route(app, context, edisEndpoints.start, ({ body, session }) => {
    const verification = unwrap(edis.start(session.client_code, body));
    context.log(
      `eDIS verification for ${session.client_code}: approve or reject at ${verification.page_url}`,
    );
    return { verification };
  });
  route(app, context, edisEndpoints.status, ({ params, session }) => ({
    verification: unwrap(edis.verification(session.client_code, params.request_id ?? "")),
  }));
  route(app, context, edisEndpoints.authorisations, ({ session }) =>
    edis.authorisations(session.client_code),
  );

  void app.register(async (scope) => {
    // The page's forms post no fields; their bodies are ignored.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, _b, done) =>
      done(null, {}),
    );
    const send = (reply: FastifyReply, code: number, body: string) =>
      reply
        .code(code)
        .header("Content-Security-Policy", "script-src 'self'; object-src 'none'; base-uri 'self'")
        .type("text/html; charset=utf-8")
        .send(body);
    const notFound = (reply: FastifyReply) =>
      send(reply, 404, depositoryPage("<h1>No such request</h1>", depositoryPagesBase));

    scope.get(`${depositoryPagesBase}/answer.js`, (_request, reply) =>
      reply.type("text/javascript; charset=utf-8").send(answerScript),
    );
    scope.get(`${depositoryPagesBase}/:id`, (request, reply) => {
      const row = edis.page((request.params as { id: string }).id);
      if (row === undefined) return notFound(reply);
      const body =
        row.status === "pending"
          ? pendingBody(row, instructionsOf(row), depositoryPagesBase)
          : answeredBody(row);
      return send(reply, 200, depositoryPage(body, depositoryPagesBase, row));
    });
    scope.post(`${depositoryPagesBase}/:id/:decision`, (request, reply) => {
      const { id, decision } = request.params as { id: string; decision: string };
      if (decision !== "approve" && decision !== "reject") return notFound(reply);
      if (edis.decide(id, decision) === undefined) return notFound(reply);
      return reply.redirect(`${depositoryPagesBase}/${id}`, 303);
    });
  });
}
