import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { blocksOf, fundsOf, withdrawableBalance } from "@trade/core/funds";
import { asbaIntradayMessage, tradingEndpoints } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, place } from "../support/trading.js";

const marketStart = ist(10, 0, 0, "2026-11-24");
const lakh = 1_00_000_00;

/**
 * Spec 3 §5 ASBA: 'Only cash-delivery stocks go through the ASBA mandate'. DEMO03 (₹3,00,000 cash) with a ₹5,00,000
 * block enabled: a delivery buy may spend the block, an F&O (NRML) order only the cash; intraday is refused outright.
 */
describe("ASBA block money funds cash delivery only (DEMO03)", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let reliance: Scrip;
  let future: Scrip;

  const marginOf = (scrip: Scrip, product: "CNC" | "NRML", quantity: number) =>
    client.call(tradingEndpoints.batchMargin, {
      body: {
        party_code: "DEMO03",
        orders: [
          {
            segment_id: scrip.mktSegID === 1 ? "CM" : "FO",
            exchange: scrip.mktSegID === 1 ? "NSE" : "NFO",
            price: 0,
            product_type: product,
            token: scrip.token,
            transaction_type: "B",
            quantity,
            mktSegID: scrip.mktSegID,
          },
        ],
      },
    });

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
    client = await env.login("DEMO03");
    const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "RELIANCE" } });
    reliance = listings.find((s) => s.mktSegID === 1) as Scrip;
    const details = await client.call(marketEndpoints.scripDerivativeDetails, {
      query: { symbol: "NIFTY", SegmentID: 2 },
    });
    future = details.futures[0] as Scrip;
    const created = await blocksOf(client).create({ amount: 5 * lakh, bank_name: "HDFC Bank" });
    await env.clock({ advanceMs: 5 * 60_000 });
    expect((await blocksOf(client).block(created.block_id)).status).toBe("ENABLED");
  }, 60_000);
  afterAll(() => env?.close());

  it("the trading balance counts the block; the margin a delivery order may spend does, an F&O order's does not", async () => {
    const balance = await fundsOf(client).balance();
    expect(balance).toMatchObject({ availableCash: 3 * lakh, asbaBlocked: 5 * lakh, asbaUsed: 0 });
    expect(balance.availableMargin).toBe(8 * lakh);
    expect((await marginOf(reliance, "CNC", 1)).availableMargin).toBe(8 * lakh);
    expect((await marginOf(future, "NRML", future.lotSize)).availableMargin).toBe(3 * lakh);
  });

  it("an F&O order beyond the cash is refused though cash and block together would cover it", async () => {
    const perLot = (await marginOf(future, "NRML", future.lotSize)).totalMargin;
    const lots = Math.floor((3 * lakh) / perLot) + 1;
    expect(perLot * lots).toBeLessThan(8 * lakh);
    const refused = await place(client, {
      exchangeSegment: 2,
      symbolToken: future.token,
      transactionType: "B",
      productType: "NRML",
      orderType: "MARKET",
      quantity: lots * future.lotSize,
    });
    expect(refused.ok ? "placed" : refused.rejection.message).toMatch(/is available$/);
    expect(refused.ok ? "" : refused.rejection.message).toContain("₹3,00,000.00 is available");
  });

  it("a delivery buy beyond the cash spends the block; then F&O may spend only the cash the block did not need", async () => {
    const price = (await marginOf(reliance, "CNC", 1)).totalMargin;
    const quantity = Math.floor((4 * lakh) / price);
    const bought = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "CNC",
      orderType: "MARKET",
      quantity,
    });
    if (!bought.ok) throw new Error(JSON.stringify(bought.rejection));
    const balance = await fundsOf(client).balance();
    // ₹4,00,000 of delivery is covered by the block: the cash stays whole for F&O and for withdrawal.
    expect(balance.asbaUsed).toBe(balance.utilisedMargin);
    expect(balance.utilisedMargin).toBeGreaterThan(3 * lakh);
    expect((await marginOf(future, "NRML", future.lotSize)).availableMargin).toBe(3 * lakh);
    expect(withdrawableBalance(balance)).toBe(3 * lakh);
    expect((await marginOf(reliance, "CNC", 1)).availableMargin).toBe(8 * lakh - balance.utilisedMargin);
  });

  it("intraday is refused outright with the spec's words", async () => {
    const refused = await place(client, {
      exchangeSegment: 1,
      symbolToken: reliance.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 1,
    });
    expect(refused.ok ? "placed" : refused.rejection.message).toBe(asbaIntradayMessage);
  });
});
