import { instrumentKey, isFutureKind, istDayOf, istInstant, segmentSession } from "@trade/core";
import { flatQuote } from "../quote.js";
import type { Instrument, MarketQuote } from "../types.js";
import { mixSeed, Rng } from "./random.js";
import type { Walker } from "./walker.js";

const depthSalt = 0xdee9;

/** One instrument's live state. A class so that every entry has one shape (the tick loop stays monomorphic). */
export class Entry {
  readonly instrument: Instrument;
  readonly quote: MarketQuote;
  /** The walker at the root of the underlying chain (itself for walkers). */
  readonly root: Walker;
  readonly rng: Rng;
  readonly tick: number;
  readonly lot: number;
  /** Walkers only. */
  readonly walker: Walker | undefined;
  /** Derivatives only: the underlying entry and the expiry instant. */
  readonly underlying: Entry | undefined;
  readonly expiryMs: number;
  readonly option: boolean;
  readonly put: boolean;
  readonly onFuture: boolean;
  /** The root's version and live day when this entry was last refreshed. */
  seenVersion = -1;
  seenDay = -1;
  started = false;
  turnover = 0;
  oiLots = 0;
  oiPrevLots = 0;
  /** The day's open-interest knots (openInterest.ts), for `oiKnotsDay`. */
  oiKnots: Float64Array = new Float64Array(0);
  oiKnotsDay = -1;
  dailyVolume = 0;
  rangeDay = -1;
  rangeHigh = 0;
  rangeLow = 0;

  constructor(
    instrument: Instrument,
    seed: number,
    root: Walker,
    walker: Walker | undefined,
    underlying: Entry | undefined,
  ) {
    this.instrument = instrument;
    this.quote = flatQuote(instrument.segment, instrument.token, 0, 0, { upper: 0, lower: 0 });
    this.rng = new Rng(mixSeed(seed, instrument.segment, instrument.token, depthSalt));
    this.tick = Math.max(1, instrument.tick);
    this.lot = Math.max(1, instrument.lotSize);
    this.root = root;
    this.walker = walker;
    this.underlying = underlying;
    this.option = isOption(instrument);
    this.put = instrument.optionType === "PE";
    this.onFuture = underlying !== undefined && isFuture(underlying.instrument);
    this.expiryMs =
      underlying === undefined || instrument.expiry === null
        ? 0
        : istInstant(istDayOf(instrument.expiry), segmentSession(instrument.segment).close);
    this.dailyVolume =
      walker !== undefined ? walker.dailyVolume : instrument.lotSize * (this.option ? 50_000 : 20_000);
  }
}

export const key = instrumentKey;
export const isOption = (i: Instrument) => i.optionType !== null && i.strike !== null;
export const isFuture = (i: Instrument) => isFutureKind(i.kind);

/** A copy of a live quote record (its depth arrays too). */
export function copyQuote(q: MarketQuote): MarketQuote {
  return {
    ...q,
    bidPrice: Array.from(q.bidPrice),
    bidQty: Array.from(q.bidQty),
    bidOrders: Array.from(q.bidOrders),
    askPrice: Array.from(q.askPrice),
    askQty: Array.from(q.askQty),
    askOrders: Array.from(q.askOrders),
  };
}

/** Five levels a side around the last price, inside the circuit band, from the entry's own random stream. */
export function refreshDepth(entry: Entry): void {
  const q = entry.quote;
  const { tick, rng, lot } = entry;
  if (entry.instrument.kind === "INDEX" || q.ltp <= 0) return;
  const band = {
    upper: q.upperCircuit === 0 ? Number.POSITIVE_INFINITY : q.upperCircuit,
    lower: q.upperCircuit === 0 ? tick : q.lowerCircuit,
  };
  const depthLots = entry.instrument.kind === "EQ" ? 200 : 40;
  let bid = q.ltp - (rng.next() < 0.5 ? 0 : tick);
  let ask = bid + tick * (rng.next() < 0.8 ? 1 : 2);
  let totalBuy = 0;
  let totalSell = 0;
  for (let i = 0; i < 5; i += 1) {
    const bidLots = 1 + Math.floor(rng.next() * depthLots);
    const askLots = 1 + Math.floor(rng.next() * depthLots);
    const bidOrderCount = 1 + Math.floor(rng.next() * Math.min(bidLots, 25));
    const askOrderCount = 1 + Math.floor(rng.next() * Math.min(askLots, 25));
    const bids = { price: q.bidPrice, qty: q.bidQty, orders: q.bidOrders };
    const asks = { price: q.askPrice, qty: q.askQty, orders: q.askOrders };
    totalBuy += setLevel(bids, i, bid, bidLots * lot, bidOrderCount, band);
    totalSell += setLevel(asks, i, ask, askLots * lot, askOrderCount, band);
    bid -= tick * (rng.next() < 0.7 ? 1 : 2);
    ask += tick * (rng.next() < 0.7 ? 1 : 2);
  }
  q.totalBuyQty = totalBuy * (8 + Math.floor(rng.next() * 8));
  q.totalSellQty = totalSell * (8 + Math.floor(rng.next() * 8));
}

/** One level of one side: the price and size when the price is inside the band, else an empty level. */
function setLevel(
  side: { price: ArrayLike<number>; qty: ArrayLike<number>; orders: ArrayLike<number> },
  level: number,
  price: number,
  quantity: number,
  orders: number,
  band: { upper: number; lower: number },
): number {
  const inside = price > 0 && price >= band.lower && price <= band.upper;
  (side.price as number[])[level] = inside ? price : 0;
  (side.qty as number[])[level] = inside ? quantity : 0;
  (side.orders as number[])[level] = inside ? orders : 0;
  return inside ? quantity : 0;
}
