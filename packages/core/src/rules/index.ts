export * from "./account.js";
export * from "./errorCatalogue.js";
export * from "./session.js";
