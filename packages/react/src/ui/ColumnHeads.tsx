/**
 * A column's head: its name, `[name, className]` for a name with its cell class (figures' alignment), or `{ hidden }`
 * for a name only screen readers hear (a column of row actions).
 */
export type ColumnHead = string | readonly [name: string, className: string] | { hidden: string };

function headCell(head: ColumnHead) {
  if (typeof head === "string") {
    return (
      <th scope="col" key={head}>
        {head}
      </th>
    );
  }
  if ("hidden" in head) {
    return (
      <th scope="col" key={head.hidden}>
        <span className="tk-visually-hidden">{head.hidden}</span>
      </th>
    );
  }
  const [name, className] = head;
  return (
    <th scope="col" key={name} className={className}>
      {name}
    </th>
  );
}

/** A table's head row: a `<th scope="col">` a column, in order. */
export function ColumnHeads({ heads }: { heads: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>{heads.map(headCell)}</tr>
    </thead>
  );
}
