/**
 * `@trade/core/transfer`: stock transfer (spec 3 §2-§9) as its own entry: `transferOf(client)` (beneficiaries with
 * their OTP, the stocks that can go, a transfer with its OTP and EDIS check, the history), the contract, and the
 * status codes, limits, messages and validation the sandbox, the widgets and the tests share.
 */
export * from "./contract/transfer.js";
export * from "./rules/transfer/index.js";
export * from "./transfer/resource.js";
