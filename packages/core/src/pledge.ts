/**
 * `@trade/core/pledge`: pledging (spec 3 §3-§9 MTF and pledge) as its own entry: `pledgeOf(client)` (pledgeable and
 * pledged stocks, requests and their statuses, pledge and unpledge), the contract, and the statuses, window and texts
 * the sandbox, the widgets and the tests share.
 */
export * from "./contract/pledge.js";
export type { PollOptions } from "./internal/poll.js";
export * from "./pledge/resource.js";
export * from "./rules/pledge/index.js";
