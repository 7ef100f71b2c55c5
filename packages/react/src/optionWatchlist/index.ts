/**
 * `@trade/react/option-watchlist`: the options watchlist quicklist (spec 2 §2, §4, §9): up to 4 tabs of underlyings,
 * each listing its calls from 5 strikes below to 15 above the money (puts mirrored) with live prices, subscribed only
 * while shown.
 */
export { OptionWatchlist, type OptionWatchlistProps } from "./OptionWatchlist.js";
export { type OptionWatchlistTab, type QuicklistContract, QuicklistTab } from "./OptionWatchlistTab.js";
export { type LiveValues, quicklistFlushMs, useLiveQuotes } from "./useLiveQuotes.js";
