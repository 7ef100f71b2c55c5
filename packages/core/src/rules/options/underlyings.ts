/*
 * The option chains' underlyings the header and the shortcuts name (a module of its own: the app's first screen needs
 * these, not the chain's strike grids).
 */

/** Underlying index tokens of spec 2 §9 (NIFTY and SENSEX from the trade tools' list, spec 2 §2). */
export const underlyingTokens = {
  NIFTY: 99926000,
  SENSEX: 99919000,
  BANKNIFTY: 99926009,
  FINNIFTY: 99926037,
  BANKEX: 99919012,
  MIDCPNIFTY: 99926074,
  "INDIA VIX": 99926017,
} as const;

/** Whether an index of the index master has an option chain (spec 1 §2.3: only indices with F&O): a nearest future. */
export const indexHasOptionChain = (entry: { tokenref: readonly number[] }): boolean =>
  (entry.tokenref[1] ?? 0) !== 0;
