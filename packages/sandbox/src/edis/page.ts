import {
  type DeliveryInstruction,
  deliveryVerificationOutcomes,
  depositoryMessageType,
} from "@trade/core/edis";
import {
  postButton as button,
  closeNote,
  escapeHtml as html,
  type PlayedParty,
  playedPage,
} from "../http/playedPage.js";
import type { EdisRequestRow } from "./store.js";

const cdsl: PlayedParty = {
  title: "Sandbox CDSL: delivery instruction",
  name: "Sandbox CDSL · eDIS",
  brand: "#003a78",
  mark: "CDSL",
};

/** A page of the sandbox's depository; `row` (when given) is announced to the opener by /answer.js. */
export function depositoryPage(body: string, base: string, row?: EdisRequestRow): string {
  const answered: Record<string, string> =
    row === undefined || row.status === "pending" ? {} : { request: row.id, status: row.status };
  return playedPage(cdsl, body, { mainAttributes: answered, script: `${base}/answer.js` });
}

const instructionsTable = (isins: readonly DeliveryInstruction[]) =>
  `<table><caption class="note">Shares leaving your demat today</caption><thead><tr><th scope="col">ISIN</th>
<th scope="col">Quantity</th></tr></thead><tbody>${isins
    .map(({ isin, quantity }) => `<tr><td>${html(isin)}</td><td>${quantity}</td></tr>`)
    .join("")}</tbody></table>`;

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
${closeNote()}`;
}

/** The page's only script: tells the window that opened it how the request was answered (no secrets: id, status). */
export const answerScript = `(() => {
  const main = document.querySelector("main[data-request]");
  if (main === null || window.opener === null) return;
  window.opener.postMessage({ type: ${JSON.stringify(depositoryMessageType)}, request_id: main.dataset.request,
    status: main.dataset.status }, "*");
})();
`;
