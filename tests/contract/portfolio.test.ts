import { marketEndpoints, NotFoundError, type Scrip, type TradeClient } from "@trade/core";
import { holdingFigures, portfolioOf, portfolioSummaryOf } from "@trade/core/portfolio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, place, positionsOf } from "../support/trading.js";

async function cashScrip(client: TradeClient, symbol: string): Promise<Scrip> {
  const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol } });
  return listings.find((s) => s.mktSegID === 1) as Scrip;
}

/** A delivery order at market; answers the average price it filled at (paise). */
async function deliver(
  client: TradeClient,
  scrip: Scrip,
  side: "B" | "S",
  quantity: number,
): Promise<number> {
  const placed = await place(client, {
    exchangeSegment: 1,
    symbolToken: scrip.token,
    transactionType: side,
    productType: "CNC",
    orderType: "MARKET",
    quantity,
  });
  expect(placed.ok).toBe(true);
  const position = (await positionsOf(client)).find(
    (p) => p.symbolToken === scrip.token && p.productType === "CNC",
  );
  return (side === "B" ? position?.buyAvgPrice : position?.sellAvgPrice) ?? 0;
}

describe("holdings against the sandbox, with the clock driven across day rolls", () => {
  let env: TestSandbox;
  let client: TradeClient;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
  }, 60_000);
  afterAll(() => env?.close());

  const holding = async (symbol: string) =>
    (await portfolioOf(client).holdings()).find((h) => h.symbolName === symbol);

  it("lists the opening holdings with sector, market cap and totals that add up", async () => {
    const holdings = await portfolioOf(client).holdings();
    expect(holdings.map((h) => h.symbolName).sort()).toEqual(["HDFCBANK", "INFY", "ITC", "TCS"]);
    const infy = holdings.find((h) => h.symbolName === "INFY");
    expect(infy).toMatchObject({ total_qty: 20, avgPrice: 145_000, invValue: 2_900_000, mktSegID: 1 });
    expect(infy?.sectorName).not.toBe("");
    expect(["LARGE", "MID", "SMALL"]).toContain(infy?.mktCap);
    const { summary } = await client.call(
      (await import("@trade/core/portfolio")).portfolioEndpoints.summary,
      {
        body: { partyCode: "DEMO01" },
      },
    );
    expect(summary).toEqual(portfolioSummaryOf(holdings));
    expect(summary.TotalInvValue).toBe(holdings.reduce((s, h) => s + h.invValue, 0));
    expect(summary.TotalGL).toBe(summary.TotalHolding - summary.TotalInvValue);
  });

  it("a delivery buy appears in holdings after the day roll, with the weighted average", async () => {
    const sbin = await cashScrip(client, "SBIN");
    const infy = await cashScrip(client, "INFY");
    const sbinPrice = await deliver(client, sbin, "B", 10);
    const infyPrice = await deliver(client, infy, "B", 10);
    expect(await holding("SBIN")).toBeUndefined();
    expect((await holding("INFY"))?.dbq).toBe(10);
    const breakup = await portfolioOf(client).breakup((await holding("INFY"))?.isin as string);
    expect(breakup.unsettled_qty).toBe(10);

    await env.clock({ at: ist(9, 30, 0, "2026-11-25") });
    expect(await holding("SBIN")).toMatchObject({ total_qty: 10, avgPrice: sbinPrice, dbq: 0 });
    expect(await holding("INFY")).toMatchObject({
      total_qty: 30,
      avgPrice: Math.round((20 * 145_000 + 10 * infyPrice) / 30),
    });
    const bought = await portfolioOf(client).transactions({ from: "2026-11-24", to: "2026-11-24" });
    expect(bought.map((t) => [t.symbolName, t.type, t.quantity, t.price])).toEqual([
      ["SBIN", "BUY", 10, sbinPrice],
      ["INFY", "BUY", 10, infyPrice],
    ]);
  });

  it("a split doubles the quantity and halves the average; the new shares are uncredited for two trading days", async () => {
    const before = await holding("INFY");
    await env.clock({ at: ist(10, 0, 0, "2026-11-25") });
    const declared = await fetch(`${env.sandbox.url}/api/__sandbox/corporate-event`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        symbol: "INFY",
        corpType: "SPLIT",
        ratioNew: 2,
        ratioOld: 1,
        exDate: "2026-11-26",
      }),
    });
    expect(declared.status).toBe(200);
    await env.clock({ at: ist(9, 30, 0, "2026-11-26") });
    const after = await holding("INFY");
    expect(after?.total_qty).toBe(2 * (before?.total_qty ?? 0));
    expect(after?.avgPrice).toBe(Math.round((before?.avgPrice ?? 0) / 2));
    const breakup = await portfolioOf(client).breakup(after?.isin as string);
    expect(breakup).toMatchObject({
      total_qty: 60,
      uncredited_split_qty: 30,
      tradable_qty: 30,
      free_qty: 60,
    });
    expect(breakup.ltcg_qty + breakup.stcg_qty).toBe(60);
    const split = await portfolioOf(client).transactions({ isin: after?.isin as string });
    expect(split.at(-1)).toMatchObject({ type: "SPLIT", quantity: 30, date: "2026-11-26" });

    await env.clock({ at: ist(9, 30, 0, "2026-11-30") });
    expect(await portfolioOf(client).breakup(after?.isin as string)).toMatchObject({
      uncredited_split_qty: 0,
      tradable_qty: 60,
    });
  });

  it("a delivery sell reduces the holding at the roll, keeps the average, and realises P&L first in first out", async () => {
    const itc = await cashScrip(client, "ITC");
    const before = await holding("ITC");
    await env.clock({ at: ist(10, 0, 0, "2026-11-30") });
    const price = await deliver(client, itc, "S", 5);
    const blocked = await portfolioOf(client).breakup(before?.isin as string);
    expect(blocked.tradable_qty).toBe((before?.total_qty ?? 0) - 5);
    await env.clock({ at: ist(9, 30, 0, "2026-12-01") });
    expect(await holding("ITC")).toMatchObject({
      total_qty: (before?.total_qty ?? 0) - 5,
      avgPrice: before?.avgPrice,
    });
    const pnl = await portfolioOf(client).provisionalPnl({ from: "2026-11-30" });
    const row = pnl.rows.find((r) => r.symbolName === "ITC");
    expect(row).toMatchObject({ quantity: 5, sellValue: 5 * price, buyValue: 5 * 38_500 });
    expect(row?.realised).toBe(5 * price - 5 * 38_500);
    expect(row?.ltcg).toBe(5); // the oldest opening lot is over a year old
  });

  it("figures per holding follow the spec's columns; a stock not held has no breakup", async () => {
    const holdings = await portfolioOf(client).holdings();
    for (const h of holdings) {
      const f = holdingFigures(h, h.ltp);
      expect(f.invAmt).toBe(h.invValue);
      expect(f.overallGL).toBe(f.mktValue - f.invAmt);
    }
    await expect(portfolioOf(client).breakup("INE000000000")).rejects.toBeInstanceOf(NotFoundError);
    const { dividends } = await portfolioOf(client).dividends();
    for (const d of dividends) expect(d.amount).toBe(d.quantity * d.event.amount);
  });
});
