import type { CSSProperties } from "react";

/** A column's title, or `{ hidden }` for a title only screen readers hear (a column of checkboxes or row actions). */
export type ColumnTitle = string | { hidden: string };

/**
 * A table's header row: each column's title and class (`tk-num` right-aligns); the Actions title is for screen readers.
 * `style` is the row's own (a grid's column widths when the table sets them per row).
 */
export function TableHead({
  columns,
  style,
}: {
  columns: readonly (readonly [title: ColumnTitle, className?: string])[];
  style?: CSSProperties;
}) {
  return (
    <div role="row" className="tk-head" style={style}>
      {columns.map(([title, className]) => {
        const hidden = typeof title === "string" ? (title === "Actions" ? title : undefined) : title.hidden;
        return (
          <span role="columnheader" key={hidden ?? (title as string)} className={className}>
            {hidden === undefined ? (title as string) : <span className="tk-visually-hidden">{hidden}</span>}
          </span>
        );
      })}
    </div>
  );
}
