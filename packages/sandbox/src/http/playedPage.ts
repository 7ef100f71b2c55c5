/**
 * The pages the sandbox plays for the other side of a flow: the UPI app and the bank (funds), the depository's pledge
 * authorisation (pledge) and CDSL's eDIS page (delivery verification). One look, one escape, one form button, so the
 * three played parties differ only in their brand and their body.
 */

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML body or a double-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

const style = `
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1b2230; }
main { width: min(26rem, 92vw); background: #fff; border-radius: 16px; padding: 1.5rem;
  box-shadow: 0 12px 40px rgb(20 30 60 / 0.14); }
header { display: flex; align-items: center; gap: 0.6rem; margin-bottom: 1.25rem; font-weight: 600; }
.logo { min-width: 2.2rem; height: 2.2rem; padding: 0 0.2rem; box-sizing: border-box; border-radius: 10px;
  display: grid; place-items: center; color: #fff; font-weight: 700; font-size: 0.8rem; background: var(--brand); }
h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
.amount { font-size: 2.2rem; font-weight: 700; margin: 0.25rem 0; letter-spacing: -0.02em; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.35rem 1rem; margin: 1rem 0 1.5rem; font-size: 0.92rem; }
dt { color: #5b6474; } dd { margin: 0; text-align: right; word-break: break-all; }
table { width: 100%; border-collapse: collapse; margin: 0.75rem 0 1.25rem; font-size: 0.92rem; }
th, td { text-align: left; padding: 0.35rem 0.25rem; border-bottom: 1px solid #dde3ec; }
td.num, th.num { text-align: right; }
label { display: block; font-weight: 600; margin-bottom: 0.3rem; }
input { width: 100%; box-sizing: border-box; padding: 0.7rem; font: inherit; border: 1px solid #8a94a6;
  border-radius: 8px; letter-spacing: 0.3em; }
.error { color: #a4161a; margin: 0.4rem 0 0; }
form { margin: 0; } .actions { display: grid; gap: 0.6rem; margin-top: 1rem; }
button { width: 100%; padding: 0.8rem; border-radius: 12px; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid #8a94a6; background: #fff; color: #1b2230; }
button.primary { background: var(--brand); border-color: var(--brand); color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #1b5fd6; outline-offset: 2px; }
.note { color: #4f5868; font-size: 0.85rem; margin-top: 1rem; }
`;

/** Who plays the page: the tab's title, the name in the header, its colour and the mark in its logo. */
export interface PlayedParty {
  readonly title: string;
  readonly name: string;
  readonly brand: string;
  readonly mark: string;
}

/**
 * A whole page of a played party around `body` (already escaped HTML). `mainAttributes` (escaped here) go on
 * `<main>`; `script` is the URL of the page's one script, if it has one.
 */
export function playedPage(
  party: PlayedParty,
  body: string,
  options: { mainAttributes?: Record<string, string>; script?: string } = {},
): string {
  const attributes = Object.entries(options.mainAttributes ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join("");
  const script = options.script === undefined ? "" : `<script src="${escapeHtml(options.script)}"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>${escapeHtml(party.title)}</title><style>${style}
:root { --brand: ${party.brand}; }</style></head><body><main${attributes}><header><span class="logo" aria-hidden="true">${escapeHtml(party.mark)}</span>
<span>${escapeHtml(party.name)}</span></header>${body}</main>${script}</body></html>`;
}

/** A form of its own holding one submit button that posts to `action` (the played pages' decisions). */
export const postButton = (action: string, label: string, primary = false): string =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit"${primary ? ' class="primary"' : ""}>${escapeHtml(label)}</button></form>`;

/** The closing line of an answered page. */
export const closeNote = (window: "page" | "window" = "page"): string =>
  `<p class="note">You can close this ${window} and go back to trade kit.</p>`;
