export * from "./contract/index.js";
export * from "./rules/index.js";
