export * from "./limits.js";
export * from "./messages.js";
export * from "./status.js";
export * from "./validation.js";
