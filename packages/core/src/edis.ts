/**
 * `@trade/core/edis`: delivery-instruction (eDIS) verification (spec 3 §5, §7) as its own entry: `edisOf(client)`
 * (start, follow, the depository's page, today's authorisations), `deliveryVerificationNeeded` and its typed error,
 * the contract, and the rules and texts the sandbox, the widgets and the tests share.
 */
export * from "./contract/edis.js";
export * from "./edis/resource.js";
export type { PollOptions } from "./internal/poll.js";
export * from "./rules/edis/index.js";
