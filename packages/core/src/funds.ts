/**
 * `@trade/core/funds`: adding and withdrawing money (spec 3 §3-§9 Funds) as its own entry: `fundsOf(client)` (pay by
 * UPI or net banking, follow a payment, withdraw, cancel, the transaction list), the contract, and the limits,
 * messages and rules the sandbox, the widgets and the tests share.
 */
export * from "./contract/fundsBlocks.js";
export * from "./contract/fundsTransfers.js";
export * from "./funds/blocks.js";
export * from "./funds/resource.js";
export type { PollOptions } from "./internal/poll.js";
export * from "./rules/funds/index.js";
