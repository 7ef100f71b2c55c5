export * from "./messages.js";
export * from "./verification.js";
