// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { click, container, render } from "../../../../../tests/support/dom.js";
import { Table, type TableColumn } from "../Table.js";

interface Row {
  symbol: string;
  pnl: number;
}
const rows: Row[] = [
  { symbol: "ITC", pnl: -212.6 },
  { symbol: "INFY", pnl: 1840.2 },
  { symbol: "SBIN", pnl: 964.5 },
];
const columns: TableColumn<Row, "symbol" | "pnl">[] = [
  { id: "symbol", header: "Stock", cell: (row) => row.symbol, sortValue: (row) => row.symbol },
  { id: "pnl", header: "P&L", cell: (row) => row.pnl.toFixed(2), sortValue: (row) => row.pnl, align: "end" },
];
const symbols = () =>
  [...container().querySelectorAll("tbody tr td:first-child")].map((cell) => cell.textContent);
const header = (name: string) =>
  [...container().querySelectorAll<HTMLElement>("th")].find((th) => th.textContent === name) as HTMLElement;

describe("Table", () => {
  it("a header click steps the spec's cycle: ascending, descending, the rows' own order", async () => {
    render(<Table caption="Holdings" columns={columns} rows={rows} rowKey={(row) => row.symbol} />);
    expect(symbols()).toEqual(["ITC", "INFY", "SBIN"]);
    const pnl = () => header("P&L").querySelector("button") as HTMLElement;
    await click(pnl());
    expect(symbols()).toEqual(["ITC", "SBIN", "INFY"]);
    expect(header("P&L").getAttribute("aria-sort")).toBe("ascending");
    await click(pnl());
    expect(symbols()).toEqual(["INFY", "SBIN", "ITC"]);
    expect(header("P&L").getAttribute("aria-sort")).toBe("descending");
    await click(pnl());
    expect(symbols()).toEqual(["ITC", "INFY", "SBIN"]);
    expect(header("P&L").hasAttribute("aria-sort")).toBe(false);
  });

  it("shows a total row under the rows, its first cell saying Total", () => {
    render(
      <Table
        caption="Holdings"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.symbol}
        total={{ pnl: "2592.10" }}
      />,
    );
    expect([...container().querySelectorAll("tfoot td")].map((cell) => cell.textContent)).toEqual([
      "Total",
      "2592.10",
    ]);
    expect(container().querySelector("caption")?.textContent).toBe("Holdings");
  });
});
