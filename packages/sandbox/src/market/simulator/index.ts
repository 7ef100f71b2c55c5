import { defaultMarketCalendar, istDateKey, type MarketCalendar, tradingDayOnOrBefore } from "@trade/core";
import type { Candle, CandleInterval, Greeks, Instrument, MarketQuote } from "../types.js";
import { candlesOf, intervalMinutes } from "./candles.js";
import type { MarketClock } from "./clock.js";
import { copyQuote, Entry, isFuture, isOption, key, refreshDepth } from "./entry.js";
import { greeksOf } from "./greeks.js";
import {
  closeOiDay,
  initialOiLots,
  type OiHistory,
  type OiPoint,
  oiLotsAt,
  refreshOi,
} from "./openInterest.js";
import { optionPrice, riskFreeRate, smileVolatility, yearsBetween } from "./pricing.js";
import { Walker } from "./walker.js";

export { historyDays, listedDays, maxCandles } from "./candles.js";
export { demoStart, type MarketClock, SimulatedClock, type SimulatedClockOptions } from "./clock.js";
export type { OiHistory, OiPoint } from "./openInterest.js";
export {
  impliedVolatility,
  optionGreeks,
  optionPrice,
  riskFreeRate,
  smileVolatility,
  yearsBetween,
} from "./pricing.js";

/**
 * The sandbox's simulated market (see docs/sandbox.md, "Market").
 *
 * - Instruments without an underlying in the universe (indices, cash stocks, commodity and currency futures without a
 *   spot) walk by themselves: geometric Brownian motion with the instrument's annual volatility, stepped at least once
 *   per market minute, on the tick grid, inside the circuit band (cash: circuitPercent around the previous close;
 *   other tradables: 10 %), from a stream seeded by (seed, segment, token): adding an instrument changes nobody else.
 *   Indices and stocks share a common market shock (correlation 0.9 and 0.55).
 * - Futures follow their underlying: spot × e^{rT}, r = 6.5 %. Options are priced from their underlying's last price by
 *   Black-Scholes (Black-76 on a futures underlying) with a volatility smile; time to expiry from the market clock to
 *   the session close of the expiry date.
 * - Prices only move in the normal market of the instrument's segment (see core's marketClock); pre-open and closed
 *   phases keep the last price. Crossing into a new trading day makes today's last price the previous close.
 */
export interface SimulatorOptions {
  instruments: readonly Instrument[];
  seed: number;
  clock: MarketClock;
  calendar?: MarketCalendar;
}

/** What the look-ups and the feed read (the MarketData interface of market/marketData.ts). */
export interface SimulatorMarketData {
  quote(segment: number, token: number): MarketQuote | undefined;
  greeks(segment: number, token: number): Greeks | undefined;
  candles(segment: number, token: number, interval: CandleInterval, fromSec: number, toSec: number): Candle[];
  now(): number;
  /** A future's or option's day of open interest, price and underlying price; undefined for one without OI. */
  oiHistory(segment: number, token: number): OiHistory | undefined;
}

export interface Simulator extends SimulatorMarketData {
  /** Advance every instrument to the clock's now; returns the live records of the quotes that changed. */
  tick(): MarketQuote[];
  /** Called after every tick with the changed quotes; returns the unsubscribe function. */
  onTick(listener: (changed: readonly MarketQuote[]) => void): () => void;
  /**
   * Bring one instrument (and its underlying chain) up to the clock's now without moving the rest of the market, and
   * answer its live record; the next `tick` reports it among the changed. The matching engine uses it between ticks.
   */
  refresh(segment: number, token: number): MarketQuote | undefined;
  /** The live, mutable quote record (no copy; for the feed's hot path). `quote` returns a copy. */
  get(segment: number, token: number): MarketQuote | undefined;
  instrument(segment: number, token: number): Instrument | undefined;
  /** Every live quote record: the walkers' and the derivatives' looked up so far. */
  quotes(): IterableIterator<MarketQuote>;
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const { seed, clock } = options;
  const calendar = options.calendar ?? defaultMarketCalendar;
  const entries = new Map<number, Entry>();
  const walkers: Walker[] = [];
  const derived: Entry[] = [];
  const listeners = new Set<(changed: readonly MarketQuote[]) => void>();
  const startMs = clock.now();
  const byKey = new Map<number, Instrument>();
  for (const instrument of options.instruments)
    byKey.set(key(instrument.segment, instrument.token), instrument);

  function build(instrument: Instrument, trail: Set<number>): Entry | undefined {
    const k = key(instrument.segment, instrument.token);
    const existing = entries.get(k);
    if (existing !== undefined) return existing;
    if (trail.has(k)) return undefined;
    trail.add(k);
    const link = instrument.underlying;
    const underlyingInstrument = link === null ? undefined : byKey.get(key(link.segment, link.token));
    const under = underlyingInstrument === undefined ? undefined : build(underlyingInstrument, trail);
    let entry: Entry;
    if (under !== undefined && (isFuture(instrument) || isOption(instrument)) && instrument.expiry !== null) {
      entry = new Entry(instrument, seed, under.root, undefined, under);
      // After its underlying, which was built first: a tick refreshes every entry after the one it follows.
      derived.push(entry);
    } else {
      const walker = new Walker(instrument, seed, startMs, calendar);
      walkers.push(walker);
      entry = new Entry(instrument, seed, walker, walker, undefined);
    }
    if (instrument.kind !== "INDEX" && instrument.kind !== "EQ") initOi(entry);
    entries.set(k, entry);
    return entry;
  }

  /** The derivative's price (minor units, on its tick grid) for an underlying price at instant `ms`. */
  function priceFrom(entry: Entry, underlyingPrice: number, ms: number): number {
    const years = yearsBetween(ms, entry.expiryMs);
    let value: number;
    if (entry.option) {
      const strike = entry.instrument.strike ?? 0;
      value = optionPrice({
        underlying: underlyingPrice,
        strike,
        years,
        vol: smileVolatility(entry.root.instrument.volatility, underlyingPrice, strike, years),
        call: !entry.put,
        onFuture: entry.onFuture,
      });
    } else {
      value = underlyingPrice * Math.exp(riskFreeRate * years);
    }
    return Math.max(entry.tick, Math.round(value / entry.tick) * entry.tick);
  }

  function clampToBand(q: MarketQuote, price: number): number {
    if (q.upperCircuit === 0) return price;
    return Math.min(q.upperCircuit, Math.max(q.lowerCircuit, price));
  }

  /** The underlying price of a derivative at the root's previous close / open / high / low (for day figures). */
  function underlyingAt(entry: Entry, rootPrice: number, ms: number): number {
    const under = entry.underlying;
    if (under === undefined || under.underlying === undefined) return rootPrice;
    return priceFrom(under, underlyingAt(under, rootPrice, ms), ms);
  }

  function initOi(entry: Entry): void {
    entry.oiPrevLots = initialOiLots(entry, seed);
    entry.oiLots = oiLotsAt(entry, seed, clock.now());
  }

  function sessionFraction(walker: Walker): number {
    if (!walker.started) return 0;
    return walker.bars.count / walker.minutes;
  }

  function refreshWalker(entry: Entry, nowMs: number): void {
    const w = entry.walker!;
    const q = entry.quote;
    q.ltp = w.ltp;
    q.close = w.prevClose;
    q.time = Math.floor(nowMs / 1000);
    q.open = w.started ? w.dayOpen : 0;
    q.high = w.started ? w.dayHigh : 0;
    q.low = w.started ? w.dayLow : 0;
    q.volume = w.volume;
    q.atp = w.volume > 0 ? Math.round(w.turnover / w.volume) : 0;
    q.lastQty = w.lastQty;
    q.upperCircuit = w.upperCircuit;
    q.lowerCircuit = w.lowerCircuit;
    if (entry.rangeDay !== w.liveDay) {
      const range = w.range52();
      entry.rangeDay = w.liveDay;
      entry.rangeHigh = range.high;
      entry.rangeLow = range.low;
    }
    q.high52 = Math.max(entry.rangeHigh, q.high);
    q.low52 = q.low > 0 ? Math.min(entry.rangeLow, q.low) : entry.rangeLow;
    refreshOi(entry, seed, nowMs);
    refreshDepth(entry);
  }

  function refreshDerived(entry: Entry, nowMs: number): void {
    const under = entry.underlying!;
    const root = entry.root;
    const q = entry.quote;
    const lot = entry.lot;
    if (entry.seenDay !== root.liveDay) startDerivedDay(entry);
    q.ltp = clampToBand(q, priceFrom(entry, under.quote.ltp, nowMs));
    q.time = Math.floor(nowMs / 1000);
    if (root.started) {
      if (!entry.started) {
        entry.started = true;
        const openMs = root.sessionOpen(root.liveDay);
        q.open = clampToBand(q, priceFrom(entry, underlyingAt(entry, root.dayOpen, openMs), openMs));
        const a = clampToBand(q, priceFrom(entry, underlyingAt(entry, root.dayHigh, openMs), openMs));
        const b = clampToBand(q, priceFrom(entry, underlyingAt(entry, root.dayLow, openMs), openMs));
        q.high = Math.max(q.open, entry.put ? b : a, q.ltp);
        q.low = Math.min(q.open, entry.put ? a : b, q.ltp);
        q.volume = Math.round((entry.dailyVolume * sessionFraction(root)) / lot) * lot;
        entry.turnover = (q.volume * (q.open + q.ltp)) / 2;
      } else {
        if (q.ltp > q.high) q.high = q.ltp;
        if (q.ltp < q.low) q.low = q.ltp;
        const lots = 1 + Math.floor(entry.rng.next() * 20);
        q.lastQty = lots * lot;
        q.volume += lots * lot;
        entry.turnover += lots * lot * q.ltp;
      }
      q.atp = q.volume > 0 ? Math.round(entry.turnover / q.volume) : 0;
    }
    if (!entry.option && under.quote.high52 > 0) {
      if (entry.rangeDay !== root.liveDay) {
        entry.rangeDay = root.liveDay;
        entry.rangeHigh = priceFrom(entry, under.quote.high52, nowMs);
        entry.rangeLow = priceFrom(entry, under.quote.low52, nowMs);
      }
      q.high52 = Math.max(q.high, entry.rangeHigh);
      q.low52 = Math.min(q.low > 0 ? q.low : q.ltp, entry.rangeLow);
    } else {
      q.high52 = Math.max(q.high, q.close, q.ltp);
      q.low52 = Math.min(q.low > 0 ? q.low : q.ltp, q.close);
    }
    refreshOi(entry, seed, nowMs);
    refreshDepth(entry);
    entry.seenDay = root.liveDay;
  }

  /** A derivative's new trading day: previous close, circuits, day figures reset. */
  function startDerivedDay(entry: Entry): void {
    const root = entry.root;
    const q = entry.quote;
    const previousDay = tradingDayOnOrBefore(root.liveDay - 1, calendar);
    const previousClose = root.sessionClose(previousDay);
    if (entry.seenDay === -1) {
      q.close = priceFrom(entry, underlyingAt(entry, root.prevClose, previousClose), previousClose);
    } else {
      q.close = q.ltp;
      closeOiDay(entry, seed);
    }
    entry.started = false;
    entry.turnover = 0;
    q.volume = 0;
    q.open = 0;
    q.high = 0;
    q.low = 0;
    if (entry.option) {
      q.lowerCircuit = entry.tick;
      const spot = underlyingAt(entry, root.prevClose, previousClose);
      q.upperCircuit = Math.ceil((q.close + spot * 0.25) / entry.tick) * entry.tick;
    } else {
      const band = q.close * 0.1;
      q.upperCircuit = Math.floor((q.close + band) / entry.tick) * entry.tick;
      q.lowerCircuit = Math.max(entry.tick, Math.ceil((q.close - band) / entry.tick) * entry.tick);
    }
  }

  // Walkers (indices, cash stocks, spot-less futures: some 700) are built at once; a derivative (some 22,500 futures
  // and options) the first time it is looked up, then it follows its underlying like the rest. Built all at once they
  // held some 60 MB that every major garbage collection had to mark, and a tick priced every option of the universe.
  const walkerEntries: Entry[] = [];
  for (const instrument of options.instruments) {
    if (derives(instrument)) continue;
    const entry = build(instrument, new Set());
    if (entry?.walker === undefined || entry.seenVersion >= 0) continue;
    refreshWalker(entry, startMs);
    entry.seenVersion = entry.root.version;
    entry.seenDay = entry.root.liveDay;
    walkerEntries.push(entry);
  }

  /** A derivative whose underlying is in the universe (a future or option with an expiry): built on demand. */
  function derives(instrument: Instrument): boolean {
    const link = instrument.underlying;
    return (
      link !== null &&
      byKey.has(key(link.segment, link.token)) &&
      (isFuture(instrument) || isOption(instrument)) &&
      instrument.expiry !== null
    );
  }

  /** Entries brought up to date one by one (refresh) since the last tick: the next tick reports them as changed. */
  const refreshedSinceTick = new Set<Entry>();

  /** Bring one entry (and the chain under it) up to the clock's now; true when its quote changed. */
  function refreshOne(entry: Entry, nowMs: number): boolean {
    if (entry.walker !== undefined) {
      entry.walker.advance(nowMs);
      if (entry.root.version === entry.seenVersion && entry.root.liveDay === entry.seenDay) return false;
      refreshWalker(entry, nowMs);
      entry.seenVersion = entry.root.version;
      entry.seenDay = entry.root.liveDay;
    } else {
      refreshOne(entry.underlying as Entry, nowMs);
      if (entry.root.version === entry.seenVersion && entry.root.liveDay === entry.seenDay) return false;
      refreshDerived(entry, nowMs);
      entry.seenVersion = entry.root.version;
    }
    refreshedSinceTick.add(entry);
    return true;
  }

  function tick(): MarketQuote[] {
    const nowMs = clock.now();
    const changed: MarketQuote[] = [];
    for (const entry of refreshedSinceTick) changed.push(entry.quote);
    refreshedSinceTick.clear();
    for (const entry of walkerEntries) {
      entry.walker!.advance(nowMs);
      if (entry.root.version !== entry.seenVersion || entry.root.liveDay !== entry.seenDay) {
        refreshWalker(entry, nowMs);
        entry.seenVersion = entry.root.version;
        entry.seenDay = entry.root.liveDay;
        changed.push(entry.quote);
      }
    }
    for (const entry of derived) {
      if (entry.root.version !== entry.seenVersion || entry.root.liveDay !== entry.seenDay) {
        refreshDerived(entry, nowMs);
        entry.seenVersion = entry.root.version;
        changed.push(entry.quote);
      }
    }
    if (changed.length > 0) for (const listener of listeners) listener(changed);
    return changed;
  }

  /** The entry of an instrument; a derivative's (and its chain's) built now, up to the clock's now, if it was not. */
  function lookup(segment: number, token: number): Entry | undefined {
    const k = key(segment, token);
    const existing = entries.get(k);
    if (existing !== undefined) return existing;
    const instrument = byKey.get(k);
    if (instrument === undefined) return undefined;
    const built = derived.length;
    const entry = build(instrument, new Set());
    // In the order built, underlyings first; the next tick reports them among the changed.
    const nowMs = clock.now();
    for (const fresh of derived.slice(built)) refreshOne(fresh, nowMs);
    return entry;
  }

  /** The root's price at instant `ms` of its live day: the previous close before the first minute, then minute closes. */
  function rootPriceAt(root: Walker, ms: number): number {
    if (!root.started) return root.prevClose;
    const minute = Math.floor((ms - root.sessionOpen(root.liveDay)) / 60_000);
    if (minute <= 0) return root.prevClose;
    if (minute > root.bars.count) return root.ltp;
    return root.bars.close[minute - 1] as number;
  }

  function oiHistory(segment: number, token: number): OiHistory | undefined {
    const entry = lookup(segment, token);
    if (entry === undefined || entry.underlying === undefined) return undefined;
    if (entry.oiPrevLots === 0 && entry.oiLots === 0) return undefined;
    const nowMs = clock.now();
    refreshOne(entry, nowMs);
    const root = entry.root;
    const openMs = root.sessionOpen(root.liveDay);
    return {
      openMs,
      nowMs,
      started: root.started,
      tradeDate: istDateKey(root.liveDay),
      at(ms: number): OiPoint {
        if (ms >= nowMs) {
          return { oi: entry.quote.oi, price: entry.quote.ltp, spot: (entry.underlying as Entry).quote.ltp };
        }
        const t = Math.max(openMs, ms);
        const spot = underlyingAt(entry, rootPriceAt(root, t), t);
        return {
          oi: oiLotsAt(entry, seed, t) * entry.lot,
          price: clampToBand(entry.quote, priceFrom(entry, spot, t)),
          spot,
        };
      },
    };
  }

  return {
    now: () => clock.now(),
    oiHistory,
    tick,
    onTick(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get: (segment, token) => lookup(segment, token)?.quote,
    refresh(segment, token) {
      const entry = lookup(segment, token);
      if (entry === undefined) return undefined;
      refreshOne(entry, clock.now());
      return entry.quote;
    },
    quote(segment, token) {
      const entry = lookup(segment, token);
      return entry === undefined ? undefined : copyQuote(entry.quote);
    },
    instrument: (segment, token) => byKey.get(key(segment, token)),
    quotes: () => [...entries.values()].map((e) => e.quote)[Symbol.iterator](),
    greeks: (segment, token) => greeksOf(lookup(segment, token), clock.now()),
    candles(segment, token, interval, fromSec, toSec) {
      const entry = lookup(segment, token);
      if (entry === undefined || !(interval in intervalMinutes) || !(toSec >= fromSec)) return [];
      return candlesOf(entry, interval, fromSec, toSec, { seed, calendar, priceFrom });
    },
  };
}
