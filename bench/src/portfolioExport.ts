/**
 * The portfolio's exports (issue 20): 500 holdings and 5 years of their transactions (a buy a month each, 30,000 rows)
 * written as .xlsx with exceljs through `workbookOf`, as the app and the Node example write them. Target: under 1 s
 * each. Prints figures; gates nothing.
 */
import {
  type EquityTransaction,
  type Holding,
  holdingDetailsSheet,
  transactionsSheet,
  workbookOf,
} from "@trade/core/portfolio";
import ExcelJS from "exceljs";

const holdings: Holding[] = Array.from({ length: 500 }, (_, i) => ({
  isin: `INE${String(i).padStart(6, "0")}01A`,
  symbolName: `STOCK${i}`,
  compName: `Company ${i}`,
  tokenID: 1000 + i,
  mktSegID: 1,
  isActive: true,
  total_qty: 60,
  baseQty: 60,
  avgPrice: 10_000 + i * 37,
  invValue: (10_000 + i * 37) * 60,
  prevClose: 10_500 + i * 37,
  ltp: 10_600 + i * 37,
  dbq: 0,
  dsq: 0,
  dbap: 0,
  dsap: 0,
  sectorName: ["IT", "Banks", "FMCG", "Energy", "Auto", "Pharma", "Metals"][i % 7] as string,
  mktCap: (["LARGE", "MID", "SMALL"] as const)[i % 3] ?? "LARGE",
}));

const transactions: EquityTransaction[] = [];
for (let month = 0; month < 60; month++) {
  const date = `${2021 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}-10`;
  for (const h of holdings)
    transactions.push({
      isin: h.isin,
      symbolName: h.symbolName,
      date,
      type: "BUY",
      quantity: 1,
      price: h.avgPrice,
      value: h.avgPrice,
    });
}

async function timed(what: string, work: () => Promise<Uint8Array>): Promise<void> {
  const started = performance.now();
  const bytes = await work();
  const ms = performance.now() - started;
  console.log(
    `  ${what}: ${ms.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} kB (target under 1,000 ms)`,
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
