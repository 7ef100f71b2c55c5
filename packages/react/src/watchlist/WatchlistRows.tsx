import type { Watchlist as WatchlistData } from "@trade/core/watchlist";
import type { WatchlistController } from "./useWatchlistWidget.js";
import { WatchlistRowView } from "./WatchlistRowView.js";

/** The list: the rows before any section, then each section under its heading (a click collapses it). */
export function WatchlistRows({ w, watchlist }: { w: WatchlistController; watchlist: WatchlistData }) {
  const { ids, current, isCollapsed } = w;
  return (
    <div
      ref={w.listRef}
      className="tk-wl-list"
      role="listbox"
      aria-label={watchlist.watchlistName}
      tabIndex={0}
      aria-activedescendant={current ? `${ids}-${current.key}` : undefined}
    >
      {w.groups.map((group) =>
        group.section === undefined ? (
          group.rows.map((row) => <WatchlistRowView key={row.key} w={w} row={row} />)
        ) : (
          <div role="group" key={group.section} aria-labelledby={`${ids}-sec-${group.section}`}>
            {/* A listbox holds options only, so the heading is no button: a click toggles it, and the Manage
                panel's Collapse/Expand section is the same for the keyboard and assistive technology. */}
            <div
              className="tk-wl-section"
              id={`${ids}-sec-${group.section}`}
              data-collapsed={isCollapsed(group.section)}
              onClick={() => w.toggleSection(group.section as string)}
            >
              {group.section}
              {isCollapsed(group.section) ? ` (${group.rows.length})` : ""}
            </div>
            {isCollapsed(group.section)
              ? null
              : group.rows.map((row) => <WatchlistRowView key={row.key} w={w} row={row} />)}
          </div>
        ),
      )}
    </div>
  );
}
