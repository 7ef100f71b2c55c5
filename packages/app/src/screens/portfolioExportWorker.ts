/**
 * The portfolio's exports written off the main thread: a module worker that takes sheets and answers the .xlsx bytes
 * (transferred, not copied), so a 30,000-row statement does not stop the screen (bench/src/portfolioPerf.ts).
 */
import type { Sheet } from "@trade/core/portfolio";
import { xlsxOf } from "@trade/core/xlsx";

/** What the page asks: sheets to write, with an id the answer carries back. */
export interface WorkbookRequest {
  id: number;
  sheets: Sheet[];
}

/** What the worker answers: the workbook's bytes, or why it could not write them. */
export type WorkbookAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

self.onmessage = (event: MessageEvent<WorkbookRequest>) => {
  const { id, sheets } = event.data;
  try {
    const bytes = xlsxOf(sheets);
    const answer: WorkbookAnswer = { id, bytes };
    self.postMessage(answer, { transfer: [bytes.buffer] });
  } catch (error) {
    const answer: WorkbookAnswer = { id, error: (error as Error).message };
    self.postMessage(answer);
  }
};
