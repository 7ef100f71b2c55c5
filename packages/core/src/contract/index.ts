export * from "./auth.js";
export * from "./config.js";
export * from "./endpoints.js";
export * from "./envelope.js";
export * from "./funds.js";
export * from "./notifications.js";
export * from "./preference.js";
export * from "./profile.js";
