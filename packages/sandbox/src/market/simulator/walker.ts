import {
  defaultMarketCalendar,
  istInstant,
  type MarketCalendar,
  nextTradingDay,
  segmentSession,
  tradingDayOnOrBefore,
} from "@trade/core";
import type { Candle, Instrument } from "../types.js";
import { hashedNormal, mixSeed, Rng } from "./random.js";

/**
 * One instrument whose price walks by itself (indices, cash stocks, and futures without an underlying in the
 * universe): its live day, driven forward by `advance`, and its history, generated on demand backwards from the
 * previous close.
 *
 * History: for each past trading day a stream seeded by (seed, segment, token, day) draws the opening gap, the
 * open-to-close return, the day's high and low excursions and its volume; closes are chained backwards from the
 * previous close (close of day k+1 = open of day k / e^{gap}), so the last daily close is the previous close by
 * construction. Intraday bars of a past day are a Brownian bridge from its open to its close, stretched so that its
 * extremes are the day's high and low: 1-minute bars aggregate exactly to the daily candle.
 */

const stepSalt = 0x5157;
const liveSalt = 0x11fe;
const tradingDaysPerYear = 252;
/** Days ending more than this before the clock's target are walked in one step (only 30 walked days are kept). */
const coarseAfterMs = 45 * 86_400_000;
/** Correlation of the common market shock, per kind (the rest is the instrument's own). */
const marketBeta: Partial<Record<Instrument["kind"], number>> = { INDEX: 0.9, EQ: 0.55 };

export interface Bars {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** Minutes filled (live day) or the session length (past days). */
  count: number;
}

function newBars(minutes: number): Bars {
  return {
    open: new Float64Array(minutes),
    high: new Float64Array(minutes),
    low: new Float64Array(minutes),
    close: new Float64Array(minutes),
    volume: new Float64Array(minutes),
    count: 0,
  };
}

interface PastDay {
  day: number;
  open: number;
  close: number;
  high: number;
  low: number;
  volume: number;
  /** The unrounded open and the opening gap, to chain the day before. */
  rawOpen: number;
  gap: number;
}

/** Typical shares (or lots × lot size) traded in a day. */
function dailyVolumeOf(instrument: Instrument): number {
  if (instrument.kind === "INDEX") return 0;
  if (instrument.kind === "EQ") {
    if (instrument.marketCap === "LARGE") return 4_000_000;
    if (instrument.marketCap === "MID") return 800_000;
    return 150_000;
  }
  return instrument.lotSize * 20_000;
}

export class Walker {
  readonly instrument: Instrument;
  readonly minutes: number;
  readonly openSecond: number;
  readonly preOpenSecond: number;
  readonly dailyVolume: number;
  private readonly seed: number;
  private readonly tick: number;
  private readonly sigmaDay: number;
  private readonly sigmaMinute: number;
  private readonly beta: number;
  private readonly calendar: MarketCalendar;
  private readonly live: Rng;

  /** The first live day; days before it are generated, days from it on were walked. */
  readonly anchorDay: number;
  private readonly past: PastDay[] = [];
  private readonly pastByDay = new Map<number, number>();
  private readonly recorded = new Map<number, Bars>();

  // the live day
  liveDay: number;
  started = false;
  prevClose: number;
  price: number;
  bars: Bars;
  lastTime: number;
  dayOpen = 0;
  dayHigh = 0;
  dayLow = 0;
  volume = 0;
  turnover = 0;
  lastQty = 0;
  upperCircuit = 0;
  lowerCircuit = 0;
  /** Bumped on every price step: derivatives reprice when it moves. */
  version = 0;

  constructor(instrument: Instrument, seed: number, startMs: number, calendar = defaultMarketCalendar) {
    this.instrument = instrument;
    this.seed = seed;
    this.calendar = calendar;
    this.tick = Math.max(1, instrument.tick);
    const session = segmentSession(instrument.segment);
    this.openSecond = session.open;
    this.preOpenSecond = session.preOpen;
    this.minutes = Math.round((session.close - session.open) / 60);
    this.sigmaDay = instrument.volatility / Math.sqrt(tradingDaysPerYear);
    this.sigmaMinute = this.sigmaDay / Math.sqrt(this.minutes);
    this.beta = marketBeta[instrument.kind] ?? 0;
    this.dailyVolume = dailyVolumeOf(instrument);
    this.live = new Rng(mixSeed(seed, instrument.segment, instrument.token, liveSalt));
    this.prevClose = this.roundTick(instrument.basePrice);
    this.price = this.prevClose;
    this.bars = newBars(this.minutes);
    this.anchorDay = this.liveDayAt(startMs);
    this.liveDay = this.anchorDay;
    this.lastTime = this.sessionOpen(this.liveDay);
    this.setCircuits();
    this.advance(startMs);
  }

  /** The session day that `ms` belongs to: today from its pre-open on, else the next trading day. */
  private liveDayAt(ms: number): number {
    const shifted = ms + 19_800_000;
    const day = Math.floor(shifted / 86_400_000);
    const second = Math.floor((shifted - day * 86_400_000) / 1000);
    if (tradingDayOnOrBefore(day, this.calendar) === day && second >= this.preOpenSecond) return day;
    return nextTradingDay(day, this.calendar);
  }

  roundTick(value: number): number {
    return Math.max(this.tick, Math.round(value / this.tick) * this.tick);
  }

  sessionOpen(day: number): number {
    return istInstant(day, this.openSecond);
  }

  sessionClose(day: number): number {
    return istInstant(day, this.openSecond + this.minutes * 60);
  }

  private setCircuits(): void {
    const percent = this.instrument.circuitPercent ?? (this.instrument.kind === "INDEX" ? null : 10);
    if (percent === null) {
      this.upperCircuit = 0;
      this.lowerCircuit = 0;
      return;
    }
    this.upperCircuit = Math.floor((this.prevClose * (1 + percent / 100)) / this.tick) * this.tick;
    this.lowerCircuit = Math.max(
      this.tick,
      Math.ceil((this.prevClose * (1 - percent / 100)) / this.tick) * this.tick,
    );
  }

  private clamp(value: number): number {
    if (this.upperCircuit === 0) return Math.max(this.tick, value);
    return Math.min(this.upperCircuit, Math.max(this.lowerCircuit, value));
  }

  /** The live price on the tick grid. */
  get ltp(): number {
    return this.clamp(this.roundTick(this.price));
  }

  /** Walk forward to market time `to` (ms): through the rest of today's session, and across days if needed. */
  advance(to: number): boolean {
    let moved = false;
    for (;;) {
      const open = this.sessionOpen(this.liveDay);
      const close = this.sessionClose(this.liveDay);
      const from = Math.max(this.lastTime, open);
      const end = Math.min(to, close);
      if (from === open && to - close > coarseAfterMs) {
        // a whole day far behind the target (a clock jump): one step for the day, no minute bars kept
        this.coarseDay();
        moved = true;
      } else if (end > from) {
        this.walk(from, end);
        moved = true;
      }
      if (to < close) break;
      const next = nextTradingDay(this.liveDay, this.calendar);
      const nextPreOpen = istInstant(next, this.preOpenSecond);
      if (to < nextPreOpen) break;
      this.rollOver(next);
      this.lastTime = this.sessionOpen(next);
    }
    if (to > this.lastTime) this.lastTime = to;
    return moved;
  }

  private rollOver(next: number): void {
    if (this.started) {
      if (this.bars.count > 0) this.recorded.set(this.liveDay, this.bars);
      if (this.recorded.size > 30) {
        const oldest = this.recorded.keys().next().value;
        if (oldest !== undefined) this.recorded.delete(oldest);
      }
      this.prevClose = this.ltp;
    }
    this.liveDay = next;
    this.started = false;
    this.bars = newBars(this.minutes);
    this.price = this.prevClose;
    this.dayOpen = 0;
    this.dayHigh = 0;
    this.dayLow = 0;
    this.volume = 0;
    this.turnover = 0;
    this.lastQty = 0;
    this.setCircuits();
  }

  private coarseDay(): void {
    const gap = this.live.normal() * this.sigmaDay * 0.5;
    const open = this.clamp(this.prevClose * Math.exp(gap));
    const ret = this.live.normal() * this.sigmaDay * 0.85;
    this.price = this.clamp(open * Math.exp(ret));
    this.started = true;
    this.dayOpen = this.clamp(this.roundTick(open));
    const ltp = this.ltp;
    this.dayHigh = Math.max(this.dayOpen, ltp);
    this.dayLow = Math.min(this.dayOpen, ltp);
    this.version += 1;
  }

  /** Steps from `from` to `to` (both within the session), one at least per minute boundary crossed. */
  private walk(from: number, to: number): void {
    const open = this.sessionOpen(this.liveDay);
    if (!this.started) {
      this.started = true;
      const gap = this.live.normal() * this.sigmaDay * 0.5;
      this.price = this.clamp(this.prevClose * Math.exp(gap));
      const ltp = this.ltp;
      this.dayOpen = ltp;
      this.dayHigh = ltp;
      this.dayLow = ltp;
    }
    let t1 = from;
    while (t1 < to) {
      const nextMinute = open + (Math.floor((t1 - open) / 60_000) + 1) * 60_000;
      const t2 = Math.min(to, nextMinute);
      this.step(t1, t2);
      t1 = t2;
    }
  }

  private step(t1: number, t2: number): void {
    const dt = (t2 - t1) / 60_000; // minutes
    const sd = this.sigmaMinute * Math.sqrt(dt);
    const own = this.live.normal();
    const common = this.beta === 0 ? 0 : hashedNormal(this.seed, stepSalt, this.instrument.segment, t1, t2);
    const z = this.beta * common + Math.sqrt(1 - this.beta * this.beta) * own;
    this.price = this.clamp(this.price * Math.exp(sd * z - 0.5 * sd * sd));
    const ltp = this.ltp;
    const minute = Math.min(this.minutes - 1, Math.floor((t2 - 1 - this.sessionOpen(this.liveDay)) / 60_000));
    const bars = this.bars;
    for (let m = bars.count; m <= minute; m += 1) {
      const previous = m === 0 ? this.dayOpen : bars.close[m - 1]!;
      bars.open[m] = previous;
      bars.high[m] = previous;
      bars.low[m] = previous;
      bars.close[m] = previous;
    }
    if (minute + 1 > bars.count) bars.count = minute + 1;
    bars.close[minute] = ltp;
    if (ltp > bars.high[minute]!) bars.high[minute] = ltp;
    if (ltp < bars.low[minute]!) bars.low[minute] = ltp;
    if (ltp > this.dayHigh) this.dayHigh = ltp;
    if (ltp < this.dayLow) this.dayLow = ltp;
    if (this.dailyVolume > 0) {
      const lot = Math.max(1, this.instrument.lotSize);
      const u = this.live.next();
      const x = minute / this.minutes - 0.5;
      const profile = (1 + 6 * x * x) / 1.5; // U-shaped: busier at the open and the close
      const traded = Math.max(
        1,
        Math.round(((this.dailyVolume / this.minutes) * dt * profile * (0.5 + u)) / lot),
      );
      this.lastQty = lot * Math.min(traded, 1 + Math.floor(u * 20));
      this.volume += traded * lot;
      this.turnover += traded * lot * ltp;
      bars.volume[minute] = bars.volume[minute]! + traded * lot;
    }
    this.version += 1;
  }

  /** Past trading day number `k` (0 = the last trading day before the anchor day), generated on first use. */
  private pastDay(k: number): PastDay {
    while (this.past.length <= k) {
      const previous = this.past[this.past.length - 1];
      const day = tradingDayOnOrBefore(
        previous === undefined ? this.anchorDay - 1 : previous.day - 1,
        this.calendar,
      );
      const rng = new Rng(mixSeed(this.seed, this.instrument.segment, this.instrument.token, day));
      const gap = rng.normal() * this.sigmaDay * 0.5;
      const ret = rng.normal() * this.sigmaDay * 0.85;
      const up = Math.abs(rng.normal()) * this.sigmaDay * 0.45;
      const down = Math.abs(rng.normal()) * this.sigmaDay * 0.45;
      const volumeNoise = rng.normal();
      const close = previous === undefined ? this.prevClose : previous.rawOpen / Math.exp(previous.gap);
      const open = close / Math.exp(ret);
      const lot = Math.max(1, this.instrument.lotSize);
      this.pastByDay.set(day, this.past.length);
      this.past.push({
        day,
        open: this.roundTick(open),
        close: this.roundTick(close),
        high: this.roundTick(Math.max(open, close) * Math.exp(up)),
        low: this.roundTick(Math.min(open, close) * Math.exp(-down)),
        volume: Math.round((this.dailyVolume * Math.exp(0.3 * volumeNoise)) / lot) * lot,
        rawOpen: open,
        gap,
      });
    }
    return this.past[k]!;
  }

  /** Minute bars of past day `k`: a Brownian bridge from its open to its close reaching its high and low. */
  private pastBars(k: number): Bars {
    const info = this.pastDay(k);
    const rng = new Rng(mixSeed(this.seed, this.instrument.segment, this.instrument.token, info.day));
    for (let i = 0; i < 5; i += 1) rng.normal(); // the day-level draws
    const n = this.minutes;
    const path = new Float64Array(n + 1);
    for (let i = 1; i <= n; i += 1) path[i] = path[i - 1]! + this.sigmaMinute * rng.normal();
    const lo = Math.log(info.open);
    const lc = Math.log(info.close);
    const last = path[n]!;
    let maxY = Number.NEGATIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxAt = 0;
    let minAt = 0;
    for (let i = 0; i <= n; i += 1) {
      const y = lo + path[i]! - (i / n) * last + (i / n) * (lc - lo);
      path[i] = y;
      if (y > maxY) {
        maxY = y;
        maxAt = i;
      }
      if (y < minY) {
        minY = y;
        minAt = i;
      }
    }
    const top = Math.max(lo, lc);
    const bottom = Math.min(lo, lc);
    const lh = Math.log(info.high);
    const ll = Math.log(info.low);
    for (let i = 0; i <= n; i += 1) {
      const y = path[i]!;
      if (y > top && maxY > top) path[i] = top + ((y - top) * (lh - top)) / (maxY - top);
      else if (y < bottom && minY < bottom)
        path[i] = bottom - ((bottom - y) * (bottom - ll)) / (bottom - minY);
    }
    const bars = newBars(n);
    bars.count = n;
    let weightSum = 0;
    const weights = new Float64Array(n);
    for (let i = 0; i < n; i += 1) {
      const x = i / n - 0.5;
      weights[i] = (1 + 6 * x * x) * (0.5 + rng.next());
      weightSum += weights[i]!;
    }
    const lot = Math.max(1, this.instrument.lotSize);
    let volumeLeft = info.volume;
    for (let i = 0; i < n; i += 1) {
      const o = i === 0 ? info.open : this.roundTick(Math.exp(path[i]!));
      const c = i === n - 1 ? info.close : this.roundTick(Math.exp(path[i + 1]!));
      bars.open[i] = o;
      bars.close[i] = c;
      bars.high[i] = Math.max(o, c);
      bars.low[i] = Math.min(o, c);
      const v =
        i === n - 1
          ? volumeLeft
          : Math.min(volumeLeft, Math.floor((info.volume * weights[i]!) / weightSum / lot) * lot);
      bars.volume[i] = v;
      volumeLeft -= v;
    }
    // the day's extremes sit in the bars holding the path's extremes (or the first/last bar when at an end)
    const highBar = maxAt === 0 ? 0 : maxAt - 1;
    const lowBar = minAt === 0 ? 0 : minAt - 1;
    bars.high[highBar] = Math.max(bars.high[highBar]!, info.high);
    bars.low[lowBar] = Math.min(bars.low[lowBar]!, info.low);
    for (let i = 0; i < n; i += 1) {
      if (bars.high[i]! > info.high) bars.high[i] = info.high;
      if (bars.low[i]! < info.low) bars.low[i] = info.low;
    }
    return bars;
  }

  /** The bars of trading day `day` (past, recorded or live), or undefined when it has none. */
  private barsOf(day: number): Bars | undefined {
    if (day === this.liveDay) return this.started ? this.bars : undefined;
    if (day >= this.anchorDay) return this.recorded.get(day);
    const k = this.pastIndex(day);
    return k === undefined ? undefined : this.pastBars(k);
  }

  /** The index of past day `day` (generating back to it; at most 2,000 trading days back). */
  private pastIndex(day: number): number | undefined {
    if (day >= this.anchorDay) return undefined;
    while (this.past.length < 2000 && this.pastDay(Math.max(this.past.length - 1, 0)).day > day) {
      this.pastDay(this.past.length);
    }
    return this.pastByDay.get(day);
  }

  /** The daily candle of trading day `day`, without generating its bars when it is a past day. */
  dailyCandle(day: number): Candle | undefined {
    if (day < this.anchorDay) {
      const k = this.pastIndex(day);
      if (k === undefined) return undefined;
      const info = this.pastDay(k);
      return {
        time: this.sessionOpen(day) / 1000,
        open: info.open,
        high: info.high,
        low: info.low,
        close: info.close,
        volume: info.volume,
        oi: 0,
      };
    }
    const bars = this.barsOf(day);
    if (bars === undefined || bars.count === 0) return undefined;
    return aggregate(bars, 0, bars.count, this.sessionOpen(day) / 1000);
  }

  /** Intraday candles of trading day `day`, `minutesPerBar` wide, aligned on the session open. */
  intradayCandles(day: number, minutesPerBar: number): Candle[] {
    const bars = this.barsOf(day);
    if (bars === undefined) return [];
    const out: Candle[] = [];
    const open = this.sessionOpen(day) / 1000;
    for (let start = 0; start < bars.count; start += minutesPerBar) {
      out.push(aggregate(bars, start, Math.min(bars.count, start + minutesPerBar), open + start * 60));
    }
    return out;
  }

  /** Highest high and lowest low of the daily candles within 52 weeks before the live day, and today's. */
  range52(): { high: number; low: number } {
    let high = this.started ? this.dayHigh : 0;
    let low = this.started ? this.dayLow : Number.POSITIVE_INFINITY;
    const since = this.liveDay - 364;
    for (let day = this.liveDay - 1; day >= since && day >= this.anchorDay; day -= 1) {
      const candle = this.dailyCandle(day);
      if (candle === undefined) continue;
      high = Math.max(high, candle.high);
      low = Math.min(low, candle.low);
    }
    for (let k = 0; ; k += 1) {
      const info = this.pastDay(k);
      if (info.day < since) break;
      high = Math.max(high, info.high);
      low = Math.min(low, info.low);
    }
    return { high, low: Number.isFinite(low) ? low : 0 };
  }
}

function aggregate(bars: Bars, from: number, to: number, time: number): Candle {
  let high = bars.high[from]!;
  let low = bars.low[from]!;
  let volume = 0;
  for (let i = from; i < to; i += 1) {
    if (bars.high[i]! > high) high = bars.high[i]!;
    if (bars.low[i]! < low) low = bars.low[i]!;
    volume += bars.volume[i]!;
  }
  return { time, open: bars.open[from]!, high, low, close: bars.close[to - 1]!, volume, oi: 0 };
}
