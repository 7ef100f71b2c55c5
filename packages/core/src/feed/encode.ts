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

/** Write one packet of `type` for `quote` at `offset`; returns the offset after it. */
export function encodePacket(view: DataView, offset: number, type: PacketType, quote: QuoteFields): number {
  if (type === packetType.heartbeat) return encodeHeartbeat(view, offset, quote.time);
  const size = packetSize[type];
  view.setUint8(offset + at.type, type);
  view.setUint8(offset + at.segment, quote.segment);
  view.setUint16(offset + at.length, size, true);
  view.setUint32(offset + at.token, quote.token, true);
  view.setInt32(offset + at.ltp, quote.ltp, true);
  view.setInt32(offset + at.close, quote.close, true);
  view.setUint32(offset + at.time, quote.time, true);
  if (type === packetType.ltp) return offset + size;
  view.setInt32(offset + at.open, quote.open, true);
  view.setInt32(offset + at.high, quote.high, true);
  view.setInt32(offset + at.low, quote.low, true);
  view.setInt32(offset + at.atp, quote.atp, true);
  view.setUint32(offset + at.lastQty, quote.lastQty, true);
  view.setFloat64(offset + at.volume, quote.volume, true);
  view.setFloat64(offset + at.totalBuyQty, quote.totalBuyQty, true);
  view.setFloat64(offset + at.totalSellQty, quote.totalSellQty, true);
  view.setFloat64(offset + at.oi, quote.oi, true);
  view.setFloat64(offset + at.oiChange, quote.oiChange, true);
  if (type === packetType.quote) return offset + size;
  view.setInt32(offset + at.upperCircuit, quote.upperCircuit, true);
  view.setInt32(offset + at.lowerCircuit, quote.lowerCircuit, true);
  view.setInt32(offset + at.high52, quote.high52, true);
  view.setInt32(offset + at.low52, quote.low52, true);
  let o = offset + at.depth;
  for (const [prices, quantities, orders] of [
    [quote.bidPrice, quote.bidQty, quote.bidOrders],
    [quote.askPrice, quote.askQty, quote.askOrders],
  ] as const) {
    for (let i = 0; i < depthLevels; i++, o += depthLevelSize) {
      view.setInt32(o + level.price, prices[i] ?? 0, true);
      view.setUint32(o + level.quantity, quantities[i] ?? 0, true);
      view.setUint16(o + level.orders, orders[i] ?? 0, true);
      view.setUint16(o + level.reserved, 0, true);
    }
  }
  return offset + size;
}

export function encodeHeartbeat(view: DataView, offset: number, serverTime: number): number {
  view.setUint8(offset + at.type, packetType.heartbeat);
  view.setUint8(offset + at.segment, 0);
  view.setUint16(offset + at.length, packetSize[packetType.heartbeat], true);
  view.setUint32(offset + at.serverTime, serverTime, true);
  return offset + packetSize[packetType.heartbeat];
}
