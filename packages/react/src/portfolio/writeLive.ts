import { formatPrice } from "@trade/core";
import { type Holding, holdingFigures } from "@trade/core/portfolio";
import { writeCell } from "../trading/liveTable.js";
import { signedPercent, signedRupees } from "./format.js";

/** Write a holding row's live cells at `ltp`: LTP, Mkt Value, Overall G/L and Day's G/L with their percentages. */
export function writeLive(row: HTMLElement, holding: Holding, ltp: number): void {
  const f = holdingFigures(holding, ltp);
  writeCell(row, "ltp", formatPrice(ltp, holding.mktSegID));
  writeCell(row, "mktValue", formatPrice(f.mktValue, holding.mktSegID));
  writeCell(row, "overallGL", signedRupees(f.overallGL), f.overallGL);
  writeCell(row, "overallGLPer", signedPercent(f.overallGLPer), f.overallGLPer);
  writeCell(row, "dayGL", signedRupees(f.dayGL), f.dayGL);
  writeCell(row, "dayGLPer", signedPercent(f.dayGLPer), f.dayGLPer);
}
