import { at, depthLevelSize, depthLevels, level, type PacketType, packetSize, packetType } from "./layout.js";

/** The fields an encoder reads; `Quote` has them all, and so does the sandbox's market record. */
export interface QuoteFields {
  segment: number;
  token: number;
  ltp: number;
  close: number;
  time: number;
  open: number;
  high: number;
  low: number;
  atp: number;
  lastQty: number;
  volume: number;
  totalBuyQty: number;
  totalSellQty: number;
  oi: number;
  oiChange: number;
  upperCircuit: number;
  lowerCircuit: number;
  high52: number;
  low52: number;
  bidPrice: ArrayLike<number>;
  bidQty: ArrayLike<number>;
  bidOrders: ArrayLike<number>;
  askPrice: ArrayLike<number>;
  askQty: ArrayLike<number>;
  askOrders: ArrayLike<number>;
}

const noDepth = () => new Array<number>(depthLevels).fill(0);

/**
 * An instrument's quote with every field 0 and an empty book (new arrays each call): the start of a market's record
 * before its first price, or a test's packet with the fields it needs spread over it.
 */
export function zeroQuote(segment: number, token: number): QuoteFields {
  return {
    segment,
    token,
    ltp: 0,
    close: 0,
    time: 0,
    open: 0,
    high: 0,
    low: 0,
    atp: 0,
    lastQty: 0,
    volume: 0,
    totalBuyQty: 0,
    totalSellQty: 0,
    oi: 0,
    oiChange: 0,
    upperCircuit: 0,
    lowerCircuit: 0,
    high52: 0,
    low52: 0,
    bidPrice: noDepth(),
    bidQty: noDepth(),
    bidOrders: noDepth(),
    askPrice: noDepth(),
    askQty: noDepth(),
    askOrders: noDepth(),
  };
}

/**
 * A plausible full packet around `ltp` (minor units): open, high, low, circuits and the 52-week range spread about it,
 * volumes, and five depth levels each side five paise apart. For tests, benches and demos that need a feed without a
 * market.
 */
export function sampleQuote(segment: number, token: number, ltp: number): QuoteFields {
  const depth = (best: number, step: number) => Array.from({ length: 5 }, (_, i) => best + i * step);
  return {
    ...zeroQuote(segment, token),
    ltp,
    close: ltp - 500,
    time: 1_764_000_000,
    open: ltp - 100,
    high: ltp + 300,
    low: ltp - 400,
    atp: ltp - 20,
    lastQty: 10,
    volume: 1_000_000,
    totalBuyQty: 50_000,
    totalSellQty: 40_000,
    upperCircuit: ltp + 10_000,
    lowerCircuit: ltp - 10_000,
    high52: ltp + 20_000,
    low52: ltp - 20_000,
    bidPrice: depth(ltp - 5, -5),
    bidQty: [100, 200, 300, 400, 500],
    bidOrders: [1, 2, 3, 4, 5],
    askPrice: depth(ltp + 5, 5),
    askQty: [100, 200, 300, 400, 500],
    askOrders: [1, 2, 3, 4, 5],
  };
}

type NumberField = Exclude<keyof QuoteFields & keyof typeof at, "segment" | "token">;
type WireNumbers = Record<"i32" | "u32" | "f64", readonly NumberField[]>;

/** The numbers each packet type adds to the one before it (LTP, then quote, then full), by wire type (layout.ts). */
const packetNumbers: Record<"ltp" | "quote" | "full", WireNumbers> = {
  ltp: { i32: ["ltp", "close"], u32: ["time"], f64: [] },
  quote: {
    i32: ["open", "high", "low", "atp"],
    u32: ["lastQty"],
    f64: ["volume", "totalBuyQty", "totalSellQty", "oi", "oiChange"],
  },
  full: { i32: ["upperCircuit", "lowerCircuit", "high52", "low52"], u32: [], f64: [] },
};

function writeNumbers(view: DataView, offset: number, quote: QuoteFields, numbers: WireNumbers): void {
  for (const name of numbers.i32) view.setInt32(offset + at[name], quote[name], true);
  for (const name of numbers.u32) view.setUint32(offset + at[name], quote[name], true);
  for (const name of numbers.f64) view.setFloat64(offset + at[name], quote[name], true);
}

/** Write one packet of `type` for `quote` at `offset`; returns the offset after it. */
export function encodePacket(view: DataView, offset: number, type: PacketType, quote: QuoteFields): number {
  if (type === packetType.heartbeat) return encodeHeartbeat(view, offset, quote.time);
  const size = packetSize[type];
  view.setUint8(offset + at.type, type);
  view.setUint8(offset + at.segment, quote.segment);
  view.setUint16(offset + at.length, size, true);
  view.setUint32(offset + at.token, quote.token, true);
  writeNumbers(view, offset, quote, packetNumbers.ltp);
  if (type === packetType.ltp) return offset + size;
  writeNumbers(view, offset, quote, packetNumbers.quote);
  if (type === packetType.quote) return offset + size;
  writeNumbers(view, offset, quote, packetNumbers.full);
  const asks = writeDepthSide(view, offset + at.depth, quote.bidPrice, quote.bidQty, quote.bidOrders);
  writeDepthSide(view, asks, quote.askPrice, quote.askQty, quote.askOrders);
  return offset + size;
}

/** One side of the book, five levels from `o`; returns the offset after it. No array is made per packet. */
function writeDepthSide(
  view: DataView,
  o: number,
  prices: ArrayLike<number>,
  quantities: ArrayLike<number>,
  orders: ArrayLike<number>,
): number {
  for (let i = 0; i < depthLevels; i++, o += depthLevelSize) {
    view.setInt32(o + level.price, prices[i] ?? 0, true);
    view.setUint32(o + level.quantity, quantities[i] ?? 0, true);
    view.setUint16(o + level.orders, orders[i] ?? 0, true);
    view.setUint16(o + level.reserved, 0, true);
  }
  return o;
}

export function encodeHeartbeat(view: DataView, offset: number, serverTime: number): number {
  view.setUint8(offset + at.type, packetType.heartbeat);
  view.setUint8(offset + at.segment, 0);
  view.setUint16(offset + at.length, packetSize[packetType.heartbeat], true);
  view.setUint32(offset + at.serverTime, serverTime, true);
  return offset + packetSize[packetType.heartbeat];
}
