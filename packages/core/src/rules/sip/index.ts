export * from "./checks.js";
export * from "./messages.js";
export * from "./schedule.js";
