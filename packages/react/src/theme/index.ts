export * from "./colors.js";
export * from "./ThemeProvider.js";
export * from "./tokens.js";
