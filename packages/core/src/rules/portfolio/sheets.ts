import type { EquityTransaction, Holding } from "../../contract/portfolio.js";
import { holdingFigures } from "./figures.js";

/** A column of an exported sheet: its header, width (characters) and whether it holds rupees. */
export interface SheetColumn {
  header: string;
  width: number;
  rupees?: boolean;
}

/** One sheet of an export: a name, columns and rows (rupee columns in paise; the writer divides). */
export interface Sheet {
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * The holding details export (spec 3 §2: holding details, spreadsheet): one row per holding at the prices `ltpOf`
 * gives, with the spec's columns, sector and market cap.
 */
export function holdingDetailsSheet(
  holdings: readonly Holding[],
  ltpOf: (holding: Holding) => number = (h) => h.ltp,
): Sheet {
  return {
    name: "Holdings",
    columns: [
      { header: "Stock Name", width: 18 },
      { header: "ISIN", width: 14 },
      { header: "Quantity", width: 10 },
      { header: "LTP", width: 12, rupees: true },
      { header: "ATP", width: 12, rupees: true },
      { header: "Inv.Amt", width: 14, rupees: true },
      { header: "Mkt Value", width: 14, rupees: true },
      { header: "Overall G/L", width: 14, rupees: true },
      { header: "Day's G/L", width: 14, rupees: true },
      { header: "Sector", width: 22 },
      { header: "Market Cap", width: 10 },
    ],
    rows: holdings.map((h) => {
      const ltp = ltpOf(h);
      const f = holdingFigures(h, ltp);
      return [
        h.symbolName,
        h.isin,
        h.total_qty,
        ltp,
        h.avgPrice,
        f.invAmt,
        f.mktValue,
        f.overallGL,
        f.dayGL,
        h.sectorName,
        h.mktCap,
      ];
    }),
  };
}

/** The transactions statement export (spec 3 §7: transactions statement, spreadsheet), oldest first. */
export function transactionsSheet(transactions: readonly EquityTransaction[]): Sheet {
  return {
    name: "Transactions",
    columns: [
      { header: "Date", width: 12 },
      { header: "Stock Name", width: 18 },
      { header: "ISIN", width: 14 },
      { header: "Type", width: 8 },
      { header: "Quantity", width: 10 },
      { header: "Price", width: 12, rupees: true },
      { header: "Value", width: 16, rupees: true },
    ],
    rows: transactions.map((t) => [t.date, t.symbolName, t.isin, t.type, t.quantity, t.price, t.value]),
  };
}
