import {
  type DeliveryInstruction,
  deliveryVerificationOutcomes,
  depositoryMessageType,
} from "@trade/core/edis";
import type { EdisRequestRow } from "./store.js";

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const style = `
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef2f7;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b2230; }
main { width: min(26rem, 92vw); background: #fff; border-radius: 16px; padding: 1.5rem;
  box-shadow: 0 12px 40px rgb(20 30 60 / 0.14); }
header { display: flex; align-items: center; gap: 0.6rem; margin-bottom: 1rem; font-weight: 600; }
.logo { width: 2.4rem; height: 2.4rem; border-radius: 8px; display: grid; place-items: center; color: #fff;
  font-weight: 700; font-size: 0.8rem; background: #003a78; }
h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0 1.5rem; font-size: 0.95rem; }
th, td { text-align: left; padding: 0.4rem 0; border-bottom: 1px solid #dde3ec; }
td:last-child, th:last-child { text-align: right; }
form { margin: 0; } .actions { display: grid; gap: 0.6rem; }
button { width: 100%; padding: 0.8rem; border-radius: 10px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid #c9d0dc; background: #fff; color: #1b2230; }
button.primary { background: #003a78; border-color: #003a78; color: #fff; }
button:focus-visible { outline: 3px solid #1b5fd6; outline-offset: 2px; }
.note { color: #4f5868; font-size: 0.85rem; margin-top: 1rem; }
`;

/** A page of the sandbox's depository; `row` (when given) is announced to the opener by /answer.js. */
export function depositoryPage(body: string, base: string, row?: EdisRequestRow): string {
  const data =
    row === undefined || row.status === "pending"
      ? ""
      : ` data-request="${html(row.id)}" data-status="${html(row.status)}"`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>Sandbox CDSL: delivery instruction</title><style>${style}</style>
</head><body><main${data}><header><span class="logo" aria-hidden="true">CDSL</span>
<span>Sandbox CDSL · eDIS</span></header>${body}</main><script src="${base}/answer.js"></script></body></html>`;
}

const instructionsTable = (isins: readonly DeliveryInstruction[]) =>
  `<table><caption class="note">Shares leaving your demat today</caption><thead><tr><th scope="col">ISIN</th>
<th scope="col">Quantity</th></tr></thead><tbody>${isins
    .map(({ isin, quantity }) => `<tr><td>${html(isin)}</td><td>${quantity}</td></tr>`)
    .join("")}</tbody></table>`;

const button = (action: string, label: string, primary = false) =>
  `<form method="post" action="${html(action)}"><button type="submit"${primary ? ' class="primary"' : ""}>${html(label)}</button></form>`;

/** The pending request: the ISINs and quantities, Approve and Reject. */
export function pendingBody(
  row: EdisRequestRow,
  isins: readonly DeliveryInstruction[],
  base: string,
): string {
  const action = `${base}/${row.id}`;
  return `<h1>Approve the ${row.flow_type === "sell" ? "sale" : "transfer"} of these shares</h1>
<p>Trade Kit Securities asks to debit these shares from demat account of ${html(row.client_code)}.</p>
${instructionsTable(isins)}
<div class="actions">${button(`${action}/approve`, "Approve", true)}${button(`${action}/reject`, "Reject")}</div>
<p class="note">The approval holds for today only, for these quantities.</p>`;
}

/** An answered (or expired) request: its outcome in core's words. */
export function answeredBody(row: EdisRequestRow): string {
  const outcome = deliveryVerificationOutcomes[row.status as keyof typeof deliveryVerificationOutcomes];
  return `<h1>${html(outcome.title)}</h1><p>${html(outcome.message)}</p>
<p class="note">You can close this page and go back to trade kit.</p>`;
}

/** The page's only script: tells the window that opened it how the request was answered (no secrets: id, status). */
export const answerScript = `(() => {
  const main = document.querySelector("main[data-request]");
  if (main === null || window.opener === null) return;
  window.opener.postMessage({ type: ${JSON.stringify(depositoryMessageType)}, request_id: main.dataset.request,
    status: main.dataset.status }, "*");
})();
`;
