/**
 * `@trade/core/options`: the option chain and strategies (spec 2 §2-§9) as their own entry: `optionsOf(client)`
 * (an instrument's underlying and expiries, the chain, the greeks), and the rules the sandbox, the widgets and the
 * tests share: strike windows and the money, which instruments have a chain, the option model (Black-Scholes with
 * a smile), the 14 strategies and their legs on a chain, payoffs at expiry and today, breakevens, maximum profit and
 * loss, put-call parity; a strategy placed on an instrument's chain (`strategyOnChain`). A strategy's margin and
 * its legs added to a basket are in `@trade/core/basket`.
 */
export type { OptionChain, OptionLeg } from "./contract/market.js";
export * from "./options/resource.js";
export * from "./options/strategyOnChain.js";
export * from "./rules/options/index.js";
