import { formatPrice } from "@trade/core";
import { type Holding, holdingFigures } from "@trade/core/portfolio";
import { writeText } from "../live/liveCells.js";
import { signedPercent, signedRupees, signOf } from "./format.js";

/** A row's live cells, in the order `liveFigures` answers them. */
export const liveCellNames = ["ltp", "mktValue", "overallGL", "overallGLPer", "dayGL", "dayGLPer"] as const;

/** A row's live figures at a price: each cell's text and sign word ("" where the cell has no colour). */
export interface LiveFigures {
  texts: string[];
  signs: string[];
}

/** The texts and signs of a holding's live cells at `ltp`: LTP, Mkt Value, Overall G/L and Day's G/L with percentages. */
export function liveFigures(holding: Holding, ltp: number): LiveFigures {
  const f = holdingFigures(holding, ltp);
  return {
    texts: [
      formatPrice(ltp, holding.mktSegID),
      formatPrice(f.mktValue, holding.mktSegID),
      signedRupees(f.overallGL),
      signedPercent(f.overallGLPer),
      signedRupees(f.dayGL),
      signedPercent(f.dayGLPer),
    ],
    signs: ["", "", signOf(f.overallGL), signOf(f.overallGLPer), signOf(f.dayGL), signOf(f.dayGLPer)],
  };
}

/** A row's live cells in `liveCellNames` order, looked up once per row element (500 rows move every second). */
const cellsOf = new WeakMap<HTMLElement, HTMLElement[]>();

/** The row's live cells (those it has), in `liveCellNames` order. */
export function liveCells(row: HTMLElement): HTMLElement[] {
  let cells = cellsOf.get(row);
  if (cells === undefined) {
    cells = liveCellNames.map(
      (name) => row.querySelector<HTMLElement>(`[data-cell="${name}"]`) as HTMLElement,
    );
    cellsOf.set(row, cells);
  }
  return cells;
}

/** Put live figures into a row's cells (texts changed in place, signs as `data-sign`). */
export function writeFigures(row: HTMLElement, { texts, signs }: LiveFigures): void {
  liveCells(row).forEach((cell, i) => {
    if (!cell) return;
    writeText(cell, texts[i] as string);
    const sign = signs[i] as string;
    if (sign && cell.dataset.sign !== sign) cell.dataset.sign = sign;
  });
}

/** Write a holding row's live cells at `ltp`. */
export function writeLive(row: HTMLElement, holding: Holding, ltp: number): void {
  writeFigures(row, liveFigures(holding, ltp));
}
