import { depositoryOtpWrongMessage, pledgeStatusText } from "@trade/core/pledge";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import { depositoryBase } from "../pledge/depository.js";
import type { PledgeRequestRow } from "../pledge/store.js";

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const style = `
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f7;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b2230; }
main { width: min(26rem, 92vw); background: #fff; border-radius: 12px; padding: 1.5rem;
  box-shadow: 0 12px 40px rgb(20 30 60 / 0.14); }
header { display: flex; align-items: center; gap: 0.6rem; margin-bottom: 1rem; font-weight: 600; }
.logo { width: 2.2rem; height: 2.2rem; border-radius: 8px; display: grid; place-items: center; color: #fff;
  font-weight: 700; background: #0a4d8c; font-size: 0.8rem; }
h1 { font-size: 1.2rem; margin: 0 0 0.5rem; }
table { width: 100%; border-collapse: collapse; margin: 0.75rem 0 1rem; font-size: 0.92rem; }
th, td { text-align: left; padding: 0.35rem 0.25rem; border-bottom: 1px solid #dde3ec; }
td.num, th.num { text-align: right; }
label { display: block; font-weight: 600; margin-bottom: 0.3rem; }
input { width: 100%; box-sizing: border-box; padding: 0.7rem; font: inherit; border: 1px solid #8a94a6;
  border-radius: 8px; letter-spacing: 0.3em; }
.error { color: #a4161a; margin: 0.4rem 0 0; }
.actions { display: grid; gap: 0.6rem; margin-top: 1rem; }
button { width: 100%; padding: 0.75rem; border-radius: 8px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid #8a94a6; background: #fff; color: #1b2230; }
button.primary { background: #0a4d8c; border-color: #0a4d8c; color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #1b5fd6; outline-offset: 2px; }
.note { color: #4b5565; font-size: 0.85rem; margin-top: 1rem; }
`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>Sandbox Depository: pledge authorisation</title><style>${style}</style>
</head><body><main><header><span class="logo" aria-hidden="true">CDSL</span><span>Sandbox Depository</span></header>
${body}</main></body></html>`;
}

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
<p class="note">You can close this window and go back to trade kit.</p>`);
      }
      const action = `${depositoryBase}/pledge/${html(row.req_id)}`;
      return page(`<h1>Authorise the pledge</h1><p>Pledge these shares to Trade Kit Securities as margin.</p>${table}
<form method="post" action="${action}/authorise"><label for="otp">OTP sent to your registered mobile</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required
${error === undefined ? "" : 'aria-invalid="true" aria-describedby="otp-error"'} autofocus>
${error === undefined ? "" : `<p class="error" id="otp-error" role="alert">${html(error)}</p>`}
<div class="actions"><button type="submit" class="primary">Authorise</button></div></form>
<form method="post" action="${action}/cancel"><div class="actions"><button type="submit">Cancel pledge</button></div></form>`);
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
