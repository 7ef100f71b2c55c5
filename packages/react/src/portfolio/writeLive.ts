import { formatPrice } from "@trade/core";
import { type Holding, holdingFigures } from "@trade/core/portfolio";
import { writeText } from "../live/liveCells.js";
import { signedPercent, signedRupees, signOf } from "./format.js";

const names = ["ltp", "mktValue", "overallGL", "overallGLPer", "dayGL", "dayGLPer"] as const;
/** A row's live cells in `names` order, looked up once per row element (500 rows move every second). */
const cellsOf = new WeakMap<HTMLElement, (HTMLElement | null)[]>();

function write(cell: HTMLElement | null | undefined, text: string, sign?: number): void {
  if (!cell) return;
  writeText(cell, text);
  if (sign === undefined) return;
  const word = signOf(sign);
  if (cell.dataset.sign !== word) cell.dataset.sign = word;
}

/** Write a holding row's live cells at `ltp`: LTP, Mkt Value, Overall G/L and Day's G/L with their percentages. */
export function writeLive(row: HTMLElement, holding: Holding, ltp: number): void {
  let cells = cellsOf.get(row);
  if (cells === undefined) {
    cells = names.map((name) => row.querySelector<HTMLElement>(`[data-cell="${name}"]`));
    cellsOf.set(row, cells);
  }
  const f = holdingFigures(holding, ltp);
  write(cells[0], formatPrice(ltp, holding.mktSegID));
  write(cells[1], formatPrice(f.mktValue, holding.mktSegID));
  write(cells[2], signedRupees(f.overallGL), f.overallGL);
  write(cells[3], signedPercent(f.overallGLPer), f.overallGLPer);
  write(cells[4], signedRupees(f.dayGL), f.dayGL);
  write(cells[5], signedPercent(f.dayGLPer), f.dayGLPer);
}
