import { at, depthLevelSize, depthLevels, level, packetSize, packetType } from "./layout.js";
import { Quote } from "./quote.js";

/** Finds the record of an instrument, or undefined when nobody listens to it (a `QuoteIndex`, a Map wrapper, ...). */
export interface QuoteLookup {
  get(segment: number, token: number): Quote | undefined;
}

/** Write an LTP packet at `offset` into `quote` (the caller checked its length). */
export function writeLtp(view: DataView, offset: number, quote: Quote): void {
  quote.ltp = view.getInt32(offset + offsetLtp, true);
  quote.close = view.getInt32(offset + offsetClose, true);
  quote.time = view.getUint32(offset + offsetTime, true);
  quote.version++;
}

/** Write a quote packet (LTP fields, OHLC, volume, ATP, buy/sell quantities, OI). */
export function writeQuote(view: DataView, offset: number, quote: Quote): void {
  writeLtp(view, offset, quote);
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
  if (quote.mode < packetType.quote) quote.mode = packetType.quote;
}

/** Write a full packet (quote fields, circuits, 52-week range, 5-level depth). */
export function writeFull(view: DataView, offset: number, quote: Quote): void {
  writeQuote(view, offset, quote);
  quote.upperCircuit = view.getInt32(offset + at.upperCircuit, true);
  quote.lowerCircuit = view.getInt32(offset + at.lowerCircuit, true);
  quote.high52 = view.getInt32(offset + at.high52, true);
  quote.low52 = view.getInt32(offset + at.low52, true);
  writeDepth(view, offset + depthOffset, quote.bidPrice, quote.bidQty, quote.bidOrders);
  writeDepth(view, offset + depthOffset + depthSideSize, quote.askPrice, quote.askQty, quote.askOrders);
  quote.mode = packetType.full;
}

const depthOffset = at.depth;
const depthSideSize = depthLevels * depthLevelSize;
const levelQuantity = level.quantity;
const levelOrders = level.orders;

/** One side of the book: five levels of price, quantity and orders, unrolled (the hot path of full packets). */
function writeDepth(
  view: DataView,
  o: number,
  price: Int32Array,
  quantity: Uint32Array,
  orders: Uint16Array,
): void {
  price[0] = view.getInt32(o, true);
  quantity[0] = view.getUint32(o + levelQuantity, true);
  orders[0] = view.getUint16(o + levelOrders, true);
  price[1] = view.getInt32(o + 12, true);
  quantity[1] = view.getUint32(o + 12 + levelQuantity, true);
  orders[1] = view.getUint16(o + 12 + levelOrders, true);
  price[2] = view.getInt32(o + 24, true);
  quantity[2] = view.getUint32(o + 24 + levelQuantity, true);
  orders[2] = view.getUint16(o + 24 + levelOrders, true);
  price[3] = view.getInt32(o + 36, true);
  quantity[3] = view.getUint32(o + 36 + levelQuantity, true);
  orders[3] = view.getUint16(o + 36 + levelOrders, true);
  price[4] = view.getInt32(o + 48, true);
  quantity[4] = view.getUint32(o + 48 + levelQuantity, true);
  orders[4] = view.getUint16(o + 48 + levelOrders, true);
}

const ltpSize = packetSize[packetType.ltp];
const quoteSize = packetSize[packetType.quote];
const fullSize = packetSize[packetType.full];

/** What `decodeFrame` reports about one frame. */
export interface FrameSummary {
  /** Packets of a known type for an instrument without a record. */
  unmatched: number;
  /** Packets of a type this reader does not know, skipped by their length. */
  unknown: number;
  /** Server time of the last heartbeat packet in the frame, or 0. */
  serverTime: number;
  /** True when the frame ended in a truncated or malformed packet (the rest was dropped). */
  malformed: boolean;
}

/** Records changed since the last notification, each once (`Quote.dirty` marks membership). */
export interface ChangedQueue {
  quotes: Quote[];
  count: number;
}

// Plain numbers, so the optimiser folds them into the loop.
const headerSize = 8;
const typeHeartbeat = 0;
const typeLtp = 1;
const typeQuote = 2;
const typeFull = 3;
const offsetToken = at.token;
const offsetServerTime = at.serverTime;
const offsetLtp = at.ltp;
const offsetClose = at.close;
const offsetTime = at.time;

/**
 * Decode one binary frame (one or more packets laid end to end) into the records `lookup` finds. Pure apart from the
 * records it writes; allocates nothing per packet. Each record written joins `changed` once, for notification.
 */
export function decodeFrame(
  view: DataView,
  lookup: QuoteLookup,
  changed?: ChangedQueue,
  summary?: FrameSummary,
): FrameSummary | undefined {
  const end = view.byteLength;
  let offset = 0;
  let unmatched = 0;
  let unknown = 0;
  let serverTime = 0;
  let malformed = false;
  // The queue's array and length live in locals for the loop (written back once, below).
  const queue = changed === undefined ? undefined : changed.quotes;
  let queued = changed === undefined ? 0 : changed.count;
  while (offset + headerSize <= end) {
    // Type, segment and length in one little-endian read: byte 0, byte 1, bytes 2-3.
    const head = view.getUint32(offset, true);
    const type = head & 0xff;
    const length = head >>> 16;
    if (length < headerSize || offset + length > end) {
      malformed = true;
      break;
    }
    if (type === typeHeartbeat) {
      serverTime = view.getUint32(offset + offsetServerTime, true);
    } else if (type <= typeFull) {
      const quote = lookup.get((head >>> 8) & 0xff, view.getUint32(offset + offsetToken, true));
      if (quote === undefined) {
        unmatched++;
      } else {
        if (type === typeLtp) {
          if (length >= ltpSize) writeLtp(view, offset, quote);
        } else if (type === typeQuote) {
          if (length >= quoteSize) writeQuote(view, offset, quote);
        } else if (length >= fullSize) {
          writeFull(view, offset, quote);
        }
        if (queue !== undefined && !quote.dirty) {
          quote.dirty = true;
          queue[queued++] = quote;
        }
      }
    } else {
      unknown++;
    }
    offset += length;
  }
  if (changed !== undefined) changed.count = queued;
  // A frame that does not end on a packet boundary ends in a truncated packet.
  if (offset < end) malformed = true;
  if (summary === undefined) return undefined;
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
  const changed: ChangedQueue = { quotes: [], count: 0 };
  decodeFrame(view, { get: (segment, token) => new Quote(segment, token) }, changed);
  return changed.quotes;
}
