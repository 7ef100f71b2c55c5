import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { Sheet } from "../../rules/portfolio/sheets.js";
import { xlsxOf } from "../xlsx.js";

const sheet: Sheet = {
  name: "Transactions",
  columns: [
    { header: "Stock Name", width: 18 },
    { header: "Quantity", width: 10 },
    { header: "Price", width: 12, rupees: true },
  ],
  rows: [
    ["M&M <EQ>", 5, 145_050],
    ["  padded  ", 0, -1_25],
    ["M&M <EQ>", 2, 100],
  ],
};

async function readBack(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe("xlsxOf", () => {
  it("writes a workbook exceljs reads back: texts, numbers, rupees from paise with two decimals", async () => {
    const ws = (await readBack(xlsxOf([sheet]))).getWorksheet("Transactions");
    expect(ws?.rowCount).toBe(4);
    expect(ws?.getRow(1).values).toEqual([undefined, "Stock Name", "Quantity", "Price"]);
    expect(ws?.getRow(2).values).toEqual([undefined, "M&M <EQ>", 5, 1450.5]);
    expect(ws?.getRow(3).values).toEqual([undefined, "  padded  ", 0, -1.25]);
    expect(ws?.getRow(4).getCell(1).value).toBe("M&M <EQ>");
    expect(ws?.getRow(2).getCell(3).numFmt).toBe("#,##0.00");
    expect(ws?.getRow(2).getCell(2).numFmt).toBeUndefined();
  });

  it("makes the header row bold and frozen, and keeps the columns' widths", async () => {
    const ws = (await readBack(xlsxOf([sheet]))).getWorksheet("Transactions");
    expect(ws?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws?.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(ws?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ws?.getColumn(1).width).toBe(18);
    expect(ws?.getColumn(3).width).toBe(12);
  });

  it("writes several sheets, and refuses a workbook without one", async () => {
    const book = await readBack(xlsxOf([sheet, { ...sheet, name: "Second", rows: [] }]));
    expect(book.worksheets.map((ws) => ws.name)).toEqual(["Transactions", "Second"]);
    expect(book.getWorksheet("Second")?.rowCount).toBe(1);
    expect(() => xlsxOf([])).toThrow("A workbook needs at least one sheet");
  });
});
