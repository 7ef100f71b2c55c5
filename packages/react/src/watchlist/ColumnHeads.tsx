import type { WatchlistController } from "./useWatchlistWidget.js";
import { columnTitles, nextSort } from "./view.js";

/** The column heads: each a button through the default → asc → desc → default sort cycle. */
export function ColumnHeads({ w }: { w: WatchlistController }) {
  const { sort } = w;
  return (
    <div className="tk-wl-head" role="presentation">
      {(["symbol", "ltp", "percent"] as const).map((column) => (
        <button
          key={column}
          type="button"
          data-column={column}
          aria-label={`Sort by ${columnTitles[column]}`}
          aria-pressed={sort?.column === column}
          data-sort={sort?.column === column ? sort.direction : "default"}
          onClick={() => w.setSort((s) => nextSort(s, column))}
        >
          {columnTitles[column]}
          {sort?.column === column ? (sort.direction === "asc" ? " ▲" : " ▼") : ""}
        </button>
      ))}
    </div>
  );
}
