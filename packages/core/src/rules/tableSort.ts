/** A column's sort state (spec 3 §4 Others: the cycle default, asc, desc, default). */
export type SortDirection = "default" | "asc" | "desc";

/** The sort of a table: one column and its direction ("default" is the server's order). */
export interface TableSort<C extends string = string> {
  column: C | null;
  direction: SortDirection;
}

const next: Record<SortDirection, SortDirection> = { default: "asc", asc: "desc", desc: "default" };

/**
 * The sort after a click on `column`: the same column steps the cycle default → asc → desc → default; another column
 * starts at asc.
 */
export function nextSort<C extends string>(sort: TableSort<C>, column: C): TableSort<C> {
  const direction = sort.column === column ? next[sort.direction] : "asc";
  return { column: direction === "default" ? null : column, direction };
}

/**
 * `rows` in the order of `sort` (a stable sort; "default" keeps the given order). `readValue` reads a column's value:
 * strings compare by locale, numbers numerically.
 */
export function sortRows<R, C extends string>(
  rows: readonly R[],
  sort: TableSort<C>,
  readValue: (row: R, column: C) => number | string,
): R[] {
  const { column, direction } = sort;
  if (column === null || direction === "default") return [...rows];
  const sign = direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: readValue(row, column) }))
    .sort((a, b) => {
      const order =
        typeof a.value === "string" || typeof b.value === "string"
          ? String(a.value).localeCompare(String(b.value))
          : a.value - b.value;
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
