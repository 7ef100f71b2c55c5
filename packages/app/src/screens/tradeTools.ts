/**
 * The trade tools widget's module, for `lazy()` (the sheet opens from a watchlist row's menu): a named re-export, so
 * the watchlist's first draw does not carry the tools and their contract ladder.
 */
export { TradeTools } from "@trade/react/trade-tools";
