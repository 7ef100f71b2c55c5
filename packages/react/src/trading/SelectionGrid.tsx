import { forwardRef, type KeyboardEventHandler, type ReactNode } from "react";
import { type ColumnTitle, TableHead } from "./TableHead.js";

/**
 * A table the keyboard moves through (orders, GTT rules, SIPs): it takes the focus, `onKeyDown` moves the selection,
 * and the selected row is announced by its id (`activeId`, `aria-activedescendant`). Its rows are `SelectableRow`s.
 */
export const SelectionGrid = forwardRef<
  HTMLDivElement,
  {
    label: string;
    columns: readonly (readonly [title: ColumnTitle, className?: string])[];
    activeId: string | undefined;
    onKeyDown: KeyboardEventHandler<HTMLDivElement>;
    /** Rows of the previous page still shown while the next loads. */
    busy?: boolean;
    children: ReactNode;
  }
>(function SelectionGrid({ label, columns, activeId, onKeyDown, busy, children }, ref) {
  return (
    <div
      ref={ref}
      role="grid"
      className="tk-table"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-activedescendant={activeId}
    >
      <TableHead columns={columns} />
      {children}
    </div>
  );
});

/** A row of a `SelectionGrid`: a click selects it; `liveRow` is its index for the live cells' writer. */
export function SelectableRow({
  id,
  selected,
  onSelect,
  liveRow,
  children,
}: {
  id: string;
  selected: boolean;
  onSelect: () => void;
  liveRow?: number;
  children: ReactNode;
}) {
  return (
    <div
      role="row"
      id={id}
      aria-selected={selected}
      className="tk-body-row"
      data-live-row={liveRow}
      onClick={onSelect}
    >
      {children}
    </div>
  );
}
