// @vitest-environment happy-dom
import type { TradeClient } from "@trade/core";
import type { AlertCondition } from "@trade/core/alerts";
import type { BacktestMetrics, BacktestTrade } from "@trade/core/backtests";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  advance,
  click,
  container,
  renderSettled,
  type as typeInto,
} from "../../../../../tests/support/dom.js";
import { envelope, json, offlineClient } from "../../gtt/__tests__/support.js";
import { TradeProvider } from "../../TradeProvider.js";
import { BacktestModal } from "../BacktestModal.js";

const condition: AlertCondition = {
  name: "ITC above 400",
  type: "price",
  timeFrame: "1d",
  execution: { mode: "once" },
  tokens: [{ exchange: "NSE", segment: 1, token: 1660, symbol: "ITC" }],
  entry: {
    implication: { lhs: { indicator: "Price" }, operator: "crossesAbove", rhs: { valueString: "400" } },
    targetProfitPercent: 4,
    stopLossPercent: 2,
  },
};

const summary: BacktestMetrics = {
  overallPnL: 143_700,
  maxDrawdown: 53_200,
  returnOverMaxDrawdown: 2.7,
  daysInMaxDrawdown: 5,
  tradesInMaxDrawdown: 1,
  winPercentage: 66.67,
  rewardToRiskRatio: 1.85,
  numTrades: 7,
  maxWinStreak: 2,
  maxLossStreak: 1,
  averagePnLPerTrade: 20_529,
  averageProfitOnWinningTrades: 98_500,
  averageLossOnLosingTrades: -53_200,
  maxProfitInSingleTrade: 98_700,
  maxLossInSingleTrade: -53_200,
};

const trade = (n: number): BacktestTrade => ({
  tradeNumber: n,
  entryTime: 1_763_000_000 + n * 86_400,
  entryPrice: 40_000,
  exitTime: 1_763_000_000 + (n + 1) * 86_400,
  exitPrice: 41_600,
  exitReason: "target",
  quantity: 1,
  grossPnL: 1_600,
  charges: 100,
  pnl: 1_500,
});

let client: TradeClient;
let created: unknown[];
let statusReads: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  created = [];
  statusReads = 0;
  client = offlineClient(async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api/, "");
    if (path === "/v1/backtest") {
      const body = JSON.parse(String(init?.body)) as { periodDays: number };
      created.push(body);
      const backtest = {
        backtestId: String(created.length),
        status: "pending",
        message: null,
        name: condition.name,
        timeFrame: "1d",
        holdingType: "delivery",
        periodDays: body.periodDays,
        startTime: 0,
        endTime: body.periodDays * 86_400,
        tokens: [{ exchange: "NSE", segment: 1, token: 1660, symbol: "ITC" }],
        entry: condition.entry,
        createdAt: 0,
      };
      return json(200, envelope({ backtest }));
    }
    const [, , , id, part] = path.split("/");
    if (part === "status") {
      statusReads++;
      return json(
        200,
        envelope({ backtestId: id, status: statusReads < 2 ? "pending" : "completed", message: null }),
      );
    }
    if (part === "summary") return json(200, envelope({ backtestId: id, summary }));
    if (part === "trades") {
      const page = Number(url.searchParams.get("pageNumber") ?? 1);
      const trades = Array.from({ length: 7 }, (_, i) => trade(i + 1)).slice((page - 1) * 5, page * 5);
      return json(
        200,
        envelope({ backtestId: id, trades, pageNumber: page, pageSize: 5, totalTrades: 7, totalPages: 2 }),
      );
    }
    if (part === "graph") return json(200, envelope({ backtestId: id, points: [] }));
    return json(404, envelope(null, false, "NOT-FOUND", "no"));
  });
});
afterEach(() => vi.useRealTimers());

const button = (name: string) =>
  [...container().ownerDocument.querySelectorAll<HTMLButtonElement>("button")].find(
    (b) => b.textContent?.trim() === name,
  );
const field = (label: string) =>
  [...container().ownerDocument.querySelectorAll("label")]
    .find((l) => l.textContent?.startsWith(label))
    ?.querySelector("input") ?? null;

describe("BacktestModal", () => {
  it("runs as it opens, says so while pending, then shows the summary; Run again uses the chosen period", async () => {
    await renderSettled(
      <TradeProvider client={client}>
        <BacktestModal condition={condition} onClose={() => {}} />
      </TradeProvider>,
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      periodDays: 365,
      entry: { targetProfitPercent: 4, stopLossPercent: 2 },
    });
    expect(document.body.textContent).toContain("Delivery holding");
    expect(document.body.textContent).toContain("Running the backtest…");
    expect(statusReads).toBe(1);
    await advance(500); // read again every 500 ms while pending
    expect(statusReads).toBe(2);
    await advance(100); // the answer, then the summary, trade log and graph read
    expect(document.body.textContent).not.toContain("Running the backtest…");
    expect(document.querySelector(".tk-backtest-metrics")?.textContent).toContain("Overall P&L₹1,437.00");

    await click(button("Trade log"));
    expect(document.querySelectorAll("[role=table] .tk-body-row")).toHaveLength(5);
    await click(button("Next"));
    await advance(100);
    expect(document.querySelectorAll("[role=table] .tk-body-row")).toHaveLength(2);
    expect(document.querySelector(".tk-pager")?.textContent).toContain("Page 2 of 2 · 7 trades");

    await click([...document.querySelectorAll<HTMLInputElement>("input[type=radio]")][0]);
    await click(button("Run"));
    await advance(100);
    expect(created[1]).toMatchObject({ periodDays: 30 });
  });

  it("keeps Run disabled while a percent is not one, and says why", async () => {
    await renderSettled(
      <TradeProvider client={client}>
        <BacktestModal condition={condition} onClose={() => {}} />
      </TradeProvider>,
    );
    await advance(500);
    await typeInto(field("Target %"), "120");
    expect(button("Run")?.disabled).toBe(true);
    expect(document.body.textContent).toContain("Enter a percent above 0, up to 100, or leave it empty");
    await typeInto(field("Target %"), "");
    expect(button("Run")?.disabled).toBe(false);
  });
});
