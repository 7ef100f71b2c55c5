/**
 * `@trade/core/gtt`: GTT rules (spec 2 §3-§9) as their own entry: `gttOf(client)` (list, create, modify, cancel), the
 * contract (schemas and endpoint table) and the rules and texts the sandbox, the widgets and the tests share.
 */
export * from "./contract/gtt.js";
export * from "./gtt/resource.js";
export * from "./rules/gtt/index.js";
