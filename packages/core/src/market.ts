/**
 * `@trade/core/market`: market look-ups (spec 3 §7 Market and stock data) as their own entry: `marketOf(client)`
 * with search, the scrip and index masters, one instrument by token, candles, metadata, and quote snapshots over
 * the market-data socket (LTP, OHLC, depth in minor units and rupees) without decoding the binary feed.
 */
export * from "./market/resource.js";
export type { DepthLevel, QuoteSnapshot, QuoteSnapshotOptions } from "./market/snapshot.js";
