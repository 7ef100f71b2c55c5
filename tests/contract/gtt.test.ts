import { marketEndpoints, type Scrip, type TradeClient, TradeError } from "@trade/core";
import { type GttCreateRequest, type GttRule, gttOf, sellGttNotAvailableMessage } from "@trade/core/gtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killed, restartableSandboxes } from "../support/cli.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ordersOf } from "../support/trading.js";

/** A trading day's morning, so the market is open and ticks. */
const marketStart = Date.parse("2026-11-24T10:00:00+05:30");

async function infyOf(client: TradeClient): Promise<Scrip> {
  const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "INFY" } });
  return listings.find((s) => s.mktSegID === 1) as Scrip;
}

const create = (client: TradeClient, body: GttCreateRequest) => gttOf(client).create(body);
const list = async (client: TradeClient, status?: GttRule["status"][]) =>
  (await gttOf(client).list(status ? { status } : {})).rules;

describe("GTT against the sandbox, its market driven by the clock", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let infy: Scrip;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
    client = await env.login("DEMO01");
    infy = await infyOf(client);
  }, 60_000);
  afterAll(() => env?.close());

  /** A rule far from the market, to learn the LTP it was set at. */
  const probe = async (side: "B" | "S") =>
    create(client, {
      exchangeSegment: 1,
      symboltoken: infy.token,
      transactiontype: side,
      producttype: "CNC",
      gttType: "SINGLE",
      qty: 1,
      triggerprice: side === "B" ? 9_999_900 : 5,
      price: side === "B" ? 9_999_900 : 5,
    });

  /** Move market time a minute at a time until `done` holds (at most four market hours). */
  const until = async (done: () => Promise<boolean>) => {
    for (let minute = 0; minute < 240; minute++) {
      if (await done()) return minute;
      await env.clock({ advanceMs: 60_000 });
    }
    throw new Error("the market never got there");
  };

  it("a single rule triggers when the simulated price crosses it, and its order executes", async () => {
    const far = await probe("B");
    const ltp = far.ltp_at_order_placement;
    const tick = 5;
    const rule = await gttOf(client).modify({
      id: far.id,
      qty: 1,
      triggerprice: ltp + tick,
      price: ltp + 40 * tick,
    });
    expect(rule.status).toBe(4);
    await until(async () => (await list(client)).find((r) => r.id === rule.id)?.status !== 4);
    const fired = (await list(client)).find((r) => r.id === rule.id) as GttRule;
    expect([5, 10]).toContain(fired.status);
    expect(fired.triggeredLeg).toBe("target");
    const orders = (await ordersOf(client)).filter((o) => o.guiOrderId.startsWith(`gtt-${rule.id}-`));
    expect(orders).toEqual([
      expect.objectContaining({ orderId: fired.orderId, transactionType: "B", quantity: 1 }),
    ]);
  }, 120_000);

  it("an OCO on a holding: the first level crossed fires, the other is cancelled with it", async () => {
    const ltp = (await probe("S")).ltp_at_order_placement;
    const rule = await create(client, {
      exchangeSegment: 1,
      symboltoken: infy.token,
      transactiontype: "S",
      producttype: "CNC",
      gttType: "OCO",
      qty: 2,
      triggerprice: ltp + 10,
      price: ltp - 100,
      stoplosstriggerprice: ltp - 10,
      stoplossprice: ltp - 200,
    });
    expect(rule.status).toBe(1);
    await until(async () => (await list(client)).find((r) => r.id === rule.id)?.status !== 1);
    // Market time goes on past where the other level would have been crossed too.
    await env.clock({ advanceMs: 30 * 60_000 });
    const fired = (await list(client)).find((r) => r.id === rule.id) as GttRule;
    const orders = (await ordersOf(client)).filter((o) => o.guiOrderId.startsWith(`gtt-${rule.id}-`));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.guiOrderId).toBe(`gtt-${rule.id}-${fired.triggeredLeg}`);
  }, 120_000);

  it("refusals are 4xx with the spec's words; a rule that is done cannot be changed", async () => {
    const lakshmi = await env.login("DEMO07");
    const refused = await create(lakshmi, {
      exchangeSegment: 1,
      symboltoken: infy.token,
      transactiontype: "S",
      producttype: "CNC",
      gttType: "SINGLE",
      qty: 1,
      triggerprice: 5,
      price: 5,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TradeError);
    expect(refused).toMatchObject({ status: 422, code: "GTT-SELL-POA", message: sellGttNotAvailableMessage });

    const rule = await probe("B");
    const cancelled = await gttOf(client).cancel(rule.id);
    expect(cancelled.status).toBe(3);
    await expect(gttOf(client).cancel(rule.id)).rejects.toMatchObject({
      status: 409,
      code: "AB9026",
    });
    await expect(gttOf(client).cancel("no-such-rule")).rejects.toMatchObject({
      status: 404,
      code: "GTT-NOT-FOUND",
    });
    // A page is at most 200 rules (spec 2 §9): the SDK refuses more before sending.
    await expect(gttOf(client).list({ count: 201 })).rejects.toThrow(/count/);
    expect((await list(client, [3])).map((r) => r.id)).toContain(rule.id);
  });
});

describe("a GTT rule survives a SIGKILL of the sandbox", () => {
  const sandboxes = restartableSandboxes("trade-gtt-crash-");

  it("created, killed, restarted: the rule is there, pending, with its terms, and can be cancelled", async () => {
    const first = await sandboxes.start();
    const client = await sandboxes.login(first.url);
    const infy = await infyOf(client);
    const rule = await create(client, {
      exchangeSegment: 1,
      symboltoken: infy.token,
      transactiontype: "B",
      producttype: "CNC",
      gttType: "SINGLE",
      qty: 3,
      triggerprice: 9_999_900,
      price: 9_999_900,
    });
    await killed(first.child);

    const second = await sandboxes.start();
    const resumed = sandboxes.resume(second.url, client);
    const [back] = (await list(resumed)).filter((r) => r.id === rule.id);
    expect(back).toMatchObject({ status: 1, qty: 3, triggerprice: 9_999_900, symboltoken: infy.token });
    expect((await gttOf(resumed).cancel(rule.id)).status).toBe(3);
    await killed(second.child);
  }, 120_000);
});
