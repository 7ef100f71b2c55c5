import type { TradeClient } from "@trade/core";
import {
  type Holding,
  holdingDetailsSheet,
  portfolioOf,
  transactionsSheet,
  workbookOf,
} from "@trade/core/portfolio";
import { latestLtp } from "@trade/react/portfolio";

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Hand bytes to the browser as a download named `name`. */
function download(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: xlsxType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** exceljs, loaded on the first export (it stays out of the portfolio screens' first bundle). */
const excel = async () => (await import("exceljs")).default.Workbook;

/** The holding details export (.xlsx): every holding at the latest prices. */
export async function exportHoldingDetails(client: TradeClient, holdings: readonly Holding[], day: string) {
  const sheet = holdingDetailsSheet(holdings, (h) => latestLtp(client, h));
  download(await workbookOf(await excel(), [sheet]), `holdings-${day}.xlsx`);
}

/** The transactions statement (.xlsx): every settled transaction, oldest first. */
export async function exportTransactions(client: TradeClient, day: string) {
  const transactions = await portfolioOf(client).transactions();
  download(await workbookOf(await excel(), [transactionsSheet(transactions)]), `transactions-${day}.xlsx`);
}
