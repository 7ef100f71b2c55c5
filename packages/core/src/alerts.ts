/**
 * `@trade/core/alerts`: price and indicator alerts (spec 2 §3-§9): the contract (schemas and endpoint table) and the
 * rules and texts the sandbox, the alert pad and the tests share. The client's `alertsOf(client)` comes with the
 * sandbox's alert evaluator (issue 18); the indicators are in `@trade/core/indicators`.
 */
export * from "./contract/alerts.js";
export * from "./rules/alerts/index.js";
