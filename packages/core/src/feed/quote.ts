import { depthLevels, type PacketType, packetType } from "./layout.js";

/** Prices and quantities (4 bytes) and order counts (2 bytes) of five levels a side. */
const bookBytes = 20 * depthLevels;

/**
 * The live record of one instrument. One object per subscribed instrument, reused for every packet: the decoder
 * writes into it and never allocates. Prices are integers in the segment's minor units.
 */
export class Quote {
  readonly segment: number;
  readonly token: number;
  /** The richest packet type received so far. */
  mode: PacketType = packetType.ltp;
  /** Increments on every packet: a cheap snapshot for `useSyncExternalStore`. */
  version = 0;
  ltp = 0;
  close = 0;
  /** Exchange time, seconds since the Unix epoch. */
  time = 0;
  open = 0;
  high = 0;
  low = 0;
  atp = 0;
  lastQty = 0;
  volume = 0;
  totalBuyQty = 0;
  totalSellQty = 0;
  oi = 0;
  oiChange = 0;
  upperCircuit = 0;
  lowerCircuit = 0;
  high52 = 0;
  low52 = 0;
  // The book's six arrays are views of one buffer: a full packet's depth lands in two cache lines, not six places.
  readonly #book = new ArrayBuffer(bookBytes);
  readonly bidPrice = new Int32Array(this.#book, 0, depthLevels);
  readonly askPrice = new Int32Array(this.#book, 4 * depthLevels, depthLevels);
  readonly bidQty = new Uint32Array(this.#book, 8 * depthLevels, depthLevels);
  readonly askQty = new Uint32Array(this.#book, 12 * depthLevels, depthLevels);
  readonly bidOrders = new Uint16Array(this.#book, 16 * depthLevels, depthLevels);
  readonly askOrders = new Uint16Array(this.#book, 18 * depthLevels, depthLevels);
  /** @internal Queued for notification. */
  dirty = false;
  /** @internal Who hears of this record's changes (kept here so notification needs no look-up). */
  readonly listeners: ((quote: Quote) => void)[] = [];

  constructor(segment: number, token: number) {
    this.segment = segment;
    this.token = token;
  }

  /** Change from the previous close, in minor units. */
  get change(): number {
    return this.close === 0 ? 0 : this.ltp - this.close;
  }

  /** Change from the previous close in percent. */
  get changePercent(): number {
    return this.close === 0 ? 0 : ((this.ltp - this.close) * 100) / this.close;
  }
}
