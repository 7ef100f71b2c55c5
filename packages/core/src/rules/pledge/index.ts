export * from "./messages.js";
export * from "./nudge.js";
export * from "./statuses.js";
export * from "./window.js";
