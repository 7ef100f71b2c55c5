import { describe, expect, it } from "vitest";
import { allocationOf } from "../allocation.js";
import { holdingFigures, portfolioSummaryOf } from "../figures.js";
import { lotsOf, termSplit } from "../lots.js";
import { nextSort, sortRows, type TableSort } from "../sort.js";

describe("portfolio rules", () => {
  it("sorts a column through default, asc, desc and back to default; another column starts at asc", () => {
    let sort: TableSort = { column: null, direction: "default" };
    sort = nextSort(sort, "ltp");
    expect(sort).toEqual({ column: "ltp", direction: "asc" });
    sort = nextSort(sort, "ltp");
    expect(sort).toEqual({ column: "ltp", direction: "desc" });
    sort = nextSort(sort, "ltp");
    expect(sort).toEqual({ column: null, direction: "default" });
    expect(nextSort({ column: "ltp", direction: "desc" }, "name")).toEqual({
      column: "name",
      direction: "asc",
    });
    const rows = [
      { n: "B", v: 2 },
      { n: "A", v: 3 },
      { n: "C", v: 1 },
    ];
    const read = (r: { n: string; v: number }, c: string) => (c === "name" ? r.n : r.v);
    expect(sortRows(rows, { column: "name", direction: "asc" }, read).map((r) => r.n)).toEqual([
      "A",
      "B",
      "C",
    ]);
    expect(sortRows(rows, { column: "v", direction: "desc" }, read).map((r) => r.n)).toEqual(["A", "B", "C"]);
    expect(sortRows(rows, { column: null, direction: "default" }, read)).toEqual(rows);
  });

  it("shows the top 5 sectors and combines the rest as Others, in paise and percent", () => {
    const rows = ["IT", "Banks", "FMCG", "Energy", "Auto", "Pharma", "Metals"].map((sector, i) => ({
      sector,
      value: (7 - i) * 100,
    }));
    const slices = allocationOf(
      rows,
      (r) => r.sector,
      (r) => r.value,
      5,
    );
    expect(slices.map((s) => s.label)).toEqual(["IT", "Banks", "FMCG", "Energy", "Auto", "Others"]);
    expect(slices.at(-1)).toEqual({ label: "Others", value: 300, percent: 10.71 });
    expect(slices.reduce((s, x) => s + x.value, 0)).toBe(2800);
  });

  it("computes the columns and the totals in integer paise, percentages to two decimals", () => {
    const h = { total_qty: 10, avgPrice: 100_00, prevClose: 110_00 };
    expect(holdingFigures(h, 120_00)).toEqual({
      invAmt: 1000_00,
      mktValue: 1200_00,
      overallGL: 200_00,
      overallGLPer: 20,
      dayGL: 100_00,
      dayGLPer: 9.09,
    });
    const total = portfolioSummaryOf([
      { ...h, isin: "A", ltp: 120_00 },
      { total_qty: 5, avgPrice: 200_00, prevClose: 200_00, isin: "B", ltp: 190_00 },
    ]);
    expect(total).toEqual({
      TotalInvValue: 2000_00,
      TotalHolding: 2150_00,
      TotalGL: 150_00,
      TotalDayGL: 50_00,
      TotalGLPer: 7.5,
      TotalDayGLPer: 2.38,
    });
  });

  it("replays lots first in first out: a split keeps the acquisition date, a sale of an old lot is long term", () => {
    const sales: number[] = [];
    const lots = lotsOf(
      [
        { isin: "X", date: "2024-01-10", type: "BUY", quantity: 10, price: 100 },
        { isin: "X", date: "2026-06-01", type: "BUY", quantity: 10, price: 200 },
        { isin: "X", date: "2026-07-01", type: "SPLIT", quantity: 20, price: 0 },
        { isin: "X", date: "2026-08-01", type: "SELL", quantity: 4, price: 300 },
      ],
      (sale) => sales.push(sale.longTerm, sale.buyValue),
    );
    expect(sales).toEqual([4, 200]);
    expect(termSplit(lots, "2026-09-01")).toEqual({ ltcgQty: 16, ltcgAvg: 50, stcgQty: 20, stcgAvg: 100 });
  });
});
