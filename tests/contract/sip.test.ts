import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { type StockSip, sipAsbaBlockedMessage, sipCancelledFinalMessage, sipOf } from "@trade/core/sip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/** Tuesday 24 November 2026, 10:00 IST: the cash market is open. */
const marketStart = ist(10, 0, 0, "2026-11-24");

describe("Stock SIP against the sandbox, over a simulated month", () => {
  let env: TestSandbox;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
  }, 60_000);
  afterAll(() => env?.close());

  const transactions = (client: TradeClient, sip: StockSip) => sipOf(client).transactions(sip.sip_id);
  const listing = async (client: TradeClient, symbol: string) =>
    (await client.call(marketEndpoints.scripExchangeList, { query: { symbol } })).find(
      (s) => s.mktSegID === 1,
    ) as Scrip;

  it("a weekly SIP runs four times over a month at the open of its days, one instalment failing for funds", async () => {
    // DEMO02 has ₹2,00,000: three instalments of about ₹60,000 go through, the fourth finds too little.
    const client = await env.login("DEMO02");
    const tcs = await listing(client, "TCS");
    const sip = await sipOf(client).create({
      exchangeSegment: 1,
      instrument_id: tcs.token,
      order_type: "AMOUNT",
      order_value: 60_000 * 100,
      frequency: "WEEKLY",
      start_date: "2026-11-24",
    });
    expect(sip).toMatchObject({ status: "ACTIVE", next_date: "2026-11-24", instrument_symbol: "TCS" });

    // Each Tuesday 09:20 IST; the first instalment runs on the next tick today.
    await env.clock({ advanceMs: 1_000 });
    for (const day of ["2026-12-01", "2026-12-08", "2026-12-15"]) await env.clock({ at: ist(9, 20, 0, day) });

    const runs = await transactions(client, sip);
    expect(runs.map((run) => run.date)).toEqual(["2026-12-15", "2026-12-08", "2026-12-01", "2026-11-24"]);
    expect(runs.slice(1).map((run) => run.status)).toEqual(["Executed", "Executed", "Executed"]);
    for (const run of runs.slice(1)) {
      expect(run.order_id).toBeTruthy();
      expect(run.quantity * run.price).toBeLessThanOrEqual(60_000 * 100);
      expect(run.quantity * run.price).toBeGreaterThan(55_000 * 100);
    }
    expect(runs[0]).toMatchObject({ status: "Rejected" });
    expect(runs[0]?.reason).toMatch(/^Insufficient funds/);
    // The SIP goes on: the next Tuesday is due.
    const sips = await sipOf(client).list("ACTIVE");
    expect(sips.find((s) => s.sip_id === sip.sip_id)?.next_date).toBe("2026-12-22");
  }, 120_000);

  it("pause, resume and cancel by PUT; a cancelled SIP is final; ASBA clients cannot set one up", async () => {
    const client = await env.login("DEMO01");
    const infy = await listing(client, "INFY");
    const sips = sipOf(client);
    const sip = await sips.create({
      exchangeSegment: 1,
      instrument_id: infy.token,
      order_type: "QTY",
      order_value: 1,
      frequency: "MONTHLY",
      start_date: "2027-01-05",
    });
    expect(await sips.pause(sip.sip_id)).toMatchObject({ status: "PAUSE", next_date: null });
    expect(await sips.update(sip.sip_id, { status: "ACTIVE", order_value: 2 })).toMatchObject({
      status: "ACTIVE",
      order_value: 2,
      next_date: "2027-01-05",
    });
    expect(await sips.cancel(sip.sip_id)).toMatchObject({ status: "CANCEL" });
    await expect(sips.resume(sip.sip_id)).rejects.toMatchObject({
      status: 409,
      code: "SIP-CANCELLED",
      message: sipCancelledFinalMessage,
    });
    await expect(sips.transactions("999999")).rejects.toMatchObject({ status: 404, code: "SIP-NOT-FOUND" });
    // Over raw HTTP (no SDK check before sending), the sandbox refuses a negative value with a 400 naming it.
    const raw = await fetch(`${env.sandbox.url}/api/v1/sip/${sip.sip_id}`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${client.session.tokens?.tradeToken}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ order_value: -1 }),
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { message: string }).message).toContain("order_value");

    const meera = await env.login("DEMO03");
    await expect(
      sipOf(meera).create({
        exchangeSegment: 1,
        instrument_id: infy.token,
        order_type: "QTY",
        order_value: 1,
        frequency: "DAILY",
        start_date: "2026-12-16",
      }),
    ).rejects.toMatchObject({ status: 422, code: "SIP-ASBA", message: sipAsbaBlockedMessage });
  });
});
