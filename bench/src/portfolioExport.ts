/**
 * The portfolio's exports (issue 20): 500 holdings and 5 years of their transactions (a buy a month each, 30,000 rows)
 * written as .xlsx with exceljs through `workbookOf`, as the app and the Node example write them. Target: under 1 s
 * each. Prints figures; gates nothing.
 */
import { holdingDetailsSheet, transactionsSheet, workbookOf } from "@trade/core/portfolio";
import ExcelJS from "exceljs";
import { loadHoldings, loadTransactions } from "../../examples/widget-gallery/src/portfolioLoad.js";

const holdings = loadHoldings(500);
const transactions = loadTransactions(holdings);

async function timed(what: string, work: () => Promise<Uint8Array>): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const bytes = await work();
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  // On a shared machine the wall time includes waiting for a core; the CPU time is what the work itself took.
  console.log(
    `  ${what}: ${ms.toFixed(0)} ms (CPU ${((user + system) / 1000).toFixed(0)} ms), ${(bytes.length / 1024).toFixed(0)} kB (target under 1,000 ms)`,
  );
}

export async function benchPortfolioExport(): Promise<void> {
  console.log("Portfolio exports (.xlsx with exceljs)");
  await timed("holding details, 500 holdings", () =>
    workbookOf(ExcelJS.Workbook, [holdingDetailsSheet(holdings)]),
  );
  await timed(
    `transactions statement, 500 holdings × 5 years (${transactions.length.toLocaleString("en-IN")} rows)`,
    () => workbookOf(ExcelJS.Workbook, [transactionsSheet(transactions)]),
  );
  console.log("");
}
