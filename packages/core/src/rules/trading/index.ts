export * from "./activation.js";
export * from "./exitAll.js";
export * from "./messages.js";
export * from "./orderChecks.js";
export * from "./orderTypes.js";
export * from "./placeErrors.js";
export * from "./positions.js";
export * from "./windows.js";
