/**
 * `@trade/core/sip`: Stock SIP (spec 2 §3, §4, §7, §8) as its own entry: `sipOf(client)` (list, create, update,
 * pause, resume, cancel, transactions), the contract, and the rules and texts the sandbox, the widgets and the tests
 * share (checks, the instalment calendar, status labels and filter tabs).
 */
export * from "./contract/sip.js";
export * from "./rules/sip/index.js";
export * from "./sip/resource.js";
