/**
 * `@trade/core/mtf`: Pay Later (MTF) (spec 3 §2-§9) as its own entry: `mtfOf(client)` (dashboard, MTF buys, pledges,
 * interest and payments, recommendations, pay now), the contract, and the constants and rules (4X, interest a day,
 * T+6) the sandbox, the widgets and the tests share.
 */
export * from "./contract/mtf.js";
export * from "./mtf/resource.js";
export * from "./rules/mtf/index.js";
