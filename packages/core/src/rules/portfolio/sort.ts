import type { TableSort as AnyTableSort } from "../tableSort.js";

export { nextSort, type SortDirection, sortRows } from "../tableSort.js";

/** The holdings table's sortable columns (spec 3 §2 Holdings table columns). */
export const holdingColumns = [
  { id: "name", label: "Stock Name" },
  { id: "quantity", label: "Quantity" },
  { id: "ltp", label: "LTP" },
  { id: "atp", label: "ATP" },
  { id: "invAmt", label: "Inv.Amt" },
  { id: "mktValue", label: "Mkt Value" },
  { id: "overallGL", label: "Overall G/L" },
  { id: "dayGL", label: "Day's G/L" },
] as const;
export type HoldingColumn = (typeof holdingColumns)[number]["id"];

/** The holdings table's sort: one of its columns and a direction ("default" is the server's order). */
export type TableSort<C extends string = HoldingColumn> = AnyTableSort<C>;
