/**
 * `@trade/core/shortcuts`: the keyboard shortcut tables of spec 1 §2.7 and spec 2 §2 as data, with the pure
 * matching functions the app, the widgets and the tests share. Its own entry so the main entry keeps its budget.
 */
export * from "./rules/shortcuts.js";
