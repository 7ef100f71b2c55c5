import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { createTradeClient, TradeError } from "@trade/core";
import { ssoEndpoints } from "@trade/core/sso";
import { build } from "esbuild";

export interface PartnerServerOptions {
  /** Default 4700; 0 picks a free one. */
  port?: number;
  /** Default 127.0.0.1: a different site from the sandbox's localhost, as a real partner's page would be. */
  host?: string;
  /** The broker's site (the sandbox), e.g. http://localhost:4600; a function when it is known only later. */
  brokerUrl: string | (() => string);
  /** The partner's registration with the broker. The secret never leaves this server. */
  partnerId: string;
  partnerSecret: string;
  /** The broker client this partner's user linked (a real partner learns it when the user links the account). */
  clientCode: string;
}

export interface PartnerServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

const page = (brokerUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Partner: ideas to invest in</title>
<link rel="stylesheet" href="/page.css">
</head>
<body data-broker="${escapeHtml(brokerUrl)}">
<header><h1>Demo Partner</h1><p>Ideas to invest in, traded through your broker account.</p></header>
<main>
  <section aria-labelledby="ideas-title">
    <h2 id="ideas-title">Today's ideas</h2>
    <ul class="ideas">
      <li><span>ITC</span> <button type="button" data-token="1660" data-side="B">Buy ITC</button> <button type="button" data-token="1660" data-side="S">Sell ITC</button></li>
      <li><span>Reliance Industries</span> <button type="button" data-token="2885" data-side="B">Buy RELIANCE</button></li>
      <li><span>Infosys</span> <button type="button" data-token="1594" data-side="B">Buy INFY</button></li>
    </ul>
    <p><button type="button" data-page="orders">My orders</button> <button type="button" data-page="positions">My positions</button> <button type="button" data-page="watchlist">My watchlist</button></p>
  </section>
  <section aria-labelledby="activity-title">
    <h2 id="activity-title">Activity</h2>
    <ol id="activity" aria-live="polite"></ol>
  </section>
  <section id="trade" aria-label="Broker"></section>
</main>
<script type="module" src="/page.js"></script>
</body>
</html>
`;

const css = `body { font-family: system-ui, sans-serif; margin: 0; background: #fbf7f0; color: #1d1d1d; }
header { background: #3b2a63; color: #fff; padding: 12px 24px; } header h1 { margin: 0; font-size: 1.4rem; }
header p { margin: 4px 0 0; } main { padding: 16px 24px; display: grid; gap: 16px; }
.ideas { list-style: none; padding: 0; display: grid; gap: 8px; } .ideas span { display: inline-block; width: 12rem; }
button { font: inherit; padding: 4px 12px; } #trade iframe { min-height: 420px; background: #fff; border: 1px solid #ccc !important; }
`;

/**
 * A partner's web server: its page, the page's script (which embeds the broker's app with @trade/core/embed), and
 * the one call that needs the partner's secret: asking the broker for a one-time SSO code.
 */
export async function startPartnerServer(options: PartnerServerOptions): Promise<PartnerServer> {
  const brokerUrl = () => (typeof options.brokerUrl === "function" ? options.brokerUrl() : options.brokerUrl);
  // A real partner bundles its page at build time; the example bundles once at start.
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL("./page.ts", import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["@trade/source", "browser", "import"],
    write: false,
    logLevel: "silent",
  });
  const script = bundled.outputFiles[0]?.text ?? "";

  const issueCode = async () => {
    const broker = createTradeClient({ baseUrl: `${brokerUrl()}/api`, platform: "node" });
    try {
      return await broker.call(ssoEndpoints.issueCode, {
        body: {
          partnerId: options.partnerId,
          partnerSecret: options.partnerSecret,
          clientCode: options.clientCode,
        },
      });
    } finally {
      broker.close();
    }
  };

  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
    response.end(body);
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://partner").pathname;
    if (request.method === "GET" && path === "/")
      return send(response, 200, "text/html; charset=utf-8", page(brokerUrl()));
    if (request.method === "GET" && path === "/page.js")
      return send(response, 200, "text/javascript; charset=utf-8", script);
    if (request.method === "GET" && path === "/page.css")
      return send(response, 200, "text/css; charset=utf-8", css);
    if (request.method === "POST" && path === "/sso-code") {
      try {
        const { code } = await issueCode();
        return send(response, 200, "application/json", JSON.stringify({ code }));
      } catch (error) {
        const message = error instanceof TradeError ? error.message : "The broker could not be reached.";
        return send(response, 502, "application/json", JSON.stringify({ message }));
      }
    }
    return send(response, 404, "text/plain; charset=utf-8", "Not found");
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() =>
      send(response, 500, "text/plain; charset=utf-8", "Something went wrong"),
    );
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4700, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : (options.port ?? 4700);
  return {
    url: `http://${host}:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
