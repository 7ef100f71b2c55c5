export * from "./account.js";
export * from "./errorCatalogue.js";
export * from "./layout.js";
export * from "./marketClock.js";
export * from "./price.js";
export * from "./segments.js";
export * from "./session.js";
export * from "./socket.js";
