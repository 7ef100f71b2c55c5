import { depositoryOtpWrongMessage, pledgeStatusText } from "@trade/core/pledge";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import {
  closeNote,
  escapeHtml as html,
  type PlayedParty,
  playedPage,
  postButton,
} from "../http/playedPage.js";
import { depositoryBase } from "../pledge/depository.js";
import type { PledgeRequestRow } from "../pledge/store.js";

const depository: PlayedParty = {
  title: "Sandbox Depository: pledge authorisation",
  name: "Sandbox Depository",
  brand: "#0a4d8c",
  mark: "CDSL",
};
const page = (body: string) => playedPage(depository, body);

/**
 * The depository's side of a pledge (spec 3 §4: the /web-callbacks window), as a page of the sandbox: the stocks
 * of the request, an OTP field (the OTP is printed on the sandbox console, or is the fixed OTP) and Authorise or
 * Cancel. Authorised, it sends the window to the request's return URL (/trade/web-callbacks?req_id=...), which the
 * app polls for. Reached by the request's unguessable id; no session.
 */
export function depositoryPageRoutes(app: FastifyInstance, context: Context): void {
  const { pledge } = context;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const notFound = (reply: FastifyReply) =>
      reply.code(404).type("text/html; charset=utf-8").send(page("<p>No such pledge request.</p>"));
    const show = (reply: FastifyReply, row: PledgeRequestRow, error?: string) => {
      reply.type("text/html; charset=utf-8");
      const view = pledge.view(row);
      const rows = view.items
        .map(
          (i) => `<tr><td>${html(i.symbol)}</td><td>${html(i.isin)}</td><td class="num">${i.qty}</td></tr>`,
        )
        .join("");
      const table = `<table><caption class="note">Request ${html(row.req_id)}</caption><thead><tr><th>Stock</th><th>ISIN</th>
<th class="num">Quantity</th></tr></thead><tbody>${rows}</tbody></table>`;
      if (view.authorise_url === null) {
        return page(`<h1>${html(pledgeStatusText(row.kind, row.status))}</h1>${table}<p>${html(row.remark)}</p>
${closeNote("window")}`);
      }
      const action = `${depositoryBase}/pledge/${html(row.req_id)}`;
      return page(`<h1>Authorise the pledge</h1><p>Pledge these shares to Trade Kit Securities as margin.</p>${table}
<form method="post" action="${action}/authorise"><label for="otp">OTP sent to your registered mobile</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required
${error === undefined ? "" : 'aria-invalid="true" aria-describedby="otp-error"'} autofocus>
${error === undefined ? "" : `<p class="error" id="otp-error" role="alert">${html(error)}</p>`}
<div class="actions"><button type="submit" class="primary">Authorise</button></div></form>
<div class="actions">${postButton(`${action}/cancel`, "Cancel pledge")}</div>`);
    };

    scope.get(`${depositoryBase}/pledge/:id`, (request, reply) => {
      const row = pledge.pageRequest((request.params as { id: string }).id);
      if (row === undefined || row.kind !== "PLEDGE") return notFound(reply);
      return show(reply, row);
    });
    scope.post(`${depositoryBase}/pledge/:id/:decision`, (request, reply) => {
      const { id, decision } = request.params as { id: string; decision: string };
      const row = pledge.pageRequest(id);
      if (row === undefined || row.kind !== "PLEDGE") return notFound(reply);
      if (decision === "cancel") {
        pledge.decline(id);
        return reply.redirect(`/trade/web-callbacks?req_id=${encodeURIComponent(id)}`, 303);
      }
      if (decision !== "authorise") return notFound(reply);
      const otp = String((request.body as { otp?: unknown } | undefined)?.otp ?? "");
      const result = pledge.authorise(id, otp);
      if (result === "wrong") return show(reply.code(400), row, depositoryOtpWrongMessage);
      return reply.redirect(`/trade/web-callbacks?req_id=${encodeURIComponent(id)}`, 303);
    });
  });
}
