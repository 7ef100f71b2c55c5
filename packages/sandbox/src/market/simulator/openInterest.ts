import type { Entry } from "./entry.js";
import { hashedNormal, hashedUniform } from "./random.js";

const oiSalt = 0x0100;
const knotSalt = 0x0101;
/** Open interest moves at 5-minute knots, straight between them. */
const knotMinutes = 5;
/** One standard deviation of a knot's move, as a share of the previous close's open interest. */
const knotMove = 0.004;
/** One standard deviation of a day's trend, as a share of the previous close's open interest. */
const dayTrend = 0.05;

/**
 * Open interest of a day as a pure function of the seed, the contract, the day and the minute (docs/sandbox.md,
 * "Open interest"): the previous close's, a trend over the day, and a random walk through 5-minute knots. The live
 * quote's OI and the OI analysis' history read the same path, so a chart ends where the chain's OI column is.
 */
export function oiLotsOn(entry: Entry, seed: number, day: number, elapsedMinutes: number): number {
  const minutes = entry.root.minutes;
  const elapsed = Math.min(minutes, Math.max(0, elapsedMinutes));
  const knots = knotsOf(entry, seed, day);
  const at = elapsed / knotMinutes;
  const k = Math.min(knots.length - 1, Math.floor(at));
  const here = knots[k] as number;
  const next = knots[Math.min(knots.length - 1, k + 1)] as number;
  const walk = here + (next - here) * (at - k);
  const trend = dayTrend * hashedNormal(seed, oiSalt, entry.instrument.token, day);
  return Math.max(0, Math.round(entry.oiPrevLots * (1 + (trend * elapsed) / minutes + knotMove * walk)));
}

/** The open interest (lots) at instant `ms` of the entry's live day; the previous close's before the day trades. */
export function oiLotsAt(entry: Entry, seed: number, ms: number): number {
  const root = entry.root;
  if (!root.started) return entry.oiPrevLots;
  return oiLotsOn(entry, seed, root.liveDay, (ms - root.sessionOpen(root.liveDay)) / 60_000);
}

function knotsOf(entry: Entry, seed: number, day: number): Float64Array {
  if (entry.oiKnotsDay === day) return entry.oiKnots;
  const count = Math.ceil(entry.root.minutes / knotMinutes) + 1;
  const knots = new Float64Array(count);
  const { segment, token } = entry.instrument;
  for (let j = 1; j < count; j += 1) {
    knots[j] = (knots[j - 1] as number) + hashedNormal(seed, knotSalt, segment, token, day, j);
  }
  entry.oiKnots = knots;
  entry.oiKnotsDay = day;
  return knots;
}

/**
 * A future's or option's open interest at the previous close (lots), from the seed: options most at the money, fading
 * with the distance of the strike from the underlying's previous close.
 */
export function initialOiLots(entry: Entry, seed: number): number {
  const { instrument } = entry;
  const u = hashedUniform(seed, oiSalt, instrument.segment, instrument.token);
  let lots = entry.option ? 2_000 + 40_000 * u : 20_000 + 100_000 * u;
  if (entry.option) {
    const spot = entry.root.prevClose;
    const m = Math.log((instrument.strike ?? spot) / spot) / 0.04;
    lots = 100 + lots * Math.exp(-m * m);
  }
  return Math.round(lots);
}

/** The live quote's open interest and its change since the previous close, at `ms`. */
export function refreshOi(entry: Entry, seed: number, ms: number): void {
  if (entry.oiPrevLots === 0 && entry.oiLots === 0) return;
  const lot = entry.lot;
  entry.oiLots = oiLotsAt(entry, seed, ms);
  entry.quote.oi = entry.oiLots * lot;
  entry.quote.oiChange = (entry.oiLots - entry.oiPrevLots) * lot;
}

/** A new day: the open interest the entry closed its last seen day with becomes the previous close's. */
export function closeOiDay(entry: Entry, seed: number): void {
  if (entry.seenDay < 0 || (entry.oiPrevLots === 0 && entry.oiLots === 0)) return;
  entry.oiPrevLots = oiLotsOn(entry, seed, entry.seenDay, entry.root.minutes);
}

/** Open interest (units), last price and underlying price of a contract at an instant of its live day. */
export interface OiPoint {
  oi: number;
  price: number;
  spot: number;
}

/** A contract's day as the OI analysis reads it (MarketData.oiHistory). */
export interface OiHistory {
  /** The session's open and the market's now, epoch ms; `started` false before the day's first trade. */
  openMs: number;
  nowMs: number;
  started: boolean;
  /** The trading day (YYYY-MM-DD, IST). */
  tradeDate: string;
  /** The point at an instant of the day (clamped to the open and to now). */
  at(ms: number): OiPoint;
}
