import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient } from "@trade/core";
import { tradingOf } from "@trade/core/orders";
import { ssoEndpoints, startSsoSession } from "@trade/core/sso";
import { type Sandbox, ssoCodeTtlSeconds, startSandbox } from "@trade/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const partner = {
  id: "acme-invest",
  name: "Acme Invest",
  secret: "acme-secret-0123456789",
  origins: ["https://acme.example", "http://127.0.0.1:4799"],
};

let sandbox: Sandbox;
let now = Date.UTC(2026, 10, 23, 4, 0, 0);
const dataDir = mkdtempSync(join(tmpdir(), "trade-sso-"));
const appDir = mkdtempSync(join(tmpdir(), "trade-sso-app-"));

beforeAll(async () => {
  const { writeFileSync } = await import("node:fs");
  writeFileSync(join(appDir, "index.html"), "<!doctype html><title>app</title>");
  sandbox = await startSandbox({
    port: 0,
    dataDir,
    appDir,
    now: () => now,
    log: () => {},
    partners: [partner],
  });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(appDir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${sandbox.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message: string;
      errorCode: string | null;
      data: Record<string, unknown>;
    },
  };
};
const issue = (extra: Record<string, unknown> = {}) =>
  post(ssoEndpoints.issueCode.path, {
    partnerId: partner.id,
    partnerSecret: partner.secret,
    clientCode: "DEMO01",
    ...extra,
  });
const codeOf = async () => {
  const issued = await issue();
  expect(issued.status).toBe(200);
  return issued.body.data.code as string;
};
/** The embedded app's client: it holds its tokens in memory, as inside a partner's iframe. */
const embeddedClient = () =>
  createTradeClient({ baseUrl: `${sandbox.url}/api`, platform: "web", tokenDelivery: "body" });

describe("SSO for partner sites", () => {
  it("a partner's server gets a one-time code that lives a minute", async () => {
    const issued = await issue();
    expect(issued.status).toBe(200);
    expect(issued.body.data.expiresIn).toBe(ssoCodeTtlSeconds);
    expect(issued.body.data.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("a wrong secret, an unknown partner or an unknown client gets no code", async () => {
    const wrongSecret = await issue({ partnerSecret: "not-the-secret-at-all" });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.message).toBe("Unknown partner, or a wrong partner secret.");
    const unknown = await issue({ partnerId: "someone-else" });
    expect(unknown.status).toBe(401);
    const nobody = await issue({ clientCode: "NOBODY1" });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe("Client not found. Check the client code.");
    const missing = await post(ssoEndpoints.issueCode.path, { partnerId: partner.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/partnerSecret/);
  });

  it("the embedded app trades the code for a session of its own, held in memory, and can trade with it", async () => {
    const client = embeddedClient();
    const session = await startSsoSession(client, await codeOf());
    expect(session.clientCode).toBe("DEMO01");
    expect(session.partner).toEqual({ id: partner.id, name: partner.name, origins: partner.origins });
    expect(client.session.getSnapshot().status).toBe("authenticated");
    expect(client.session.tokens?.tradeToken).toBe(session.tokens.tradeToken);
    const profile = await client.profile.get();
    expect(profile.ClientCode).toBe("DEMO01");
    const trading = tradingOf(client);
    const placed = await trading.orders.place({
      exchangeSegment: 1,
      symbolToken: 1660,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 1,
    });
    expect(placed.ok).toBe(true);
    trading.close();
    // The user sees who opened it among their sessions.
    const { sessions } = await client.auth.listSessions();
    expect(sessions.find((s) => s.current)?.deviceName).toBe("Acme Invest (SSO)");
    client.close();
  });

  it("a code is good once, and not after its minute", async () => {
    const code = await codeOf();
    await startSsoSession(embeddedClient(), code);
    const reused = await post(ssoEndpoints.exchange.path, { code, deviceId: "embedded-device-1" });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(
      "This sign-in code is not valid: it was used already, or it is older than 60 seconds.",
    );
    const late = await codeOf();
    now += ssoCodeTtlSeconds * 1000;
    const expired = await post(ssoEndpoints.exchange.path, { code: late, deviceId: "embedded-device-1" });
    expect(expired.status).toBe(401);
    const malformed = await post(ssoEndpoints.exchange.path, { code: "x", deviceId: "embedded-device-1" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/code/);
  });

  it("logging out on all devices ends the SSO session too", async () => {
    const embedded = embeddedClient();
    await startSsoSession(embedded, await codeOf());
    const other = embeddedClient();
    await startSsoSession(other, await codeOf());
    await other.auth.logout({ scope: "all" });
    await expect(embedded.profile.get()).rejects.toThrow();
    embedded.close();
    other.close();
  });

  it("a client that relies on cookies is refused before any call", async () => {
    const cookieClient = createTradeClient({ baseUrl: `${sandbox.url}/api`, platform: "web" });
    await expect(startSsoSession(cookieClient, "a".repeat(32))).rejects.toThrow(
      'startSsoSession: the client must be created with tokenDelivery: "body"',
    );
  });

  it("only the broker and the registered partners may frame the app", async () => {
    // Issue 16: the partners may frame the SSO entry only; the rest of /trade (the login page) the broker alone.
    const framers = async (path: string) => {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status).toBe(200);
      return /(?:^|; )frame-ancestors ([^;]*)/.exec(
        response.headers.get("content-security-policy") ?? "",
      )?.[1];
    };
    expect(await framers("/trade/sso?page=orders&parent=https%3A%2F%2Facme.example")).toBe(
      "'self' https://acme.example http://127.0.0.1:4799",
    );
    expect(await framers("/trade/")).toBe("'self'");
  });
});
