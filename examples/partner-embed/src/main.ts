/**
 * The partner page of examples/partner-embed on http://127.0.0.1:4700, a second origin (and site) next to the
 * sandbox's http://localhost:4600. Start the sandbox first (`npm start`), then this.
 *
 *   TRADE_BROKER   the broker's site (default http://localhost:4600)
 *   PARTNER_PORT   the page's port (default 4700; the sandbox's demo partner is registered for 127.0.0.1:4700)
 */
import { startPartnerServer } from "./server.js";

const server = await startPartnerServer({
  port: Number(process.env.PARTNER_PORT ?? 4700),
  brokerUrl: process.env.TRADE_BROKER ?? "http://localhost:4600",
  // The sandbox's demo partner (packages/sandbox/src/routes/sso.ts). A real partner keeps its secret out of code.
  partnerId: "demo-partner",
  partnerSecret: process.env.PARTNER_SECRET ?? "demo-partner-secret-0001",
  clientCode: process.env.PARTNER_CLIENT ?? "DEMO01",
});
console.log(`\n  Demo Partner's page: ${server.url}/`);
console.log(
  "  Its buttons open your broker account (DEMO01 in the sandbox) in an iframe, without a login.\n",
);
