// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { formatRupees, marketEndpoints, type TradeClient } from "@trade/core";
import type { AlertCondition } from "@trade/core/alerts";
import { backtestsOf } from "@trade/core/backtests";
import { TradeProvider } from "@trade/react";
import { BacktestModal } from "@trade/react/backtest";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { click, render, until as untilShown } from "../support/dom.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const until = (check: () => boolean, what: string, timeoutMs = 10_000) =>
  untilShown(check, what, timeoutMs, () => dialog()?.textContent);
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent?.trim() === name);
const metric = (label: string) =>
  [...document.querySelectorAll(".tk-backtest-metrics div")]
    .find((row) => row.querySelector("dt")?.textContent === label)
    ?.querySelector("dd")?.textContent;
const rows = () => [...document.querySelectorAll("[role=table] .tk-body-row")];

/** The ids of the backtests the modal created, read from the create call's answers. */
const created: string[] = [];
const recording: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (init?.method !== "POST" || !new URL(String(input)).pathname.endsWith("/v1/backtest")) return response;
  const text = await response.text();
  const body = JSON.parse(text) as { data?: { backtest?: { backtestId: string } } };
  if (body.data?.backtest) created.push(body.data.backtest.backtestId);
  return new Response(text, { status: response.status, headers: response.headers });
};

describe("@trade/react/backtest: the backtest modal against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let condition: AlertCondition;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01", { fetch: recording });
    const [reliance] = (
      await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "RELIANCE" } })
    ).filter((s) => s.mktSegID === 1);
    condition = {
      name: "RELIANCE oversold bounce",
      type: "indicator",
      timeFrame: "15m",
      execution: { mode: "always" },
      tokens: [{ exchange: "NSE", segment: 1, token: reliance?.token ?? 0, symbol: "RELIANCE" }],
      entry: {
        implication: {
          lhs: { indicator: "RSI", params: { period: 14 } },
          operator: "crossesAbove",
          rhs: { valueString: "40" },
        },
        targetProfitPercent: 1,
        stopLossPercent: 0.5,
      },
    };
  }, 60_000);
  afterAll(() => env?.close());

  it("runs as it opens and shows the summary, the trade log five a page and the graph", async () => {
    let closed = 0;
    render(
      createElement(
        TradeProvider,
        { client },
        createElement(BacktestModal, { condition, periodDays: 30, onClose: () => closed++ }),
      ),
    );
    expect(dialog()?.textContent).toContain("Intraday holding");
    await until(() => metric("Overall P&L") !== undefined, "the summary");
    expect(created).toHaveLength(1);
    const summary = await backtestsOf(client).summary(created[0] ?? "");
    expect(metric("Overall P&L")).toBe(formatRupees(summary.overallPnL));
    expect(metric("Trades")).toBe(String(summary.numTrades));
    expect(metric("Win %")).toBe(`${summary.winPercentage.toFixed(2)}%`);
    expect(metric("Max drawdown")).toBe(formatRupees(summary.maxDrawdown));

    await click(button("Trade log"));
    await until(() => rows().length > 0, "the trade log");
    expect(rows()).toHaveLength(5);
    const pages = Math.ceil(summary.numTrades / 5);
    expect(document.querySelector(".tk-pager")?.textContent).toContain(`Page 1 of ${pages}`);
    expect(button("Previous")?.disabled).toBe(true);
    const first = rows()[0]?.textContent;
    await click(button("Next"));
    await until(
      () => document.querySelector(".tk-pager")?.textContent?.includes("Page 2") === true,
      "page 2",
    );
    expect(rows()[0]?.textContent).not.toBe(first);
    expect(rows()[0]?.textContent?.startsWith("6")).toBe(true);

    await click(button("Graph"));
    await until(() => document.querySelector("canvas[role=img]") !== null, "the graph");
    expect(document.querySelector("canvas")?.getAttribute("aria-label")).toContain(
      `over ${summary.numTrades} trades`,
    );

    await click(button("Close"));
    expect(closed).toBe(1);
  });

  it("says 'Couldn't create backtest' with the server's message when the server refuses", async () => {
    const broken: AlertCondition = {
      ...condition,
      entry: {
        ...condition.entry,
        implication: { ...condition.entry.implication, lhs: { indicator: "MACD", line: "upper" } },
      },
    };
    render(
      createElement(
        TradeProvider,
        { client },
        createElement(BacktestModal, { condition: broken, onClose: () => {} }),
      ),
    );
    await until(() => document.querySelector("[role=alert]") !== null, "the failure");
    const alert = document.querySelector("[role=alert]")?.textContent ?? "";
    expect(alert).toContain("Couldn't create backtest");
    expect(alert).toContain("MACD has no line 'upper'");
  });

  it("refuses futures without a call", () => {
    render(
      createElement(
        TradeProvider,
        { client },
        createElement(BacktestModal, { condition, instrumentKind: "FUTSTK", onClose: () => {} }),
      ),
    );
    expect(document.querySelector("[role=alert]")?.textContent).toBe(
      "Backtest is not available for futures at the moment",
    );
    expect(button("Run")).toBeUndefined();
  });
});
