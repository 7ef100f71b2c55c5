export * from "./conditions.js";
export * from "./messages.js";
