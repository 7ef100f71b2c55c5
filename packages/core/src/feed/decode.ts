import { at, depthLevelSize, depthLevels, level, packetSize, packetType } from "./layout.js";
import { Quote } from "./quote.js";

/** Finds the record of an instrument, or undefined when nobody listens to it (a `QuoteIndex`, a Map wrapper, ...). */
export interface QuoteLookup {
  get(segment: number, token: number): Quote | undefined;
}

const headerSize = 8;

/** Write one LTP, quote or full packet at `offset` into `quote`. */
export function writePacket(
  view: DataView,
  offset: number,
  type: number,
  length: number,
  quote: Quote,
): boolean {
  if (type === packetType.ltp) {
    if (length < packetSize[packetType.ltp]) return false;
  } else if (type === packetType.quote) {
    if (length < packetSize[packetType.quote]) return false;
  } else if (type === packetType.full) {
    if (length < packetSize[packetType.full]) return false;
  } else {
    return false;
  }
  quote.ltp = view.getInt32(offset + at.ltp, true);
  quote.close = view.getInt32(offset + at.close, true);
  quote.time = view.getUint32(offset + at.time, true);
  if (type !== packetType.ltp) {
    quote.open = view.getInt32(offset + at.open, true);
    quote.high = view.getInt32(offset + at.high, true);
    quote.low = view.getInt32(offset + at.low, true);
    quote.atp = view.getInt32(offset + at.atp, true);
    quote.lastQty = view.getUint32(offset + at.lastQty, true);
    quote.volume = view.getFloat64(offset + at.volume, true);
    quote.totalBuyQty = view.getFloat64(offset + at.totalBuyQty, true);
    quote.totalSellQty = view.getFloat64(offset + at.totalSellQty, true);
    quote.oi = view.getFloat64(offset + at.oi, true);
    quote.oiChange = view.getFloat64(offset + at.oiChange, true);
    if (type === packetType.full) {
      quote.upperCircuit = view.getInt32(offset + at.upperCircuit, true);
      quote.lowerCircuit = view.getInt32(offset + at.lowerCircuit, true);
      quote.high52 = view.getInt32(offset + at.high52, true);
      quote.low52 = view.getInt32(offset + at.low52, true);
      let o = offset + at.depth;
      for (let i = 0; i < depthLevels; i++, o += depthLevelSize) {
        quote.bidPrice[i] = view.getInt32(o + level.price, true);
        quote.bidQty[i] = view.getUint32(o + level.quantity, true);
        quote.bidOrders[i] = view.getUint16(o + level.orders, true);
      }
      for (let i = 0; i < depthLevels; i++, o += depthLevelSize) {
        quote.askPrice[i] = view.getInt32(o + level.price, true);
        quote.askQty[i] = view.getUint32(o + level.quantity, true);
        quote.askOrders[i] = view.getUint16(o + level.orders, true);
      }
    }
  }
  if (type > quote.mode) quote.mode = type as 1 | 2 | 3;
  quote.version++;
  return true;
}

/** What `decodeFrame` reports about one frame. */
export interface FrameSummary {
  /** Packets applied to a record. */
  applied: number;
  /** Packets of a known type for an instrument without a record. */
  unmatched: number;
  /** Packets of a type this reader does not know, skipped by their length. */
  unknown: number;
  /** Server time of the last heartbeat packet in the frame, or 0. */
  serverTime: number;
  /** True when the frame ended in a truncated or malformed packet (the rest was dropped). */
  malformed: boolean;
}

/**
 * Decode one binary frame (one or more packets laid end to end) into the records `lookup` finds. Pure apart from the
 * records it writes; allocates nothing per packet. `onApplied` runs once per applied packet (e.g. to queue a
 * notification).
 */
export function decodeFrame(
  view: DataView,
  lookup: QuoteLookup,
  onApplied?: (quote: Quote) => void,
  summary?: FrameSummary,
): FrameSummary | undefined {
  const end = view.byteLength;
  let offset = 0;
  let applied = 0;
  let unmatched = 0;
  let unknown = 0;
  let serverTime = 0;
  let malformed = false;
  while (offset < end) {
    if (offset + headerSize > end) {
      malformed = true;
      break;
    }
    const type = view.getUint8(offset + at.type);
    const length = view.getUint16(offset + at.length, true);
    if (length < headerSize || offset + length > end) {
      malformed = true;
      break;
    }
    if (type === packetType.heartbeat) {
      serverTime = view.getUint32(offset + at.serverTime, true);
    } else if (type <= packetType.full) {
      const quote = lookup.get(view.getUint8(offset + at.segment), view.getUint32(offset + at.token, true));
      if (quote !== undefined && writePacket(view, offset, type, length, quote)) {
        applied++;
        onApplied?.(quote);
      } else {
        unmatched++;
      }
    } else {
      unknown++;
    }
    offset += length;
  }
  if (summary === undefined) return undefined;
  summary.applied = applied;
  summary.unmatched = unmatched;
  summary.unknown = unknown;
  summary.serverTime = serverTime;
  summary.malformed = malformed;
  return summary;
}

/**
 * Decode a frame into fresh records, one per packet: for tools, tests and other languages' reference. Allocates;
 * the live path uses `decodeFrame` with reused records.
 */
export function decodePackets(data: ArrayBuffer | ArrayBufferView): Quote[] {
  const view =
    data instanceof ArrayBuffer
      ? new DataView(data)
      : new DataView(data.buffer, data.byteOffset, data.byteLength);
  const quotes: Quote[] = [];
  decodeFrame(view, { get: (segment, token) => new Quote(segment, token) }, (quote) => quotes.push(quote));
  return quotes;
}
