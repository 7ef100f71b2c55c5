import { RateLimitError } from "@trade/core";
import { tradingEndpoints } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { gui } from "../support/trading.js";

let env: TestSandbox;

beforeAll(async () => {
  // The realistic limits `npm start` runs with, but few other calls and sockets so that a test can pass them.
  env = await startTestSandbox({
    rateLimits: { ordersPerSecond: 10, modificationsPerOrder: 3, callsPerMinute: 40, socketsPerClient: 3 },
  });
});
afterAll(async () => {
  await env.close();
});

const order = () => ({
  guiOrderId: gui("RL"),
  exchangeSegment: 1,
  symbolToken: 1660,
  transactionType: "B" as const,
  productType: "MIS" as const,
  orderType: "LIMIT" as const,
  quantity: 1,
  price: 37_000,
});

describe("rate limits like a real broker's", () => {
  it("a burst past 10 orders a second gets a non-JSON 429 with Retry-After, and the SDK raises RateLimitError", async () => {
    const client = await env.login("DEMO06");
    const token = client.session.tokens?.tradeToken ?? "";
    // The first order builds the market (a second or two); the burst comes after, within one second.
    await client.call(tradingEndpoints.placeOrder, { body: order() });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${env.sandbox.url}/api${tradingEndpoints.placeOrder.path}`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify(order()),
        }),
      ),
    );
    const seconds = Math.floor((Date.now() - started) / 1000);
    const statuses = answers.map((answer) => answer.status);
    // At most 10 in any second: however slow the machine, the burst cannot all go through.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10 * (seconds + 1));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = answers.find((answer) => answer.status === 429) as Response;
    expect(refused.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
    await expect(refused.text()).resolves.toMatch(/Too many requests/);

    const onRateLimit = vi.fn();
    const sdk = await env.login("DEMO02", { onRateLimit });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => sdk.call(tradingEndpoints.placeOrder, { body: order() })),
    );
    const errors = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) expect(error).toBeInstanceOf(RateLimitError);
    await vi.waitFor(() => expect(onRateLimit).toHaveBeenCalled(), { timeout: 3000 });

    // A second later the bucket has refilled.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(sdk.call(tradingEndpoints.placeOrder, { body: order() })).resolves.toMatchObject({
      guiOrderId: expect.any(String),
    });
  });

  it("an order may be modified a limited number of times", async () => {
    const client = await env.login("DEMO01");
    const placed = await client.call(tradingEndpoints.placeOrder, { body: order() });
    const modify = (price: number) =>
      fetch(`${env.sandbox.url}/api${tradingEndpoints.modifyOrder.path}`, {
        method: "PATCH",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${client.session.tokens?.tradeToken ?? ""}`,
        },
        body: JSON.stringify({ orderId: placed.orderId, price }),
      });
    for (const price of [37_005, 37_010, 37_015]) expect((await modify(price)).status).toBe(200);
    const fourth = await modify(37_020);
    expect(fourth.status).toBe(400);
    expect(await fourth.json()).toMatchObject({ errorCode: "MODIFY-LIMIT" });
  });

  it("other calls are limited per minute", async () => {
    const client = await env.login("DEMO04");
    const token = client.session.tokens?.nonTradeToken ?? "";
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const answer = await fetch(`${env.sandbox.url}/api/v2/profile/get`, {
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses).toContain(429);
  });

  it("feed sockets per client are capped", async () => {
    const client = await env.login("DEMO03");
    const token = client.session.tokens?.nonTradeToken ?? "";
    const codes = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const ws = new WebSocket(`${env.sandbox.url.replace("http", "ws")}/feed/quotes`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return new Promise<number>((resolve) => {
          ws.on("close", (code) => resolve(code));
          setTimeout(() => {
            resolve(ws.readyState === WebSocket.OPEN ? 0 : -1);
            ws.close();
          }, 1000);
        });
      }),
    );
    expect(codes.filter((code) => code === 0)).toHaveLength(3);
    expect(codes).toContain(1008);
  });
});
