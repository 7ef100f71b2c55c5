/**
 * `@trade/core/nudges`: the nudges (spec 3 'Notifications and nudges': the per-page banners and the dormant user
 * popup) as their own entry: `nudgesOf(client)` (list, delete), the contract, endpoint table and the nudge rules.
 */
export * from "./contract/nudges.js";
export * from "./nudges/resource.js";
export * from "./rules/nudges.js";
