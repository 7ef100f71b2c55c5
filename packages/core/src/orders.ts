/**
 * `@trade/core/orders`: the trading area (spec 2 §3-§9) as its own entry, so a page without trading does not load
 * it. The contract (schemas and endpoint table), the trading rules, the resources over a TradeClient and the
 * order-update feed.
 */
export * from "./contract/orders.js";
export * from "./contract/tradingEndpoints.js";
export * from "./rules/trading/index.js";
export * from "./trading/adjust.js";
export * from "./trading/index.js";
