/**
 * `@trade/core/feed`: the live quote feed on its own entry point, so a page that shows prices loads only this.
 */
export {
  type ChangedQueue,
  decodeFrame,
  type FrameSummary,
  type QuoteLookup,
  writeFull,
  writeLtp,
  writeQuote,
} from "./decode.js";
export {
  at,
  depthLevelSize,
  depthLevels,
  level,
  marketDataTimeoutMs,
  maxInstrumentsPerConnection,
  type PacketType,
  packetSize,
  packetType,
  protocolVersion,
  subscriptionFlag,
} from "./layout.js";
export { Quote } from "./quote.js";
export {
  QuoteFeed,
  type QuoteFeedEvents,
  type QuoteFeedOptions,
  type QuoteListener,
  type QuoteMode,
  SubscriptionLimitError,
} from "./quoteFeed.js";
export {
  type FeedEnvelope,
  type Instrument,
  type SubscriptionMessage,
  subscriptionText,
} from "./subscription.js";
