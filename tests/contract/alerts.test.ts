import { marketEndpoints, type Scrip, type TradeClient, TradeError } from "@trade/core";
import {
  type Alert,
  type AlertCondition,
  alertActionUnavailableMessage,
  alertsOf,
  alertToasts,
  conditionProblems,
} from "@trade/core/alerts";
import { indicatorSeries } from "@trade/core/indicators";
import { notificationsOf } from "@trade/core/notifications";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { killed, restartableSandboxes } from "../support/cli.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ordersOf } from "../support/trading.js";

/** A trading day's morning, so the market is open and ticks; the clock is frozen and moved a minute at a time. */
const marketStart = Date.parse("2026-11-24T10:00:00+05:30");
const minute = 60_000;

async function scripOf(client: TradeClient, symbol: string): Promise<Scrip> {
  const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol } });
  return listings.find((s) => s.mktSegID === 1) as Scrip;
}

/** The 1-minute candles of a scrip between two epoch ms (the chart's candles: what the alerts read). */
async function candlesOf(client: TradeClient, scrip: Scrip, fromMs: number, toMs: number) {
  const { candles } = await client.call(marketEndpoints.candles, {
    query: {
      TokenID: String(scrip.token),
      SegmentID: "1",
      interval: "1m",
      from: String(Math.floor(fromMs / 1000)),
      to: String(Math.floor(toMs / 1000)),
    },
  });
  return candles;
}

const priceAlert = (scrip: Scrip, operator: string, rupees: number, mode: "once" | "always") =>
  ({
    name: `INFY ${operator} ${rupees}`,
    type: "price",
    timeFrame: "1m",
    execution: { mode },
    tokens: [{ exchange: "NSE", segment: 1, token: scrip.token }],
    entry: {
      implication: {
        lhs: { indicator: "Price" },
        operator,
        rhs: { valueString: rupees.toFixed(2) },
      },
    },
  }) as AlertCondition;

const alertsNotified = async (client: TradeClient) =>
  (await notificationsOf(client).history({ size: 100, skip: 0, tab: "Alerts" })).history;

describe("alerts against the sandbox, its market driven by the clock", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let infy: Scrip;
  let now = marketStart;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart, marketSpeed: 0 });
    client = await env.login("DEMO01");
    infy = await scripOf(client, "INFY");
  }, 60_000);
  afterAll(() => env?.close());

  const step = async (minutes = 1) => {
    for (let i = 0; i < minutes; i++) now = await env.clock({ advanceMs: minute });
  };
  const byId = async (id: string) => (await alertsOf(client).list()).find((a) => a.alertId === id) as Alert;
  /** The price now: the close of the last minute (the frozen clock stands on a minute's edge). */
  const priceNow = async () => (await candlesOf(client, infy, now - 5 * minute, now)).at(-1)?.close as number;

  it("a price alert that runs Once fires at the first crossing, completes, and is announced on the feed", async () => {
    const pushed: unknown[] = [];
    const feed = notificationsOf(client).feed;
    feed.on("message", (push) => {
      if (push.type === "notification" && push.message.type === "alert") pushed.push(push.message);
    });
    feed.connect();
    await vi.waitFor(() => expect(feed.connected).toBe(true), { timeout: 5000 });

    const start = now;
    const level = (await priceNow()) / 100;
    const up = await alertsOf(client).create(priceAlert(infy, "crossesAbove", level, "once"));
    const down = await alertsOf(client).create(priceAlert(infy, "crossesBelow", level, "once"));
    expect(up).toMatchObject({ status: "active", type: "price", triggerCount: 0, triggeredAt: null });
    expect(up.tokens[0]).toMatchObject({ token: infy.token, symbol: "INFY-EQ" });
    await step(30);
    // Each minute the clock moves, the price is that minute's close: the first close past the level fires each.
    const closes = (await candlesOf(client, infy, start, now)).map((c) => c.close);
    const firstAbove = closes.findIndex((close) => close > level * 100);
    const firstBelow = closes.findIndex((close) => close < level * 100);
    for (const [alert, first] of [
      [up, firstAbove],
      [down, firstBelow],
    ] as const) {
      const after = await byId(alert.alertId);
      if (first < 0) {
        expect(after).toMatchObject({ status: "active", triggerCount: 0 });
        continue;
      }
      expect(after).toMatchObject({
        status: "completed",
        triggerCount: 1,
        triggeredAt: start + (first + 1) * minute,
      });
    }
    expect(firstAbove >= 0 || firstBelow >= 0).toBe(true);
    const fired = (await alertsNotified(client)).filter((n) => n.body.startsWith("INFY crosses"));
    expect(fired.length).toBe((firstAbove >= 0 ? 1 : 0) + (firstBelow >= 0 ? 1 : 0));
    expect(fired[0]).toMatchObject({ type: "alert", title: alertToasts.triggered.title });
    expect(fired[0]?.body).toMatch(
      /^INFY crosses(Above|Below) [\d.]+: INFY-EQ Price crossed (above|below) [\d.]+$/,
    );
    await vi.waitFor(() => expect(pushed).toHaveLength(fired.length));
    feed.disconnect();
  }, 120_000);

  it("a price alert that runs Always fires at each crossing, not on every tick the condition holds", async () => {
    const start = now;
    const level = (await priceNow()) / 100;
    const above = await alertsOf(client).create(priceAlert(infy, "greaterThan", level, "always"));
    await step(45);
    const closes = [level * 100, ...(await candlesOf(client, infy, start, now)).map((c) => c.close)];
    // greaterThan fires when it turns true: each close above the level after one at or under it.
    let turns = 0;
    for (let i = 1; i < closes.length; i++) {
      if ((closes[i] as number) > level * 100 && (closes[i - 1] as number) <= level * 100) turns++;
    }
    const after = await byId(above.alertId);
    expect(after.status).toBe("active");
    expect(after.triggerCount).toBe(turns);
    const heldFor = closes.slice(1).filter((close) => close > level * 100).length;
    // The market went back and forth over the level: fewer firings than minutes above it.
    expect(turns).toBeGreaterThan(0);
    expect(heldFor).toBeGreaterThan(turns);
    await alertsOf(client).cancel(above.alertId);
  }, 120_000);

  it("an RSI alert fires at the candle close where the condition turns true, and not before", async () => {
    const start = now;
    const alert = await alertsOf(client).create({
      name: "INFY RSI above 50",
      type: "indicator",
      timeFrame: "1m",
      execution: { mode: "always" },
      tokens: [{ exchange: "NSE", segment: 1, token: infy.token }],
      entry: {
        implication: {
          lhs: { indicator: "RSI", params: { period: 14 } },
          operator: "crossesAbove",
          rhs: { valueString: "50" },
        },
      },
    });
    await step(60);
    // The RSI the chart draws over the same candles: the alert fired at the close of each candle where it crossed 50.
    const candles = await candlesOf(client, infy, start - 3 * 24 * 60 * minute, now);
    const rsi = indicatorSeries("RSI", {
      open: candles.map((c) => c.open),
      high: candles.map((c) => c.high),
      low: candles.map((c) => c.low),
      close: candles.map((c) => c.close),
    }).value as Float64Array;
    const crossings: number[] = [];
    for (let i = 1; i < candles.length; i++) {
      const closeAt = ((candles[i]?.time as number) + 60) * 1000;
      if (closeAt <= start) continue;
      if ((rsi[i - 1] as number) <= 50 && (rsi[i] as number) > 50) crossings.push(closeAt);
    }
    expect(crossings.length).toBeGreaterThan(0);
    const fired = (await alertsNotified(client)).filter((n) => n.body.startsWith("INFY RSI above 50"));
    expect(fired.map((n) => n.received_at).sort()).toEqual(crossings);
    expect(fired[0]?.body).toBe("INFY RSI above 50: INFY-EQ RSI(14) crossed above 50");
    expect(await byId(alert.alertId)).toMatchObject({
      triggerCount: crossings.length,
      triggeredAt: crossings.at(-1),
    });
    await alertsOf(client).cancel(alert.alertId);
  }, 120_000);

  it("an alert past its end time is expired and never fires", async () => {
    // RSI above 1 holds at every close, but the first 5-minute close comes after the end.
    const alert = await alertsOf(client).create({
      name: "ends first",
      type: "indicator",
      timeFrame: "5m",
      execution: { mode: "always", endTime: now + 30_000 },
      tokens: [{ exchange: "NSE", segment: 1, token: infy.token }],
      entry: {
        implication: { lhs: { indicator: "RSI" }, operator: "greaterThan", rhs: { valueString: "1" } },
      },
    });
    await step(12);
    expect(await byId(alert.alertId)).toMatchObject({
      status: "expired",
      triggerCount: 0,
      triggeredAt: null,
    });
    expect((await alertsNotified(client)).some((n) => n.body.startsWith("ends first"))).toBe(false);
    await expect(alertsOf(client).resume(alert.alertId)).rejects.toMatchObject({
      status: 409,
      message: alertActionUnavailableMessage,
    });
  }, 60_000);

  it("a paused alert does not fire; resumed, it does", async () => {
    // Above ₹0.05 holds at once: the alert starts a minute from now, and is paused before then.
    const alert = await alertsOf(client).create({
      ...priceAlert(infy, "greaterThan", 0.05, "once"),
      name: "pause me",
      execution: { mode: "once", startTime: now + minute },
    });
    expect((await alertsOf(client).pause(alert.alertId)).status).toBe("paused");
    await expect(alertsOf(client).pause(alert.alertId)).rejects.toMatchObject({
      status: 409,
      message: alertActionUnavailableMessage,
    });
    await step(5);
    expect(await byId(alert.alertId)).toMatchObject({ status: "paused", triggerCount: 0 });
    expect((await alertsOf(client).list("paused")).map((a) => a.alertId)).toContain(alert.alertId);
    expect((await alertsOf(client).resume(alert.alertId)).status).toBe("active");
    await step(1);
    expect(await byId(alert.alertId)).toMatchObject({
      status: "completed",
      triggerCount: 1,
      triggeredAt: now,
    });
  }, 60_000);

  it("an alert with an action places its order when it fires, with the target and stop-loss as exits", async () => {
    const alert = await alertsOf(client).create({
      ...priceAlert(infy, "greaterThan", 0.05, "once"),
      name: "buy on alert",
      execution: { mode: "once", startTime: now + minute },
      entry: {
        ...priceAlert(infy, "greaterThan", 0.05, "once").entry,
        action: { transactionType: "B", orderDetails: { orders: [{ units: 2 }] } },
        targetProfitPercent: 5,
        stopLossPercent: 2,
      },
    });
    await step(2);
    expect(await byId(alert.alertId)).toMatchObject({ status: "completed", triggerCount: 1 });
    const orders = (await ordersOf(client)).filter((o) => o.guiOrderId.startsWith(`alert-${alert.alertId}-`));
    const main = orders.find((o) => o.leg === "MAIN");
    expect(main).toMatchObject({
      transactionType: "B",
      quantity: 2,
      orderType: "MARKET",
      productType: "CNC",
    });
    // Once the entry filled, its exits: a sell limit 5 % above the price it fired at, a stop 2 % below, on the tick.
    const target = orders.find((o) => o.leg === "TARGET");
    const stop = orders.find((o) => o.leg === "STOPLOSS");
    expect(target).toMatchObject({ transactionType: "S", quantity: 2, orderType: "LIMIT" });
    expect(stop).toMatchObject({ transactionType: "S", quantity: 2, orderType: "SL-M" });
    const firedAt = (target?.price as number) / 1.05;
    expect(Math.abs((stop?.triggerPrice as number) - firedAt * 0.98)).toBeLessThanOrEqual(5);
    const [note] = (await alertsNotified(client)).filter((n) => n.body.startsWith("buy on alert"));
    expect(note?.detail).toMatch(/^Buy 2 INFY-EQ at market \(target ₹[\d,.]+, stop loss ₹[\d,.]+\): order /);
  }, 60_000);

  it("bad input is a 400 with a clear message; a batch is all or nothing; edit only for predefined alerts", async () => {
    const refusal = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);
    const good = priceAlert(infy, "greaterThan", 99_999, "always");
    const cases: [AlertCondition, RegExp][] = [
      [
        { ...good, entry: { implication: { ...good.entry.implication, rhs: { valueString: "0" } } } },
        new RegExp(conditionProblems.value),
      ],
      [{ ...good, type: "indicator" }, /type: .*this one is price/],
      [
        {
          ...good,
          type: "indicator",
          entry: {
            implication: {
              lhs: { indicator: "RSI", params: { length: 14 } },
              operator: "greaterThan",
              rhs: { valueString: "70" },
            },
          },
        },
        /RSI has no parameter length \(it has period\)/,
      ],
      [
        {
          ...good,
          type: "indicator",
          entry: {
            implication: {
              lhs: { indicator: "MACD", line: "upper" },
              operator: "greaterThan",
              rhs: { valueString: "1" },
            },
          },
        },
        /MACD draws macd, signal, histogram, not upper/,
      ],
      [{ ...good, execution: { mode: "once", endTime: now - minute } }, /endTime: the end must be/],
      [{ ...good, name: "   " }, /name: Give the alert a name/],
    ];
    for (const [condition, message] of cases) {
      const error = await refusal(alertsOf(client).create(condition));
      expect(error).toBeInstanceOf(TradeError);
      expect(error).toMatchObject({ status: 400, code: "VALIDATION" });
      expect((error as TradeError).message).toMatch(message);
    }
    // The contract's schema refuses what has no place in it: the SDK before sending, the sandbox if sent anyway.
    const bad = { ...good, entry: { implication: { ...good.entry.implication, operator: "equals" } } };
    await expect(alertsOf(client).create(bad as unknown as AlertCondition)).rejects.toThrow(/operator/);
    const sent = await fetch(`${env.sandbox.url}/api/v1/condition`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${client.session.tokens?.tradeToken}`,
      },
      body: JSON.stringify(bad),
    });
    expect(sent.status).toBe(400);
    expect(((await sent.json()) as { message: string }).message).toMatch(/operator/);
    await expect(
      alertsOf(client).create({ ...good, tokens: [{ exchange: "NSE", segment: 1, token: 999_999_999 }] }),
    ).rejects.toMatchObject({ status: 404, code: "SCRIP-NOT-FOUND" });

    const before = (await alertsOf(client).list()).length;
    const batch = await refusal(alertsOf(client).createBatch([good, { ...good, type: "indicator" }]));
    expect(batch).toMatchObject({ status: 400 });
    expect((batch as TradeError).message).toMatch(/^conditions\[1\]\.type/);
    expect(await alertsOf(client).list()).toHaveLength(before);
    const made = await alertsOf(client).createBatch([good, { ...good, name: "second" }]);
    expect(made.map((a) => a.name)).toEqual([good.name, "second"]);

    await expect(
      alertsOf(client).update(made[0]?.alertId as string, { ...good, name: "renamed" }),
    ).rejects.toMatchObject({
      status: 409,
      message: alertActionUnavailableMessage,
    });
    const predefined = await alertsOf(client).create({
      ...good,
      meta: { isPredefinedAlert: true, cardId: "rsi-70" },
    });
    const edited = await alertsOf(client).update(predefined.alertId, {
      ...good,
      name: "renamed",
      meta: { isPredefinedAlert: true },
    });
    expect(edited).toMatchObject({ alertId: predefined.alertId, name: "renamed", status: "active" });
    const gone = await alertsOf(client).cancel(predefined.alertId);
    expect(gone.alertId).toBe(predefined.alertId);
    expect((await alertsOf(client).list()).some((a) => a.alertId === predefined.alertId)).toBe(false);
    await expect(alertsOf(client).cancel(predefined.alertId)).rejects.toMatchObject({ status: 404 });
    const schema = await alertsOf(client).schema();
    expect(schema.indicators.map((i) => i.name)).toContain("Super Trend");
    expect(schema.indicators.find((i) => i.name === "RSI")?.parameters[0]).toMatchObject({
      key: "period",
      default: 14,
    });
    expect((await alertsOf(client).schema("price")).indicators.map((i) => i.name)).toEqual(["Price"]);
  }, 60_000);
});

describe("an alert survives a SIGKILL of the sandbox", () => {
  const sandboxes = restartableSandboxes("trade-alerts-crash-");

  it("created and paused, killed, restarted: the alert is there, paused, with its condition", async () => {
    const first = await sandboxes.start();
    const client = await sandboxes.login(first.url);
    const infy = await scripOf(client, "INFY");
    const alert = await alertsOf(client).create(priceAlert(infy, "lessThan", 1, "always"));
    await alertsOf(client).pause(alert.alertId);
    await killed(first.child);

    const second = await sandboxes.start();
    const resumed = sandboxes.resume(second.url, client);
    const [back] = (await alertsOf(resumed).list()).filter((a) => a.alertId === alert.alertId);
    expect(back).toMatchObject({
      status: "paused",
      name: alert.name,
      entry: alert.entry,
      tokens: alert.tokens,
    });
    expect((await alertsOf(resumed).resume(alert.alertId)).status).toBe("active");
    await killed(second.child);
  }, 120_000);
});
