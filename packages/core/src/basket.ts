/**
 * `@trade/core/basket`: baskets (spec 2 §3-§9) as their own entry: `basketsOf(client)` (list, create, save, update,
 * delete, margin, place, resubmit), a strategy's legs as basket lines, their margin and their adding to a basket
 * (`addStrategyToBasket`), the contract (schemas and endpoint table) and the rules and texts the sandbox, the
 * widgets and the tests share.
 */
export * from "./basket/resource.js";
export * from "./basket/strategyBasket.js";
export * from "./contract/basket.js";
export * from "./rules/basket/index.js";
