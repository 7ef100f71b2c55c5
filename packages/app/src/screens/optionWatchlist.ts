/**
 * The options watchlist quicklist's module, for `lazy()` (it loads when its switch is first chosen): a named
 * re-export, so its chunk holds the quicklist and what it needs, not every export of `@trade/react/option-watchlist`.
 */
export { OptionWatchlist } from "@trade/react/option-watchlist";
