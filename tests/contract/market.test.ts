import { marketEndpoints, type TradeClient, TradeError } from "@trade/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

let env: TestSandbox;
let client: TradeClient;

beforeAll(async () => {
  env = await startTestSandbox();
  client = await env.login("DEMO01");
});
afterAll(async () => {
  await env.close();
});

describe("the SDK against the sandbox: market data", () => {
  it("searches with the spec's parameters; the exact symbol comes first", async () => {
    const found = await client.call(marketEndpoints.search, {
      query: { userType: "B2C", accountType: "D", keyword: "infy", filter: "equity" },
    });
    expect(found[0]).toMatchObject({ symbolName: "INFY", token: 1594, mktSegID: 1 });
    expect(found.every((s) => s.mktSegID === 1 || s.mktSegID === 3)).toBe(true);
  });

  it("refuses a 1-character keyword before it leaves the SDK, and the sandbox refuses it too", async () => {
    await expect(
      client.call(marketEndpoints.search, { query: { userType: "B2C", accountType: "D", keyword: "i" } }),
    ).rejects.toBeInstanceOf(TradeError);
    const raw = await fetch(`${env.sandbox.url}/api/v5/search?userType=B2C&accountType=D&keyword=i`, {
      headers: { authorization: `Bearer ${client.session.tokens?.nonTradeToken}` },
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { message: string }).message).toContain("at least 2 characters");
  });

  it("reads the index master and an option chain with live prices from the simulator", async () => {
    const indices = await client.call(marketEndpoints.indexMaster);
    expect(indices.find((e) => e.code === 78)?.token).toBe(99926000);
    const expiries = await client.call(marketEndpoints.indicesExpiry);
    const nearest = expiries.find((e) => e.tokenId === 99926000)?.nearestExpiryDate as string;
    const chain = await client.call(marketEndpoints.optionChain, {
      query: { TradeSymbol: "NIFTY", MarketSegmentId: 2, ExpiryDate: nearest },
    });
    expect(chain.rows).toHaveLength(30);
    expect(chain.spot).toBeGreaterThan(0);
    const atm = chain.rows.find((r) => r.strike === chain.atmStrike);
    expect(Math.abs(chain.atmStrike - chain.spot)).toBeLessThanOrEqual(2500);
    expect(atm?.call?.ltp).toBeGreaterThan(0);
    expect(atm?.call?.greeks.delta).toBeGreaterThan(0);
    expect(atm?.put?.greeks.delta).toBeLessThan(0);
  });

  it("reads derivative details, max quantity and candles", async () => {
    const details = await client.call(marketEndpoints.scripDerivativeDetails, {
      query: { symbol: "BANKNIFTY" },
    });
    expect(details.lotSize).toBe(35);
    const future = details.futures[0];
    const max = await client.call(marketEndpoints.maxSingleQty, {
      query: { TokenID: future?.token ?? 0, SegmentID: 2 },
    });
    expect(max.freezeQty).toBe(900);
    const to = Math.floor(Date.now() / 1000);
    const candles = await client.call(marketEndpoints.candles, {
      query: { TokenID: 2885, SegmentID: 1, interval: "1d", from: to - 30 * 86400, to },
    });
    expect(candles.candles.length).toBeGreaterThan(0);
    expect(candles.candles.every((c) => c.low <= c.high)).toBe(true);
  });
});
