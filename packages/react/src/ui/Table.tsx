import { nextSort, type SortDirection, sortRows, type TableSort } from "@trade/core/portfolio";
import { type ReactNode, useState } from "react";
import { Icon } from "./icons.js";
import { focusRing, UiStyle } from "./styles.js";

/** One column of a table. */
export interface TableColumn<R, C extends string = string> {
  id: C;
  header: string;
  /** What a row shows in this column. */
  cell: (row: R) => ReactNode;
  /** The value the column sorts by (strings by locale, numbers numerically); a column without one does not sort. */
  sortValue?: (row: R) => number | string;
  /** Figures sit at the end of their cell. */
  align?: "start" | "end";
}

export interface TableProps<R, C extends string = string> {
  /** The table's name (its caption, read by screen readers and shown when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly TableColumn<R, C>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The total row under the rows: a cell per column id (a missing one is blank); the first cell says "Total". */
  total?: Partial<Record<C, ReactNode>>;
  /** Controlled sort (both or neither); uncontrolled it starts in the rows' own order. */
  sort?: TableSort<C>;
  onSortChange?: (sort: TableSort<C>) => void;
  className?: string;
}

const css = `
.tk-ui.tk-table{width:100%;margin:0;border-collapse:separate;border-spacing:0;background:var(--tk-panel,#ffffff);color:var(--tk-text,#1c2430);font:inherit;font-variant-numeric:tabular-nums}
.tk-ui.tk-table caption{margin:0 0 8px;padding:0;text-align:start;font-weight:650}
.tk-ui.tk-table caption.tk-table-caption-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.tk-ui.tk-table th,.tk-ui.tk-table td{height:36px;margin:0;padding:0 12px;border:0;border-bottom:1px solid var(--tk-border,#d9dee4);text-align:start;vertical-align:middle;white-space:nowrap}
.tk-ui.tk-table th{height:32px;background:var(--tk-surface,#f5f7fa);color:var(--tk-muted,#57606a);font-size:.9em;font-weight:600}
.tk-ui.tk-table .tk-end{text-align:end}
.tk-ui.tk-table tbody tr:hover td{background:var(--tk-surface,#f5f7fa)}
.tk-ui.tk-table tfoot td{background:var(--tk-surface,#f5f7fa);font-weight:650;border-bottom:0;border-top:2px solid var(--tk-border,#d9dee4)}
.tk-ui .tk-sort{display:inline-flex;align-items:center;gap:4px;margin:0;padding:0;border:0;background:none;color:inherit;font:inherit;cursor:pointer}
.tk-ui .tk-end .tk-sort{flex-direction:row-reverse}
.tk-ui .tk-sort:hover,.tk-ui [aria-sort] .tk-sort{color:var(--tk-text,#1c2430)}
.tk-ui .tk-sort:focus-visible{${focusRing}}
.tk-ui .tk-sort svg{opacity:.55}
.tk-ui [aria-sort] .tk-sort svg{opacity:1;color:var(--tk-accent,#1f5eff)}
`;

const ariaSort: Record<SortDirection, "ascending" | "descending" | undefined> = {
  asc: "ascending",
  desc: "descending",
  default: undefined,
};
const sortIcon = { asc: "sortAsc", desc: "sortDesc", default: "sort" } as const;

/**
 * A data table with sortable headers and an optional total row. A click on a sortable header steps the spec's cycle
 * (that column ascending, descending, then the rows' own order; core `nextSort`), shown by the header's arrow and its
 * `aria-sort`. Figures use tabular numerals.
 */
export function Table<R, C extends string = string>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  total,
  sort,
  onSortChange,
  className,
}: TableProps<R, C>) {
  const [ownSort, setOwnSort] = useState<TableSort<C>>({ column: null, direction: "default" });
  const shown = sort ?? ownSort;
  const setSort = onSortChange ?? setOwnSort;
  const byColumn = new Map(columns.map((column) => [column.id, column]));
  const sorted = sortRows(rows, shown, (row, id) => byColumn.get(id)?.sortValue?.(row) ?? "");
  const align = (column: TableColumn<R, C>) => (column.align === "end" ? "tk-end" : undefined);
  return (
    <table className={`tk-ui tk-table${className ? ` ${className}` : ""}`}>
      <UiStyle name="table" css={css} />
      <caption className={showCaption ? undefined : "tk-table-caption-hidden"}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const direction = shown.column === column.id ? shown.direction : "default";
            return (
              <th key={column.id} scope="col" className={align(column)} aria-sort={ariaSort[direction]}>
                {column.sortValue ? (
                  <button
                    type="button"
                    className="tk-sort"
                    onClick={() => setSort(nextSort(shown, column.id))}
                  >
                    {column.header}
                    <Icon name={sortIcon[direction]} size={12} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.id} className={align(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr>
            {columns.map((column, index) => (
              <td key={column.id} className={align(column)}>
                {total[column.id] ?? (index === 0 ? "Total" : null)}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
