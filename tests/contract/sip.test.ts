import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import {
  type SipTransaction,
  type SipUpdateRequest,
  type StockSip,
  sipAsbaBlockedMessage,
  sipCancelledFinalMessage,
  sipEndpoints,
} from "@trade/core/sip";
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

  /** The {sip_id} calls over raw HTTP with the client's bearer token (the path's parameter filled in). */
  const raw = async (client: TradeClient, method: "GET" | "PUT", path: string, body?: unknown) => {
    const response = await fetch(`${env.sandbox.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${client.session.tokens?.tradeToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      json: (await response.json()) as { data: unknown; errorCode: string; message: string },
    };
  };
  const update = async (client: TradeClient, sip: StockSip, body: SipUpdateRequest) =>
    raw(client, "PUT", `/v1/sip/${sip.sip_id}`, body);
  const transactions = async (client: TradeClient, sip: StockSip) =>
    (
      (await raw(client, "GET", `/v1/sip/${sip.sip_id}/transactions`)).json.data as {
        transactions: SipTransaction[];
      }
    ).transactions;
  const listing = async (client: TradeClient, symbol: string) =>
    (await client.call(marketEndpoints.scripExchangeList, { query: { symbol } })).find(
      (s) => s.mktSegID === 1,
    ) as Scrip;

  it("a weekly SIP runs four times over a month at the open of its days, one instalment failing for funds", async () => {
    // DEMO02 has ₹2,00,000: three instalments of about ₹60,000 go through, the fourth finds too little.
    const client = await env.login("DEMO02");
    const tcs = await listing(client, "TCS");
    const { sip } = await client.call(sipEndpoints.create, {
      body: {
        exchangeSegment: 1,
        instrument_id: tcs.token,
        order_type: "AMOUNT",
        order_value: 60_000 * 100,
        frequency: "WEEKLY",
        start_date: "2026-11-24",
      },
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
    const { sips } = await client.call(sipEndpoints.list, { query: { status: "ACTIVE" } });
    expect(sips.find((s) => s.sip_id === sip.sip_id)?.next_date).toBe("2026-12-22");
  }, 120_000);

  it("pause, resume and cancel by PUT; a cancelled SIP is final; ASBA clients cannot set one up", async () => {
    const client = await env.login("DEMO01");
    const infy = await listing(client, "INFY");
    const { sip } = await client.call(sipEndpoints.create, {
      body: {
        exchangeSegment: 1,
        instrument_id: infy.token,
        order_type: "QTY",
        order_value: 1,
        frequency: "MONTHLY",
        start_date: "2027-01-05",
      },
    });
    const paused = await update(client, sip, { status: "PAUSE" });
    expect(paused.json.data).toMatchObject({ sip: { status: "PAUSE", next_date: null } });
    const resumed = await update(client, sip, { status: "ACTIVE", order_value: 2 });
    expect(resumed.json.data).toMatchObject({
      sip: { status: "ACTIVE", order_value: 2, next_date: "2027-01-05" },
    });
    expect((await update(client, sip, { status: "CANCEL" })).json.data).toMatchObject({
      sip: { status: "CANCEL" },
    });
    const again = await update(client, sip, { status: "ACTIVE" });
    expect(again).toMatchObject({
      status: 409,
      json: { errorCode: "SIP-CANCELLED", message: sipCancelledFinalMessage },
    });
    expect((await raw(client, "GET", "/v1/sip/999999/transactions")).status).toBe(404);
    expect((await update(client, sip, { order_value: -1 })).status).toBe(400);

    const meera = await env.login("DEMO03");
    await expect(
      meera.call(sipEndpoints.create, {
        body: {
          exchangeSegment: 1,
          instrument_id: infy.token,
          order_type: "QTY",
          order_value: 1,
          frequency: "DAILY",
          start_date: "2026-12-16",
        },
      }),
    ).rejects.toMatchObject({ status: 422, code: "SIP-ASBA", message: sipAsbaBlockedMessage });
  });
});
