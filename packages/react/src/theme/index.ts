export * from "./ThemeProvider.js";
export * from "./tokens.js";
