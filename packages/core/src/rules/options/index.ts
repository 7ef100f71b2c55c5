export * from "./adjust.js";
export * from "./chain.js";
export * from "./optionWatchlist.js";
export * from "./payoff.js";
export * from "./pricing.js";
export * from "./strategies.js";
export * from "./strategyBuild.js";
export * from "./tradeTools.js";
