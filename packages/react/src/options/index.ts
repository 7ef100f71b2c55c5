/**
 * `@trade/react/options`: the option chain for React. `optionsKeys` and `optionsQueries` (query options over
 * `optionsOf(client)` from `@trade/core/options`), `useOptionChain`, and the embeddable `OptionChain` widget: live
 * calls and puts around the money, buy and sell from a cell, keyboard navigation.
 */
export { type BoundStrike, bindChain, markMoney } from "./bindChain.js";
export type { OptionContract } from "./ChainRow.js";
export { type ChainColumn, callColumns, sideColumns } from "./chainColumns.js";
export { type ChainCursor, moveCursor, sideOfColumn, tradeKey } from "./chainGrid.js";
export { type UseOptionChainOptions, useOptionChain } from "./hooks.js";
export { OptionChain, type OptionChainProps } from "./OptionChain.js";
export { greeksRefreshMs, optionsKeys, optionsQueries } from "./queries.js";
