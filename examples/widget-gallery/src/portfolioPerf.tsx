/**
 * The portfolio under load (issue 20's measurement): the equity holdings table with 500 holdings, fed LTP ticks at a
 * chosen rate straight into the quote feed, and the app's two exports (the holding details and 5 years of
 * transactions) behind buttons, answered on the page. `window.portfolioPerf.run(ticksPerSecond, seconds)` answers
 * frame and long-task figures and how many rows do not show the last price sent; `watchTasks()` and `tasks()` count
 * the long tasks of an export. The bench drives it (bench/src/portfolioPerf.ts).
 */
import { formatPrice } from "@trade/core";
import { encodePacket, packetSize, packetType, sampleQuote } from "@trade/core/protocol";
import { HoldingsTable } from "@trade/react/portfolio";
import {
  exportHoldingDetails,
  exportTransactions,
} from "../../../packages/app/src/screens/portfolioExport.js";
import { loadClient, mountLoad, runLoad } from "./loadPage.js";
import { settleTexts } from "./measure.js";
import { loadHoldings, loadTransactions } from "./portfolioLoad.js";

const holdings = loadHoldings(500);
const transactions = loadTransactions(holdings);
const answers: Record<string, unknown> = {
  "/v4/geteqholding": { holdings },
  "/v4/portfolio/transactions": { transactions },
};
const client = loadClient((path) => answers[path]);
// The statement is asked for by the signed-in client's code.
client.session.authenticated("DEMO01");
const day = "2026-11-26";

mountLoad(
  client,
  <>
    <p>
      <button type="button" onClick={() => exportHoldingDetails(client, holdings, day)}>
        Holding details
      </button>{" "}
      <button type="button" onClick={() => exportTransactions(client, day)}>
        Transactions statement
      </button>
    </p>
    <div style={{ height: 820, overflow: "auto" }}>
      <HoldingsTable />
    </div>
  </>,
);

const lastSent = new Map<number, number>();

/** `count` LTP ticks, round the 500 holdings. */
function encodeTicks(count: number): { buffer: ArrayBuffer; ends: Uint32Array } {
  const view = new DataView(new ArrayBuffer(count * packetSize[packetType.ltp]));
  const ends = new Uint32Array(count);
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const holding = holdings[i % holdings.length] as (typeof holdings)[number];
    const ltp = holding.prevClose + ((i * 7) % 2000) - 1000;
    lastSent.set(holding.tokenID, ltp);
    offset = encodePacket(view, offset, packetType.ltp, sampleQuote(1, holding.tokenID, ltp));
    ends[i] = offset;
  }
  return { buffer: view.buffer, ends };
}

/** Holdings whose LTP cell does not show the last price sent (its DOM text: the canvas draws the same text first). */
const staleCount = () => {
  const shown = new Map(
    [...document.querySelectorAll<HTMLElement>("[data-live-row]")].map((row) => [
      row.querySelector("[role=cell]")?.firstChild?.textContent,
      row.querySelector("[data-cell=ltp]")?.textContent,
    ]),
  );
  return holdings.filter((h) => shown.get(h.symbolName) !== formatPrice(lastSent.get(h.tokenID) ?? 0, 1))
    .length;
};

async function run(ticksPerSecond: number, seconds: number) {
  const figures = await runLoad(client, lastSent, encodeTicks, ticksPerSecond, seconds);
  const { stale, copyWaitMs } =
    ticksPerSecond === 0 ? { stale: 0, copyWaitMs: 0 } : await settleTexts(staleCount);
  return { ticksPerSecond, ...figures, staleRows: stale, copyWaitMs };
}

let exportTasks: number[] = [];
let observer: PerformanceObserver | undefined;
/** Start counting long tasks (before an export's click). */
function watchTasks(): void {
  exportTasks = [];
  observer?.disconnect();
  observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) exportTasks.push(entry.duration);
  });
  observer.observe({ type: "longtask", buffered: false });
}
/** The long tasks since `watchTasks()`: how many and the longest (ms): how long the screen stopped answering. */
function tasks(): { count: number; longestMs: number; totalMs: number } {
  observer?.disconnect();
  return {
    count: exportTasks.length,
    longestMs: Math.max(0, ...exportTasks),
    totalMs: exportTasks.reduce((a, b) => a + b, 0),
  };
}

(window as unknown as { portfolioPerf: unknown }).portfolioPerf = {
  run,
  watchTasks,
  tasks,
  ready: () => document.querySelectorAll("[data-live-row]").length === holdings.length,
};
