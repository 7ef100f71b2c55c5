/**
 * Market depth's module, for `lazy()` (it opens on F6): a named re-export, so its chunk holds the widget and what it
 * needs, not all of `@trade/react/trading` (a dynamic import of the entry itself would keep every export).
 */
export { MarketDepth } from "@trade/react/trading";
