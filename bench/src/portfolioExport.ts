/**
 * The portfolio's exports (issue 20): 500 holdings and 5 years of their transactions (a buy a month each, 30,000 rows)
 * written as .xlsx with `xlsxOf`, as the app's export worker and the Node example write them. Target: under 1 s
 * each. Prints figures; gates nothing.
 */
import { holdingDetailsSheet, transactionsSheet } from "@trade/core/portfolio";
import { xlsxOf } from "@trade/core/xlsx";
import { loadHoldings, loadTransactions } from "../../examples/widget-gallery/src/portfolioLoad.js";

const holdings = loadHoldings(500);
const transactions = loadTransactions(holdings);

function timed(what: string, work: () => Uint8Array): void {
  for (const round of ["first", "again"]) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const bytes = work();
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    // On a shared machine the wall time includes waiting for a core; the CPU time is what the work itself took.
    console.log(
      `  ${what}, ${round}: ${ms.toFixed(0)} ms (CPU ${((user + system) / 1000).toFixed(0)} ms), ${(bytes.length / 1024).toFixed(0)} kB (target under 1,000 ms)`,
    );
  }
}

export function benchPortfolioExport(): void {
  console.log("Portfolio exports (.xlsx with xlsxOf)");
  timed("holding details, 500 holdings", () => xlsxOf([holdingDetailsSheet(holdings)]));
  timed(
    `transactions statement, 500 holdings × 5 years (${transactions.length.toLocaleString("en-IN")} rows)`,
    () => xlsxOf([transactionsSheet(transactions)]),
  );
  console.log("");
}
