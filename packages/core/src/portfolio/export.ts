import type { Sheet } from "../rules/portfolio/sheets.js";

/**
 * The part of exceljs the export uses (structural, so core does not depend on it): pass `ExcelJS.Workbook`.
 * @internal
 */
export interface WorkbookLike {
  addWorksheet(name: string): {
    columns: object[];
    addRows(rows: unknown[][]): unknown;
    getRow(index: number): { font: object; getCell(index: number): { style: object } };
    views: object[];
  };
  xlsx: { writeBuffer(): Promise<ArrayBuffer | Uint8Array> };
}

const rupeeFormat = "#,##0.00";

/**
 * Write sheets into a real .xlsx workbook with the given exceljs `Workbook` class (loaded by the caller, e.g. a
 * dynamic `import("exceljs")`, so it stays out of a screen's first bundle). Rupee columns are written in rupees with
 * two decimals; the header row is bold and frozen.
 *
 * @example
 * ```ts
 * const { default: ExcelJS } = await import("exceljs");
 * const bytes = await workbookOf(ExcelJS.Workbook, [holdingDetailsSheet(holdings)]);
 * ```
 */
export async function workbookOf(
  Workbook: new () => WorkbookLike,
  sheets: readonly Sheet[],
): Promise<Uint8Array> {
  const book = new Workbook();
  for (const sheet of sheets) {
    const ws = book.addWorksheet(sheet.name);
    ws.columns = sheet.columns.map((c) => ({
      header: c.header,
      width: c.width,
      ...(c.rupees ? { style: { numFmt: rupeeFormat } } : {}),
    }));
    ws.addRows(
      sheet.rows.map((row) =>
        row.map((cell, i) => (sheet.columns[i]?.rupees && typeof cell === "number" ? cell / 100 : cell)),
      ),
    );
    // One style object per column, shared by its cells: exceljs renders a style once per object, and the copy it makes
    // for each cell cost a 30,000-row statement more time than everything else (bench/src/portfolioExport.ts).
    const styles = sheet.columns.map((c) => (c.rupees ? { numFmt: rupeeFormat } : {}));
    for (let r = 0; r < sheet.rows.length; r++) {
      const row = ws.getRow(r + 2);
      for (let c = 0; c < styles.length; c++) row.getCell(c + 1).style = styles[c] as object;
    }
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: "frozen", ySplit: 1 }];
  }
  const bytes = await book.xlsx.writeBuffer();
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
}
