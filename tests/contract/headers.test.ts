import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

const partner = "https://partner.example";
let env: TestSandbox;
let trade: string;

beforeAll(async () => {
  env = await startTestSandbox({
    partners: [{ id: "acme", name: "Acme", secret: "acme-secret-0123456789", origins: [partner] }],
  });
  trade = (await env.login("DEMO01")).session.tokens?.tradeToken ?? "";
});
afterAll(async () => {
  await env.close();
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${env.sandbox.url}${path}`, { redirect: "manual", ...init });
/** The sources a page's policy lets frame it. */
const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");

describe("security headers on each kind of answer", () => {
  it("every answer says nosniff and has a Referrer-Policy: pages, API, errors, redirects", async () => {
    for (const response of [
      await get("/trade/"),
      await get("/gallery/"),
      await get("/api/discovery/v1/get-sparkweb-config"),
      await get("/api/no/such/thing"),
      await get("/nowhere"),
      await get("/"),
    ]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
    }
  });

  it("API answers, which carry tokens and personal data, are never stored", async () => {
    const answers = [
      await get("/api/discovery/v1/get-sparkweb-config"),
      await fetch(`${env.sandbox.url}/api/login/v3/generateOtp`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientCode: "DEMO01" }),
      }),
      await get("/api/report/v5/orders", { headers: { authorization: `Bearer ${trade}` } }),
      await get("/api/report/v5/orders"),
    ];
    for (const response of answers) expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("/trade and /gallery allow scripts from the sandbox only, never inline", async () => {
    for (const path of ["/trade/", "/trade/login", "/trade/sso", "/gallery/"]) {
      const policy = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).toContain("object-src 'none'");
    }
  });

  it("a partner origin may frame /trade/sso but not /trade/login nor the rest of the app", async () => {
    expect(frameAncestors(await get("/trade/sso?page=orders&parent=https%3A%2F%2Fpartner.example"))).toEqual([
      "'self'",
      partner,
    ]);
    for (const path of ["/trade/login", "/trade/", "/trade/orders", "/trade/ssox", "/gallery/"]) {
      const ancestors = frameAncestors(await get(path));
      expect(ancestors).toEqual(["'self'"]);
    }
  });

  it("the built app has no inline script (so script-src 'self' lets it run)", () => {
    const index = fileURLToPath(new URL("../../packages/app/dist/index.html", import.meta.url));
    if (!existsSync(index)) return;
    const scripts = [...readFileSync(index, "utf8").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body?.trim()).toBe("");
    }
  });
});
