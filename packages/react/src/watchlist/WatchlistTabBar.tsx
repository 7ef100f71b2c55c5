import { watchlistLimits } from "@trade/core/watchlist";
import type { WatchlistController } from "./useWatchlistWidget.js";

/** A tab per list (Ctrl+1..9 selects the first nine) and the new-list button (Ctrl+=). */
export function WatchlistTabBar({ w }: { w: WatchlistController }) {
  return (
    <div className="tk-wl-tabbar">
      <div role="tablist" aria-label="Watchlists" className="tk-wl-tabs">
        {w.watchlists.map((list, index) => (
          <button
            key={list.watchlistId}
            type="button"
            role="tab"
            aria-selected={list.watchlistId === w.selected?.watchlistId}
            aria-keyshortcuts={
              index < watchlistLimits.shortcutWatchlists ? `Control+${index + 1}` : undefined
            }
            onClick={() => w.switchTo(list)}
          >
            {list.watchlistName}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-label="New watchlist"
        aria-keyshortcuts="Control+="
        onClick={() => w.setCreating(true)}
      >
        +
      </button>
    </div>
  );
}
