/**
 * `@trade/core/basket`: baskets (spec 2 §3-§9) as their own entry: `basketsOf(client)` (list, create, save, update,
 * delete, margin, place, resubmit), the contract (schemas and endpoint table) and the rules and texts the sandbox, the
 * widgets and the tests share.
 */
export * from "./basket/resource.js";
export * from "./contract/basket.js";
export * from "./rules/basket/index.js";
