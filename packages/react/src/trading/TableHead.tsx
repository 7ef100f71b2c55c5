/** A table's header row: each column's title and class (`tk-num` right-aligns); the Actions title is for screen readers. */
export function TableHead({
  columns,
}: {
  columns: readonly (readonly [title: string, className: string])[];
}) {
  return (
    <div role="row" className="tk-head">
      {columns.map(([title, className]) => (
        <span role="columnheader" key={title} className={className}>
          {title === "Actions" ? <span className="tk-visually-hidden">{title}</span> : title}
        </span>
      ))}
    </div>
  );
}
