/**
 * `@trade/core/oi`: open-interest analysis (spec 2 §7, spec 3 §2 Markets, §7, §9) as its own entry: `oiOf(client)`
 * (OI change and open interest per strike, OI and PCR through the day, multi-strike OI), the contract, and the rules
 * the sandbox, the widgets and the tests share: the intervals and their grids, the build-up codes and labels.
 */
export * from "./contract/openInterest.js";
export * from "./oi/resource.js";
export * from "./rules/options/openInterest.js";
