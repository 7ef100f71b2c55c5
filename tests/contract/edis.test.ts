import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient, marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import {
  type DeliveryVerification,
  DeliveryVerificationNeededError,
  deliveryVerificationLifetimeMs,
  deliveryVerificationMessage,
  deliveryVerificationNeeded,
  deliveryVerificationOutcomes,
  edisOf,
  verifyMoreThanHeldMessage,
} from "@trade/core/edis";
import { tradingOf } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killed, startCli } from "../support/cli.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

/** Tuesday 24 November 2026, 10:00 IST. */
const marketStart = ist(10, 0);

describe("delivery-instruction verification: DEMO04 (POA without DDPI) sells from the demat", () => {
  let env: TestSandbox;
  let client: TradeClient;
  const scrips = new Map<string, Scrip>();

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
    client = await env.login("DEMO04");
    for (const symbol of ["RELIANCE", "SBIN"]) {
      const listed = await client.call(marketEndpoints.scripExchangeList, { query: { symbol } });
      scrips.set(symbol, listed.find((s) => s.mktSegID === 1) as Scrip);
    }
  }, 60_000);
  afterAll(() => env?.close());

  const isinOf = (symbol: string) => (scrips.get(symbol) as Scrip).isinCode as string;
  const sell = (symbol: string, quantity: number) =>
    place(client, {
      exchangeSegment: 1,
      symbolToken: (scrips.get(symbol) as Scrip).token,
      transactionType: "S",
      productType: "CNC",
      orderType: "MARKET",
      quantity,
    });
  const expectRefused = async (symbol: string, quantity: number) => {
    const placed = await sell(symbol, quantity);
    expect(placed.ok).toBe(false);
    if (!placed.ok) {
      expect(placed.rejection).toMatchObject({
        status: 422,
        code: "EDIS-REQUIRED",
        message: deliveryVerificationMessage,
      });
    }
  };
  /** The depository's page answers: its form posts, as a browser would. */
  const answer = async (verification: DeliveryVerification, decision: "approve" | "reject") => {
    const response = await fetch(`${env.sandbox.url}${verification.page_url}/${decision}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(response.status).toBe(303);
  };

  it("a delivery sell is refused with what to verify, and nothing enters the order book", async () => {
    const outcome = await tradingOf(client).orders.place({
      exchangeSegment: 1,
      symbolToken: (scrips.get("RELIANCE") as Scrip).token,
      transactionType: "S",
      productType: "CNC",
      orderType: "MARKET",
      quantity: 5,
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.presentation).toEqual({ kind: "verification-flow" });
    const needed = deliveryVerificationNeeded(outcome);
    expect(needed).toBeInstanceOf(DeliveryVerificationNeededError);
    expect(needed?.instructions).toEqual([{ isin: isinOf("RELIANCE"), quantity: 5 }]);
    expect(await tradingOf(client).orders.list()).toEqual([]);
  });

  it("once approved on the depository's page the sell goes through, for the verified quantity only", async () => {
    const edis = edisOf(client);
    const started = await edis.start([{ isin: isinOf("RELIANCE"), quantity: 5 }], "sell");
    expect(started).toMatchObject({ status: "pending", flow_type: "sell" });
    const page = await fetch(`${env.sandbox.url}${started.page_url}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(isinOf("RELIANCE"));
    expect(text).toContain(">Approve<");
    await expectRefused("RELIANCE", 5);

    await answer(started, "approve");
    const done = await edis.verification(started.request_id);
    expect(done).toMatchObject({
      status: "verified",
      page_url: null,
      message: deliveryVerificationOutcomes.verified.message,
    });
    // The page now says so, and tells the window that opened it.
    const after = await (await fetch(`${env.sandbox.url}${started.page_url}`)).text();
    expect(after).toContain(deliveryVerificationOutcomes.verified.title);
    expect(after).toContain('data-status="verified"');

    await expectRefused("RELIANCE", 6);
    const sold = await sell("RELIANCE", 3);
    expect(sold.ok).toBe(true);
    expect((await sell("RELIANCE", 2)).ok).toBe(true);
    await expectRefused("RELIANCE", 1);
    expect((await edis.authorisations()).authorisations).toEqual([
      { isin: isinOf("RELIANCE"), approved: 5, used: 5, remaining: 0 },
    ]);
    // Another ISIN was never verified.
    await expectRefused("SBIN", 1);
  });

  it("a rejected verification leaves the sell refused, and cannot be approved afterwards", async () => {
    const edis = edisOf(client);
    const started = await edis.start([{ isin: isinOf("SBIN"), quantity: 10 }], "sell");
    await answer(started, "reject");
    expect(await edis.verification(started.request_id)).toMatchObject({
      status: "rejected",
      message: deliveryVerificationOutcomes.rejected.message,
    });
    await answer(started, "approve");
    expect((await edis.verification(started.request_id)).status).toBe("rejected");
    await expectRefused("SBIN", 10);
  });

  it("a verification not answered in time expires; a late approval changes nothing", async () => {
    const edis = edisOf(client);
    const started = await edis.start([{ isin: isinOf("SBIN"), quantity: 10 }], "sell");
    await env.clock({ advanceMs: deliveryVerificationLifetimeMs - 1000 });
    expect((await edis.verification(started.request_id)).status).toBe("pending");
    await env.clock({ advanceMs: 1000 });
    expect(await edis.verification(started.request_id)).toMatchObject({
      status: "expired",
      message: deliveryVerificationOutcomes.expired.message,
    });
    await answer(started, "approve");
    const page = await (await fetch(`${env.sandbox.url}${started.page_url}`)).text();
    expect(page).toContain(deliveryVerificationOutcomes.expired.title);
    await expectRefused("SBIN", 10);
  });

  it("an approval holds for its day only: the next trading day the sell needs a new one", async () => {
    const edis = edisOf(client);
    const started = await edis.start([{ isin: isinOf("SBIN"), quantity: 4 }], "sell");
    await answer(started, "approve");
    await env.clock({ at: ist(10, 0, 0, "2026-11-25") });
    await expectRefused("SBIN", 4);
    expect((await edis.authorisations()).authorisations).toEqual([]);
  });

  it("refuses to verify more than the demat holds, or a stock it does not hold", async () => {
    const edis = edisOf(client);
    await expect(edis.start([{ isin: isinOf("SBIN"), quantity: 41 }], "sell")).rejects.toMatchObject({
      status: 422,
      code: "EDIS-QTY",
      message: verifyMoreThanHeldMessage(isinOf("SBIN"), 40),
    });
    await expect(edis.start([{ isin: "INE009A01021", quantity: 1 }], "sell")).rejects.toMatchObject({
      status: 422,
      code: "EDIS-NOT-HELD",
    });
    await expect(edis.verification("EDISNOSUCHREQUEST")).rejects.toMatchObject({ status: 404 });
  });
});

describe("a verification survives a SIGKILL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "trade-edis-crash-"));
  const children: ChildProcess[] = [];
  const env = { TRADE_SANDBOX_MARKET_START: "2026-11-24T10:00:00+05:30", TRADE_SANDBOX_TEST_CONTROLS: "1" };
  const start = () => startCli(dataDir, "864200", children, env);
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("what was approved and used is there after a restart, and the rest can still be sold", async () => {
    const first = await start();
    const client = createTradeClient({ baseUrl: `${first.url}/api`, platform: "node", maxRetries: 0 });
    await client.auth.generateOtp({ clientCode: "DEMO04" });
    await client.auth.verifyOtp({ clientCode: "DEMO04", otp: "864200" });
    const [sbin] = (
      await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "SBIN" } })
    ).filter((s) => s.mktSegID === 1) as Scrip[];
    const isin = sbin?.isinCode as string;
    const sale = (quantity: number) =>
      place(resumed ?? client, {
        exchangeSegment: 1,
        symbolToken: sbin?.token as number,
        transactionType: "S",
        productType: "CNC",
        orderType: "MARKET",
        quantity,
      });
    let resumed: TradeClient | undefined;
    const started = await edisOf(client).start([{ isin, quantity: 5 }], "sell");
    const approved = await fetch(`${first.url}${started.page_url}/approve`, {
      method: "POST",
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    expect((await sale(2)).ok).toBe(true);
    await killed(first.child);

    const second = await start();
    const tokens = client.session.tokens;
    resumed = createTradeClient({
      baseUrl: `${second.url}/api`,
      platform: "node",
      ...(tokens ? { tokens } : {}),
    });
    expect((await edisOf(resumed).verification(started.request_id)).status).toBe("verified");
    expect((await edisOf(resumed).authorisations()).authorisations).toEqual([
      { isin, approved: 5, used: 2, remaining: 3 },
    ]);
    expect((await sale(4)).ok).toBe(false);
    expect((await sale(3)).ok).toBe(true);
    resumed.close();
    client.close();
  }, 90_000);
});
