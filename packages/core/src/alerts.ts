/**
 * `@trade/core/alerts`: price and indicator alerts (spec 2 §3-§9): the contract (schemas and endpoint table) and the
 * rules and texts the sandbox, the alert pad and the tests share, and `alertsOf(client)` (list, create, update, pause,
 * resume, cancel). The indicators are in `@trade/core/indicators`.
 */

export * from "./alerts/resource.js";
export * from "./contract/alerts.js";
export * from "./rules/alerts/index.js";
