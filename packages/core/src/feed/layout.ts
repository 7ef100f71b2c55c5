/**
 * The binary quote feed's packet layout: every offset in one place, shared by the decoder, the sandbox's encoder and
 * docs/protocol/quote-feed.md. All numbers little-endian. Prices are integers in the segment's minor units (divide by
 * the segment's price divider: 100, 10000000 for segment 13, 10000 for segment 21).
 */
export const packetType = {
  heartbeat: 0,
  ltp: 1,
  quote: 2,
  full: 3,
} as const;
export type PacketType = (typeof packetType)[keyof typeof packetType];

/** Size in bytes of each packet type; a frame is packets laid end to end. */
export const packetSize = {
  [packetType.heartbeat]: 8,
  [packetType.ltp]: 20,
  [packetType.quote]: 80,
  [packetType.full]: 216,
} as const;

/** Offsets within a packet. */
export const at = {
  type: 0, // u8
  segment: 1, // u8
  length: 2, // u16, this packet's length in bytes (lets a reader skip packet types it does not know)
  token: 4, // u32
  ltp: 8, // i32
  close: 12, // i32, previous close
  time: 16, // u32, exchange time in seconds since the Unix epoch
  // quote and full
  open: 20, // i32
  high: 24, // i32
  low: 28, // i32
  atp: 32, // i32, average traded price
  lastQty: 36, // u32, last traded quantity
  volume: 40, // f64
  totalBuyQty: 48, // f64
  totalSellQty: 56, // f64
  oi: 64, // f64, open interest
  oiChange: 72, // f64, change in open interest since the previous close
  // full only
  upperCircuit: 80, // i32
  lowerCircuit: 84, // i32
  high52: 88, // i32
  low52: 92, // i32
  depth: 96, // 10 levels of 12 bytes: 5 bids (best first) then 5 asks (best first)
  // heartbeat
  serverTime: 4, // u32, seconds since the Unix epoch
} as const;

export const depthLevels = 5;
export const depthLevelSize = 12;
/** Offsets within one depth level. */
export const level = {
  price: 0, // i32
  quantity: 4, // u32
  orders: 8, // u16
  reserved: 10, // u16, zero
} as const;

/** Subscription text (spec 2 §7): `version|packetId|bucketId|segment|token|...|flag`. */
export const protocolVersion = 1;
export const subscriptionFlag = { subscribe: 1, unsubscribe: 2 } as const;

/** Instruments one connection may hold. Past it the client raises an error; it never drops instruments silently. */
export const maxInstrumentsPerConnection = 3000;

/** The second market-data socket answers within this time (spec 2 §7). */
export const marketDataTimeoutMs = 500;
