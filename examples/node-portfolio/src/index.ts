/**
 * The portfolio from Node: the holdings with live P&L over the quote feed, the totals, and the exports (holding
 * details and the transactions statement) as real .xlsx files.
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-portfolio start
 *
 * SECONDS_LIVE (default 5): how long to follow the prices; OUT_DIR (default .): where the spreadsheets go.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatRupees, istDateKey, istDay } from "@trade/core";
import { QuoteFeed } from "@trade/core/feed";
import {
  type Holding,
  holdingDetailsSheet,
  holdingFigures,
  portfolioOf,
  portfolioSummaryOf,
  transactionsSheet,
} from "@trade/core/portfolio";
import { xlsxOf } from "@trade/core/xlsx";
import {
  exampleClient,
  login,
  logOutAndClose,
  NodeWebSocket,
  runMain,
} from "../../shared/src/nodeSession.js";

const liveMs = Number(process.env.SECONDS_LIVE ?? 5) * 1000;
const outDir = process.env.OUT_DIR ?? ".";

const client = exampleClient("Portfolio example");
const signed = (paise: number) => `${paise > 0 ? "+" : ""}${formatRupees(paise)}`;

function print(holdings: readonly Holding[], ltpOf: (h: Holding) => number): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(
    `${"Stock".padEnd(12)}${pad("Qty", 6)}${pad("Avg", 14)}${pad("LTP", 14)}${pad("Value", 16)}${pad("Overall G/L", 16)}${pad("Day's G/L", 14)}`,
  );
  for (const h of holdings) {
    const f = holdingFigures(h, ltpOf(h));
    console.log(
      `${h.symbolName.padEnd(12)}${pad(h.total_qty, 6)}${pad(formatRupees(h.avgPrice), 14)}${pad(formatRupees(ltpOf(h)), 14)}` +
        `${pad(formatRupees(f.mktValue), 16)}${pad(signed(f.overallGL), 16)}${pad(signed(f.dayGL), 14)}`,
    );
  }
  const s = portfolioSummaryOf(holdings, ltpOf);
  console.log(
    `Invested ${formatRupees(s.TotalInvValue)}, current ${formatRupees(s.TotalHolding)}, ` +
      `overall ${signed(s.TotalGL)} (${s.TotalGLPer.toFixed(2)}%), today ${signed(s.TotalDayGL)} (${s.TotalDayGLPer.toFixed(2)}%)`,
  );
}

async function main(): Promise<void> {
  await login(client);
  const portfolio = portfolioOf(client);
  const holdings = await portfolio.holdings();
  if (holdings.length === 0) {
    console.log("No holdings.");
    return;
  }

  // Live prices: one subscription a stock; the figures follow each tick.
  const ltps = new Map(holdings.map((h) => [h.isin, h.ltp]));
  const ltpOf = (h: Holding) => ltps.get(h.isin) ?? h.ltp;
  const feed = new QuoteFeed({
    url: () => client.feedUrl("/feed/quotes"),
    WebSocket: NodeWebSocket,
    refreshToken: () => client.refreshNonTradeToken(),
  });
  let ticks = 0;
  for (const h of holdings)
    feed.subscribe({ segment: h.mktSegID, token: h.tokenID }, "ltp", (quote) => {
      ltps.set(h.isin, quote.ltp);
      ticks += 1;
    });
  feed.connect();
  await new Promise((resolve) => setTimeout(resolve, liveMs));
  feed.disconnect();
  console.log(`Portfolio of ${holdings.length} stocks, live (${ticks} price updates in ${liveMs / 1000} s):`);
  print(holdings, ltpOf);

  // The exports: the same sheets the app downloads.
  const day = istDateKey(istDay(Date.now()));
  const holdingsFile = join(outDir, `holdings-${day}.xlsx`);
  writeFileSync(holdingsFile, xlsxOf([holdingDetailsSheet(holdings, ltpOf)]));
  const transactions = await portfolio.transactions();
  const statementFile = join(outDir, `transactions-${day}.xlsx`);
  writeFileSync(statementFile, xlsxOf([transactionsSheet(transactions)]));
  console.log(`Exported ${holdings.length} holdings to ${holdingsFile}`);
  console.log(`Exported ${transactions.length} transactions to ${statementFile}`);
}

runMain(main, () => logOutAndClose(client));
