import type { TradeClient } from "@trade/core";
import {
  type Holding,
  holdingDetailsSheet,
  portfolioOf,
  type Sheet,
  transactionsSheet,
} from "@trade/core/portfolio";
import { latestLtp } from "@trade/react/portfolio";
import type { WorkbookAnswer, WorkbookRequest } from "./portfolioExportWorker.js";

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

/** The export worker, started on the first export and kept; undefined where workers are not available or broke. */
let worker: Worker | undefined;
let workerBroke = false;
const waiting = new Map<
  number,
  { sheets: Sheet[]; resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
>();
let nextId = 1;

/**
 * Write on the main thread (no worker): the file still comes, the screen waits for it. The writer loads on the first
 * such export (it stays out of the portfolio screens' bundle).
 */
const here = async (sheets: Sheet[]) => (await import("@trade/core/xlsx")).xlsxOf(sheets);

function exportWorker(): Worker | undefined {
  if (worker !== undefined || workerBroke || typeof Worker === "undefined") return worker;
  worker = new Worker(new URL("./portfolioExportWorker.ts", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }: MessageEvent<WorkbookAnswer>) => {
    const asked = waiting.get(data.id);
    waiting.delete(data.id);
    if ("bytes" in data) asked?.resolve(data.bytes);
    else asked?.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    // A worker that cannot start (a host page's policy, an old browser) hands what it was asked back to the page.
    event.preventDefault();
    worker?.terminate();
    worker = undefined;
    workerBroke = true;
    for (const asked of waiting.values()) here(asked.sheets).then(asked.resolve, asked.reject);
    waiting.clear();
  };
  return worker;
}

/** The workbook's bytes, written in the export worker (the screen keeps answering), else here. */
async function workbook(sheets: Sheet[]): Promise<Uint8Array> {
  const writer = exportWorker();
  if (writer === undefined) return here(sheets);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { sheets, resolve, reject });
    const request: WorkbookRequest = { id, sheets };
    writer.postMessage(request);
  });
}

/** The holding details export (.xlsx): every holding at the latest prices. */
export async function exportHoldingDetails(client: TradeClient, holdings: readonly Holding[], day: string) {
  const sheet = holdingDetailsSheet(holdings, (h) => latestLtp(client, h));
  download(await workbook([sheet]), `holdings-${day}.xlsx`);
}

/** The transactions statement (.xlsx): every settled transaction, oldest first. */
export async function exportTransactions(client: TradeClient, day: string) {
  const transactions = await portfolioOf(client).transactions();
  download(await workbook([transactionsSheet(transactions)]), `transactions-${day}.xlsx`);
}
