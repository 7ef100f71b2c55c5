import { formatRupees, marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import {
  MtfRefusedError,
  mtfOf,
  mtfTransferVerificationMessage,
  noMtfDuesMessage,
  payNowAboveDuesMessage,
  payNowAmountMissingMessage,
} from "@trade/core/mtf";
import { pledgeOf } from "@trade/core/pledge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error as MtfRefusedError;
  }
  throw new Error("expected a refusal");
};

/**
 * What the Pay Later screens read (issue 21 §5): the pledge history, recommendations (limit=0 is all), paying the dues
 * now with its limits, and the stock-transfer verification Pay Later requires (spec 3 §5).
 */
describe("Pay Later's history, recommendations, Pay Now and verification against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let itc: Scrip;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
    const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } });
    itc = listings.find((s) => s.mktSegID === 1) as Scrip;
  }, 60_000);
  afterAll(() => env?.close());

  const buyMtf = (who: TradeClient, quantity: number) =>
    place(who, {
      exchangeSegment: 1,
      symbolToken: itc.token,
      transactionType: "B",
      productType: "MARGIN",
      orderType: "MARKET",
      quantity,
    });

  it("Pay Later requires stock-transfer verification: DEMO04 (POA, no DDPI) is refused it everywhere", async () => {
    const demo04 = await env.login("DEMO04");
    expect(await mtfOf(demo04).dashboard()).toMatchObject({
      eligible: false,
      reason: "MTF-VERIFY",
      message: mtfTransferVerificationMessage,
      buying_power: 0,
    });
    const refused = await buyMtf(demo04, 1);
    expect(refused.ok ? "placed" : refused.rejection).toMatchObject({
      code: "MTF-VERIFY",
      message: mtfTransferVerificationMessage,
    });
    const pay = await refusal(mtfOf(demo04).payNow(1_00, { reference: "VERIFY0001" }));
    expect(pay).toBeInstanceOf(MtfRefusedError);
    expect(pay).toMatchObject({ status: 403, code: "MTF-VERIFY", message: mtfTransferVerificationMessage });
    // A delivery (CNC) buy needs no such verification.
    const cash = await place(demo04, {
      exchangeSegment: 1,
      symbolToken: itc.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 1,
    });
    expect(cash.ok).toBe(true);
  });

  it("recommendations: limit 0 is every one, each MTF enabled at 4X; a limit caps them", async () => {
    const all = await mtfOf(client).recommendations(0);
    expect(all.length).toBeGreaterThan(2);
    for (const r of all) expect(r).toMatchObject({ mtf_enabled: true, leverage: 4, segment_id: 1 });
    expect(all.every((r) => Number.isInteger(r.close_price) && r.close_price > 0)).toBe(true);
    expect(await mtfOf(client).recommendations(2)).toEqual(all.slice(0, 2));
  });

  it("the pledge history holds requests that no longer move, not an open one", async () => {
    const pledge = pledgeOf(client);
    const [first, second] = (await pledge.pledgeable()).stocks;
    if (first === undefined || second === undefined) throw new Error("nothing to pledge");
    const cancelled = await pledge.pledge([{ isin: first.isin, qty: 1 }]);
    await fetch(`${env.sandbox.url}${cancelled.cdsl_link}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    const open = await pledge.pledge([{ isin: second.isin, qty: 1 }]);
    const history = await mtfOf(client).historicPledges();
    const ids = history.map((r) => r.req_id);
    expect(ids).toContain(cancelled.transaction.req_id);
    expect(ids).not.toContain(open.transaction.req_id);
    expect(history.find((r) => r.req_id === cancelled.transaction.req_id)).toMatchObject({
      status: 205,
      status_text: "Cancelled",
    });
  });

  it("Pay Now: nothing due is refused; once interest is charged, above the dues is refused, the dues are paid once", async () => {
    const none = await refusal(mtfOf(client).payNow(1_00, { reference: "NODUES0001" }));
    expect(none).toMatchObject({ code: "MTF-NO-DUES", message: noMtfDuesMessage });

    const bought = await buyMtf(client, 10);
    if (!bought.ok) throw new Error(JSON.stringify(bought.rejection));
    await env.clock({ at: ist(9, 0, 0, "2026-11-25") });
    const { dues } = await mtfOf(client).paymentHistory();
    expect(dues).toBeGreaterThan(0);
    expect(Number.isInteger(dues)).toBe(true);

    const above = await refusal(mtfOf(client).payNow(dues + 1, { reference: "ABOVE00001" }));
    expect(above).toMatchObject({
      code: "MTF-ABOVE-DUES",
      message: payNowAboveDuesMessage(formatRupees(dues)),
    });
    const before = (await mtfOf(client).dashboard()).available_margin;
    const [a, b] = await Promise.all([
      mtfOf(client).payNow(dues, { reference: "PAYNOWTWICE1" }),
      mtfOf(client).payNow(dues, { reference: "PAYNOWTWICE1" }),
    ]);
    expect(a.payment.payment_id).toBe(b.payment.payment_id);
    expect(a.dues).toBe(0);
    expect((await mtfOf(client).dashboard()).available_margin).toBe(before - dues);
    expect(payNowAmountMissingMessage).toBe("Please enter the amount to pay");
  });
});
