export * from "./checks.js";
export * from "./messages.js";
