import type { BacktestRequest } from "@trade/core/backtests";
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../../db/database.js";
import { buildInstrumentMaster } from "../../market/instruments/index.js";
import { type MarketData, staticMarketData } from "../../market/marketData.js";
import type { Candle } from "../../market/types.js";
import { seedPersonas } from "../../store/clients.js";
import { BacktestService } from "../service.js";
import { BacktestStore } from "../store.js";

const now = Date.parse("2026-11-24T15:30:00+05:30");
const master = buildInstrumentMaster("2026-11-24");
const reliance = master.all.find((i) => i.symbol === "RELIANCE" && i.segment === 1)!;

const request: BacktestRequest = {
  name: "Above ₹100",
  timeFrame: "1d",
  tokens: [{ exchange: "NSE", segment: 1, token: reliance.token }],
  entry: {
    implication: { lhs: { indicator: "Price" }, operator: "crossesAbove", rhs: { valueString: "100" } },
    targetProfitPercent: 10,
    stopLossPercent: 5,
  },
  periodDays: 30,
};

let db: Database.Database;
beforeEach(() => {
  db = new Database(":memory:");
  migrate(db);
  seedPersonas(db, now);
});

const serviceOver = (market: MarketData) =>
  new BacktestService(new BacktestStore(db), {
    instruments: () => master,
    market: () => market,
    now: () => now,
  });

describe("the sandbox's backtests", () => {
  it("answers pending, then completes over the market's candles, one window of 5,000 at a time", async () => {
    const asked: [number, number][] = [];
    // a day of 9,000 one-minute candles, rising from ₹99 (minor units 9900): the candle call answers the latest 5,000
    const candles: Candle[] = Array.from({ length: 9_000 }, (_, i) => {
      const price = 9_900 + i;
      return {
        time: now / 1000 - 9_000 * 60 + i * 60,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: 0,
        oi: 0,
      };
    });
    const market: MarketData = {
      ...staticMarketData(master, () => now),
      candles: (_segment, _token, _interval, from, to) => {
        asked.push([from, to]);
        return candles.filter((c) => c.time >= from && c.time <= to).slice(-5_000);
      },
    };
    const service = serviceOver(market);
    const created = service.create("DEMO01", request);
    expect(created).toMatchObject({ ok: true, value: { status: "pending", holdingType: "delivery" } });
    const id = created.ok ? created.value.backtestId : "";
    expect(service.summary("DEMO01", id)).toMatchObject({ ok: false, status: 409 });
    await service.idle();
    expect(asked).toHaveLength(2);
    expect(service.status("DEMO01", id)).toEqual({
      ok: true,
      value: { backtestId: id, status: "completed", message: null },
    });
    // above ₹100 from the 102nd candle (₹100.01): bought there, sold at the 10 % target (₹110.01) on the 1,102nd
    const page = service.trades("DEMO01", id, { pageNumber: 1 });
    expect(page.ok && page.value.trades.map((t) => [t.entryPrice, t.exitPrice, t.exitReason])).toEqual([
      [10_001, 11_001, "target"],
    ]);
    expect(service.status("DEMO02", id)).toMatchObject({ ok: false, status: 404 });
  });

  it("fails with a message when the market has no candles for the period", async () => {
    const service = serviceOver(staticMarketData(master, () => now));
    const created = service.create("DEMO01", request);
    const id = created.ok ? created.value.backtestId : "";
    await service.idle();
    const message = "No candles for RELIANCE over the last 30 days";
    expect(service.status("DEMO01", id)).toEqual({
      ok: true,
      value: { backtestId: id, status: "failed", message },
    });
    expect(service.summary("DEMO01", id)).toMatchObject({ ok: false, status: 422, message });
  });

  it("fails the runs a restart left pending", () => {
    const service = serviceOver(staticMarketData(master, () => now));
    const created = service.create("DEMO01", request);
    const id = created.ok ? created.value.backtestId : "";
    // a new process before the run started
    const restarted = serviceOver(staticMarketData(master, () => now));
    expect(restarted.status("DEMO01", id)).toEqual({
      ok: true,
      value: {
        backtestId: id,
        status: "failed",
        message: "The sandbox restarted before this backtest finished. Run it again.",
      },
    });
  });
});
