import {
  InvalidInputError,
  istDay,
  marketEndpoints,
  NotFoundError,
  type Scrip,
  type TradeClient,
  UnprocessableEntityError,
} from "@trade/core";
import {
  type BacktestRequest,
  type BacktestTrade,
  backtestMetrics,
  backtestsOf,
  backtestTradesPageSize,
  equityCurve,
} from "@trade/core/backtests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { derivatives } from "../support/orderPad.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

async function cashScrip(client: TradeClient, symbol: string): Promise<Scrip> {
  const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol } });
  return listings.find((s) => s.mktSegID === 1) as Scrip;
}

const request = (scrip: Scrip, change: Partial<BacktestRequest> = {}): BacktestRequest => ({
  name: "Oversold bounce",
  timeFrame: "15m",
  tokens: [{ exchange: "NSE", segment: 1, token: scrip.token }],
  entry: {
    implication: {
      lhs: { indicator: "RSI", params: { period: 14 } },
      operator: "crossesAbove",
      rhs: { valueString: "40" },
    },
    action: { transactionType: "B", orderDetails: { orders: [{ units: 10 }] } },
    targetProfitPercent: 1,
    stopLossPercent: 0.5,
  },
  periodDays: 30,
  ...change,
});

/** Create a backtest and wait for its run (it runs right after the create call answers). */
async function completed(client: TradeClient, body: BacktestRequest) {
  const backtests = backtestsOf(client);
  const created = await backtests.create(body);
  await expect.poll(async () => (await backtests.status(created.backtestId)).status).toBe("completed");
  return created;
}

/** Every page of the trade log, five trades a page. */
async function tradeLog(client: TradeClient, backtestId: string): Promise<BacktestTrade[]> {
  const first = await backtestsOf(client).trades(backtestId, { pageNumber: 1 });
  const trades = [...first.trades];
  for (let page = 2; page <= first.totalPages; page++) {
    const next = await backtestsOf(client).trades(backtestId, { pageNumber: page });
    expect(next.trades.length).toBeLessThanOrEqual(backtestTradesPageSize);
    trades.push(...next.trades);
  }
  expect(first.pageSize).toBe(5);
  expect(trades).toHaveLength(first.totalTrades);
  return trades;
}

describe("backtests against the sandbox, on a market frozen at 10:00 IST", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let reliance: Scrip;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
    reliance = await cashScrip(client, "RELIANCE");
  }, 60_000);
  afterAll(() => env?.close());

  it("an intraday backtest's trade log, read page by page, replays to its summary and its graph", async () => {
    const created = await completed(client, request(reliance));
    expect(created).toMatchObject({ holdingType: "intraday", periodDays: 30, timeFrame: "15m" });
    expect(created.endTime - created.startTime).toBe(30 * 86_400);
    const trades = await tradeLog(client, created.backtestId);
    expect(trades.length).toBeGreaterThan(backtestTradesPageSize);
    const summary = await backtestsOf(client).summary(created.backtestId);
    expect(summary).toEqual(backtestMetrics(trades));
    expect(summary.numTrades).toBe(trades.length);
    expect((await backtestsOf(client).graph(created.backtestId)).points).toEqual(equityCurve(trades));
    for (const trade of trades) {
      // intraday: every trade opens and closes on one day, within the period, on the stock's 15-minute candles
      expect(istDay(trade.exitTime * 1000)).toBe(istDay(trade.entryTime * 1000));
      expect(trade.entryTime).toBeGreaterThanOrEqual(created.startTime);
      expect(trade.exitTime).toBeLessThanOrEqual(created.endTime);
      expect(trade.quantity).toBe(10);
      expect(trade.pnl).toBe(trade.grossPnL - trade.charges);
      if (trade.exitReason === "target") expect(trade.exitPrice).toBeGreaterThan(trade.entryPrice);
      if (trade.exitReason === "stopLoss") expect(trade.exitPrice).toBeLessThan(trade.entryPrice);
    }
    expect(trades.map((t) => t.exitReason)).toContain("endOfDay");
    expect(trades.map((t) => t.tradeNumber)).toEqual(trades.map((_, i) => i + 1));
  });

  it("a 1-year backtest on daily candles holds for delivery, across days, and is the same when run again", async () => {
    const body = request(reliance, {
      timeFrame: "1d",
      periodDays: 365,
      entry: {
        implication: {
          lhs: { indicator: "Exponential", params: { period: 5 } },
          operator: "crossesAbove",
          rhs: { indicator: "Moving Average", params: { period: 20 } },
        },
        targetProfitPercent: 8,
        stopLossPercent: 4,
      },
    });
    const first = await completed(client, body);
    expect(first).toMatchObject({ holdingType: "delivery", periodDays: 365 });
    const trades = await tradeLog(client, first.backtestId);
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.map((t) => t.exitReason)).not.toContain("endOfDay");
    expect(trades.some((t) => t.exitTime > t.entryTime)).toBe(true);
    expect(trades.every((t) => t.quantity === 1)).toBe(true);
    const again = await completed(client, body);
    expect(again.backtestId).not.toBe(first.backtestId);
    expect(await backtestsOf(client).summary(again.backtestId)).toEqual(
      await backtestsOf(client).summary(first.backtestId),
    );
  });

  it("refuses bad input with a clear message and no backtest", async () => {
    const backtests = backtestsOf(client);
    const period = backtests.create({ ...request(reliance), periodDays: 45 as 30 });
    await expect(period).rejects.toBeInstanceOf(InvalidInputError);
    await expect(period).rejects.toThrow(/periodDays/);
    const two = backtests.create({
      ...request(reliance),
      tokens: [...request(reliance).tokens, { exchange: "NSE", segment: 1, token: 3045 }],
    });
    await expect(two).rejects.toThrow(/a backtest runs on one instrument/);
    const wrongLine = request(reliance);
    wrongLine.entry.implication.lhs = { indicator: "MACD", line: "upper" };
    await expect(backtests.create(wrongLine)).rejects.toThrow(
      "MACD has no line 'upper' (it draws macd, signal, histogram)",
    );
    const badPeriod = request(reliance);
    badPeriod.entry.implication.lhs = { indicator: "RSI", params: { period: 1 } };
    await expect(backtests.create(badPeriod)).rejects.toBeInstanceOf(UnprocessableEntityError);
    const unknown = request(reliance, { tokens: [{ exchange: "NSE", segment: 1, token: 999_999_999 }] });
    await expect(backtests.create(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(backtests.status("424242")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses futures with the spec's words", async () => {
    const [future] = await derivatives(client, "NIFTY", "FUTIDX", "fno");
    const body = request(reliance, {
      tokens: [{ exchange: "NFO", segment: future?.mktSegID ?? 2, token: future?.token ?? 0 }],
    });
    const refusal = backtestsOf(client).create(body);
    await expect(refusal).rejects.toBeInstanceOf(UnprocessableEntityError);
    await expect(refusal).rejects.toThrow("Backtest is not available for futures at the moment");
  });
});
