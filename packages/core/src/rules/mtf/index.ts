export * from "./constants.js";
export * from "./interest.js";
