/**
 * `@trade/react/watchlist`: the watchlist hooks and widget (spec 3 §2-§9 Watchlist), as their own entry so that a
 * page without a watchlist does not load them.
 */
export {
  recentSearchesKey,
  rowKey,
  type SearchedScrip,
  searchDebounceMs,
  searchMinLengthText,
  useRecentSearches,
  useScripSearch,
  useWatchlistActions,
  useWatchlists,
  type WatchlistActionOptions,
  type WatchlistActionResult,
} from "./hooks.js";
export { watchlistKeys, watchlistsQuery } from "./queries.js";
export {
  exchangeOf,
  filterChoices,
  flagColours,
  matchesFilters,
  nextSort,
  noFilters,
  type PriceOf,
  rowsOf,
  type ScripRow,
  type ScripType,
  type SectionRow,
  type SortColumn,
  type SortDirection,
  sortOptions,
  typeOf,
  visibleRows,
  type WatchlistFilters,
  type WatchlistRow,
  type WatchlistSort,
} from "./view.js";
export {
  scripDeletedText,
  sectionCollapseKey,
  Watchlist,
  type WatchlistProps,
  type WatchlistScrip,
  watchlistAddedText,
  watchlistEmptyTexts,
  watchlistNoticeMs,
  watchlistViewLabels,
} from "./Watchlist.js";
