export * from "./amount.js";
export * from "./blocks.js";
export * from "./limits.js";
export * from "./messages.js";
export * from "./transactions.js";
export * from "./upi.js";
export * from "./withdraw.js";
