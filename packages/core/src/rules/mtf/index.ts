export * from "./access.js";
export * from "./constants.js";
export * from "./interest.js";
export * from "./payNow.js";
