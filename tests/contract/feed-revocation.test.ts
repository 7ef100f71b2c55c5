import { feeds, sessionEndpoints } from "@trade/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

let env: TestSandbox;

beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(async () => {
  await env.close();
});

/** Open a feed socket with the session's non-trade token; resolves once open, with its close code to come. */
async function open(path: string, token: string) {
  const ws = new WebSocket(`${env.sandbox.url.replace("http", "ws")}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // Still open after 3 s counts as "never closed" (code 0), so the test fails fast instead of timing out.
  const closed = new Promise<{ code: number; at: number }>((resolve) => {
    ws.on("close", (code) => resolve({ code, at: Date.now() }));
    setTimeout(() => resolve({ code: 0, at: Date.now() }), 3000).unref();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  // The server closes an unauthorized socket right after the upgrade. A ping's pong comes after any close it sent.
  await new Promise<void>((resolve) => {
    ws.once("pong", () => resolve());
    ws.once("close", () => resolve());
    ws.ping();
  });
  expect(ws.readyState).toBe(WebSocket.OPEN);
  return { ws, closed };
}

const everyFeed = [feeds.notifications, feeds.orders, feeds.quotes, feeds.marketData];

describe("a revoked or expired session's sockets all close", () => {
  it("logout of all devices closes every feed socket of the other device with 4401 within a second", async () => {
    const laptop = await env.login("DEMO03", { deviceName: "laptop" });
    const phone = await env.login("DEMO03", { deviceName: "phone" });
    const token = phone.session.tokens?.nonTradeToken ?? "";
    const sockets = await Promise.all(everyFeed.map((path) => open(path, token)));
    const start = Date.now();
    await laptop.auth.logout({ scope: "all" });
    const closes = await Promise.all(sockets.map((socket) => socket.closed));
    for (const close of closes) {
      expect(close.code).toBe(4401);
      expect(close.at - start).toBeLessThan(1000);
    }
  });

  it("an expired non-trade token closes its session's sockets with 4401 within a second", async () => {
    const client = await env.login("DEMO04");
    const token = client.session.tokens?.nonTradeToken ?? "";
    const sockets = await Promise.all(everyFeed.map((path) => open(path, token)));
    const start = Date.now();
    await env.expireTokens("DEMO04", "nontrade");
    const closes = await Promise.all(sockets.map((socket) => socket.closed));
    for (const close of closes) {
      expect(close.code).toBe(4401);
      expect(close.at - start).toBeLessThan(1500);
    }
  });

  it("a renewed non-trade token keeps the session's sockets open", async () => {
    const client = await env.login("DEMO05");
    const token = client.session.tokens?.nonTradeToken ?? "";
    const { ws } = await open(feeds.orders, token);
    await client.call(sessionEndpoints.refreshToken, {
      body: { refreshToken: client.session.tokens?.refreshToken ?? "" },
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });
});
