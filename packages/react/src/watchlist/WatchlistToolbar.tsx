import { watchlistViewLabels } from "./texts.js";
import type { WatchlistController } from "./useWatchlistWidget.js";
import { columnTitles, filterCount, sortOptionOf, sortOptions } from "./view.js";

/** The sort options, the filter and manage panels' buttons, and the view switch. */
export function WatchlistToolbar({ w }: { w: WatchlistController }) {
  const { sort, filters, mode } = w;
  const otherMode = mode === "Full View" ? "Collapsed View" : "Full View";
  return (
    <div className="tk-wl-toolbar">
      <label>
        Sort{" "}
        <select
          aria-label="Sort"
          value={sortOptionOf(sort)?.id ?? (sort ? "column" : "default")}
          onChange={(event) =>
            w.setSort(sortOptions.find((o) => o.id === event.target.value)?.sort ?? undefined)
          }
        >
          <option value="default">Default</option>
          {sortOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
          {sort && !sortOptionOf(sort) ? (
            <option value="column">{`${columnTitles[sort.column]} ${sort.direction}`}</option>
          ) : null}
        </select>
      </label>
      <button type="button" aria-expanded={w.showFilters} onClick={() => w.setShowFilters((s) => !s)}>
        {filterCount(filters) > 0 ? `Filter (${filterCount(filters)})` : "Filter"}
      </button>
      <button type="button" aria-pressed={w.view === "expanded"} onClick={() => w.setView(otherMode)}>
        {watchlistViewLabels[otherMode]}
      </button>
      <button type="button" aria-expanded={w.showManage} onClick={() => w.setShowManage((s) => !s)}>
        Manage
      </button>
    </div>
  );
}
