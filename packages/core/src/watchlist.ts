/**
 * `@trade/core/watchlist`: the watchlists (spec 3 §2-§9 Watchlist) as their own entry, so a page without
 * watchlists does not load them. The contract (schemas and endpoint table), the watchlist rules and the resource
 * over a TradeClient.
 */
export * from "./contract/watchlist.js";
export * from "./contract/watchlistEndpoints.js";
export * from "./rules/watchlist.js";
export * from "./watchlist/resource.js";
