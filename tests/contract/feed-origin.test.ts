import { feeds } from "@trade/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

const partner = "https://partner.example";
let env: TestSandbox;
let token: string;

beforeAll(async () => {
  env = await startTestSandbox({
    partners: [{ id: "acme", name: "Acme", secret: "acme-secret-0123456789", origins: [partner] }],
  });
  token = (await env.login("DEMO01")).session.tokens?.nonTradeToken ?? "";
});
afterAll(async () => {
  await env.close();
});

/** Try an upgrade: "open" when the feed accepted it, else the HTTP status of the refusal. */
function attempt(path: string, headers: Record<string, string>, query = ""): Promise<string | number> {
  const ws = new WebSocket(`${env.sandbox.url.replace("http", "ws")}${path}${query}`, { headers });
  return new Promise((resolve) => {
    ws.on("open", () => {
      // A socket the feed refuses after the upgrade (4401) closes at once; wait to tell the two apart.
      setTimeout(() => {
        resolve(ws.readyState === WebSocket.OPEN ? "open" : "closed");
        ws.close();
      }, 150);
    });
    ws.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    ws.on("error", () => resolve("error"));
  });
}

describe("feed upgrades check Origin", () => {
  const host = () => new URL(env.sandbox.url).host;

  it.each([feeds.notifications, feeds.orders, feeds.quotes, feeds.marketData])(
    "%s: an upgrade from a foreign Origin is refused, even with a valid cookie",
    async (path) => {
      const cookie = { cookie: `nt_token=${encodeURIComponent(token)}` };
      expect(await attempt(path, { ...cookie, origin: "https://evil.example" })).toBe(403);
      expect(await attempt(path, { origin: "https://evil.example" }, `?token=${token}`)).toBe(403);
      expect(await attempt(path, { ...cookie, origin: `http://${host()}` })).toBe("open");
    },
  );

  it("a registered partner's page may open a feed with its bearer token", async () => {
    expect(await attempt(feeds.orders, { origin: partner }, `?token=${token}`)).toBe("open");
  });

  it("Node clients send no Origin (no browser omits it): their token decides", async () => {
    expect(await attempt(feeds.quotes, { authorization: `Bearer ${token}` })).toBe("open");
    expect(await attempt(feeds.quotes, {}, `?token=${token}`)).toBe("open");
    expect(await attempt(feeds.quotes, {}, "?token=forged")).toBe("closed");
  });
});
