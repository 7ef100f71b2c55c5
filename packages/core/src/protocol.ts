/**
 * `@trade/core/protocol`: the quote feed's wire format for servers and tools: the layout, the encoder and the
 * subscription parser (the sandbox serves the feed with these).
 */

export { decodePackets } from "./feed/decode.js";
export { encodeHeartbeat, encodePacket, type QuoteFields, sampleQuote, zeroQuote } from "./feed/encode.js";
export * from "./feed/layout.js";
export * from "./feed/subscription.js";
