export * from "./availability.js";
export * from "./metrics.js";
export * from "./simulate.js";
