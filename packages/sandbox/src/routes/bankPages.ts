import { formatRupees } from "@trade/core";
import { paymentResultTitles } from "@trade/core/funds";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import { bankPagesBase } from "../funds/service.js";
import type { PaymentRow } from "../funds/store.js";

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const style = `
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b2230; }
main { width: min(22rem, 92vw); background: #fff; border-radius: 20px; padding: 1.5rem;
  box-shadow: 0 12px 40px rgb(20 30 60 / 0.14); }
header { display: flex; align-items: center; gap: 0.6rem; margin-bottom: 1.25rem; font-weight: 600; }
.logo { width: 2.2rem; height: 2.2rem; border-radius: 10px; display: grid; place-items: center; color: #fff;
  font-weight: 700; background: var(--brand); }
.amount { font-size: 2.2rem; font-weight: 700; margin: 0.25rem 0; letter-spacing: -0.02em; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.35rem 1rem; margin: 1rem 0 1.5rem; font-size: 0.92rem; }
dt { color: #5b6474; } dd { margin: 0; text-align: right; word-break: break-all; }
form { margin: 0; } .actions { display: grid; gap: 0.6rem; }
button { width: 100%; padding: 0.8rem; border-radius: 12px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid #c9d0dc; background: #fff; color: #1b2230; }
button.primary { background: var(--brand); border-color: var(--brand); color: #fff; }
button:focus-visible { outline: 3px solid #1b5fd6; outline-offset: 2px; }
.note { color: #5b6474; font-size: 0.85rem; margin-top: 1rem; }
`;

function page(title: string, brand: string, mark: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>${html(title)}</title><style>${style}
:root { --brand: ${brand}; }</style></head><body><main><header><span class="logo" aria-hidden="true">${mark}</span>
<span>${html(title)}</span></header>${body}</main></body></html>`;
}

function details(row: PaymentRow): string {
  const rows: [string, string][] = [
    ["To", "Trade Kit Securities"],
    ["From", row.vpa ?? row.bank_name],
    ["Reference", row.id],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${html(k)}</dt><dd>${html(v)}</dd>`).join("")}</dl>`;
}

const button = (action: string, label: string, primary = false) =>
  `<form method="post" action="${html(action)}"><button type="submit"${primary ? ' class="primary"' : ""}>${html(label)}</button></form>`;

function finished(row: PaymentRow, brand: string, mark: string, title: string): string {
  const result = paymentResultTitles[row.status];
  return page(
    title,
    brand,
    mark,
    `<h1 class="amount">${html(formatRupees(row.amount))}</h1><p><strong>${html(result)}</strong></p>
${row.message === null ? "" : `<p>${html(row.message)}</p>`}
<p class="note">You can close this page and go back to trade kit.</p>`,
  );
}

const upi = { title: "Sandbox UPI", brand: "#5a2ea6", mark: "₹" };
const bank = { title: "Sandbox Net Banking", brand: "#0b5d4b", mark: "NB" };

/**
 * The other side of a payment, as pages of the sandbox (docs/funds.md): the UPI app, where a collect request or a
 * scanned QR is approved or declined, and the bank's net-banking page, which pays, cancels or fails with the bank's
 * technical text and sends the user back to the app. Reached by the payment's unguessable id; no session.
 */
export function bankPageRoutes(app: FastifyInstance, context: Context): void {
  const transfers = context.fundsTransfers;
  void app.register(async (scope) => {
    // The pages' forms post no fields; their bodies are ignored.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, _b, done) =>
      done(null, {}),
    );
    const notFound = (reply: FastifyReply) =>
      reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(page(upi.title, upi.brand, upi.mark, "<p>No such payment request.</p>"));

    scope.get(`${bankPagesBase}/upi/:id`, (request, reply) => {
      const row = transfers.pagePayment((request.params as { id: string }).id);
      if (row === undefined || row.method === "NET_BANKING") return notFound(reply);
      reply.type("text/html; charset=utf-8");
      if (row.status !== "pending") return finished(row, upi.brand, upi.mark, upi.title);
      const action = `${bankPagesBase}/upi/${row.id}`;
      return page(
        upi.title,
        upi.brand,
        upi.mark,
        `<p>${row.method === "UPI_QR" ? "Scanned QR code" : "Collect request"} from Trade Kit Securities</p>
<h1 class="amount">${html(formatRupees(row.amount))}</h1>${details(row)}
<div class="actions">${button(`${action}/approve`, "Approve and pay", true)}${button(`${action}/decline`, "Decline")}</div>`,
      );
    });
    scope.post(`${bankPagesBase}/upi/:id/:decision`, (request, reply) => {
      const { id, decision } = request.params as { id: string; decision: string };
      if (decision !== "approve" && decision !== "decline") return notFound(reply);
      const row = transfers.pagePayment(id);
      if (row === undefined || row.method === "NET_BANKING") return notFound(reply);
      transfers.decide(id, decision);
      return reply.redirect(`${bankPagesBase}/upi/${id}`, 303);
    });

    scope.get(`${bankPagesBase}/netbanking/:id`, (request, reply) => {
      const row = transfers.pagePayment((request.params as { id: string }).id);
      if (row === undefined || row.method !== "NET_BANKING") return notFound(reply);
      reply.type("text/html; charset=utf-8");
      if (row.status !== "pending") return finished(row, bank.brand, bank.mark, bank.title);
      const action = `${bankPagesBase}/netbanking/${row.id}`;
      return page(
        bank.title,
        bank.brand,
        bank.mark,
        `<p>${html(row.bank_name)}: pay Trade Kit Securities</p>
<h1 class="amount">${html(formatRupees(row.amount))}</h1>${details(row)}
<div class="actions">${button(`${action}/approve`, "Pay", true)}${button(`${action}/decline`, "Cancel payment")}
${button(`${action}/bankfail`, "Fail with a technical issue (sandbox)")}</div>`,
      );
    });
    scope.post(`${bankPagesBase}/netbanking/:id/:decision`, (request, reply) => {
      const { id, decision } = request.params as { id: string; decision: string };
      if (decision !== "approve" && decision !== "decline" && decision !== "bankfail") return notFound(reply);
      const row = transfers.pagePayment(id);
      if (row === undefined || row.method !== "NET_BANKING") return notFound(reply);
      transfers.decide(id, decision);
      const back = row.redirect_url ?? "/trade/account/add-funds";
      return reply.redirect(
        `${back}${back.includes("?") ? "&" : "?"}transaction_id=${encodeURIComponent(id)}`,
        303,
      );
    });
  });
}
