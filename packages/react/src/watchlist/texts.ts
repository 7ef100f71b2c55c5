import { emptyListTexts, type WatchlistMode } from "@trade/core";
import { watchlistLimits } from "@trade/core/watchlist";

/** The local key of the collapsed sections when the host does not control them. */
export const sectionCollapseKey = "sectionCollapseStates";

/** Notices stay this long (spec 3 §8: the watchlist added toast lasts 3 s; spec 1 §9 toasts 3000 ms). */
export const watchlistNoticeMs = watchlistLimits.addedToastMs;
/** The deleted confirmation (spec 3 §4; words ours). */
export const scripDeletedText = (symbol: string, watchlistName: string) =>
  `${symbol} deleted from ${watchlistName}`;
/** The watchlist added toast (spec 3 §8; words ours). */
export const watchlistAddedText = (name: string) => `Watchlist ${name} added`;
/** Empty states (ours, but the filtered one, which is spec 3 §8's words). */
export const watchlistEmptyTexts = {
  noWatchlists: "You have no watchlists. Press Ctrl+= to add one.",
  emptyWatchlist: emptyListTexts.watchlistEmpty,
  noMatches: "No Results Found. Try different filter.",
} as const;
/** The views' names (spec 1 §2.5: Full View shown as Expanded View, Collapsed View shown as Standard View). */
export const watchlistViewLabels: Readonly<Record<WatchlistMode, string>> = {
  "Full View": "Expanded View",
  "Collapsed View": "Standard View",
};
