import { formatRupees } from "@trade/core";
import { paymentResultTitles } from "@trade/core/funds";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Context } from "../context.js";
import { bankPagesBase } from "../funds/service.js";
import type { PaymentRow } from "../funds/store.js";
import {
  postButton as button,
  closeNote,
  escapeHtml as html,
  type PlayedParty,
  playedPage,
} from "../http/playedPage.js";

function details(row: PaymentRow): string {
  const rows: [string, string][] = [
    ["To", "Trade Kit Securities"],
    ["From", row.vpa ?? row.bank_name],
    ["Reference", row.id],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${html(k)}</dt><dd>${html(v)}</dd>`).join("")}</dl>`;
}

function finished(row: PaymentRow, party: PlayedParty): string {
  const result = paymentResultTitles[row.status];
  return playedPage(
    party,
    `<h1 class="amount">${html(formatRupees(row.amount))}</h1><p><strong>${html(result)}</strong></p>
${row.message === null ? "" : `<p>${html(row.message)}</p>`}${closeNote()}`,
  );
}

const upi: PlayedParty = { title: "Sandbox UPI", name: "Sandbox UPI", brand: "#5a2ea6", mark: "₹" };
const bank: PlayedParty = {
  title: "Sandbox Net Banking",
  name: "Sandbox Net Banking",
  brand: "#0b5d4b",
  mark: "NB",
};

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
        .send(playedPage(upi, "<p>No such payment request.</p>"));

    scope.get(`${bankPagesBase}/upi/:id`, (request, reply) => {
      const row = transfers.pagePayment((request.params as { id: string }).id);
      if (row === undefined || row.method === "NET_BANKING") return notFound(reply);
      reply.type("text/html; charset=utf-8");
      if (row.status !== "pending") return finished(row, upi);
      const action = `${bankPagesBase}/upi/${row.id}`;
      return playedPage(
        upi,
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
      if (row.status !== "pending") return finished(row, bank);
      const action = `${bankPagesBase}/netbanking/${row.id}`;
      return playedPage(
        bank,
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
