export * from "./conditions.js";
export * from "./messages.js";
export * from "./triggered.js";
