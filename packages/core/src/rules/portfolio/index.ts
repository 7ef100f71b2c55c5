export * from "./allocation.js";
export * from "./figures.js";
export * from "./lots.js";
export * from "./sheets.js";
export * from "./sort.js";
export * from "./texts.js";
