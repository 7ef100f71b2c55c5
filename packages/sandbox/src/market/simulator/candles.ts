import { isTradingDay, istDay, type MarketCalendar } from "@trade/core";
import type { Candle, CandleInterval } from "../types.js";
import type { Entry } from "./entry.js";
import { hashedUniform } from "./random.js";
import type { Walker } from "./walker.js";

const volumeSalt = 0x7012;

/** At most this many candles are returned by one `candles` call (the most recent ones of the range). */
export const maxCandles = 5000;
/** Derivatives have history for at most this many calendar days before their expiry. */
export const listedDays = 366;
/** History goes back this many calendar days (5 years). */
export const historyDays = 5 * 365 + 2;

export const intervalMinutes: Record<CandleInterval, number> = {
  "1m": 1,
  "3m": 3,
  "5m": 5,
  "10m": 10,
  "15m": 15,
  "30m": 30,
  "1h": 60,
  "1d": 0,
};

function walkerCandles(
  walker: Walker,
  interval: CandleInterval,
  fromSec: number,
  toSec: number,
  calendar: MarketCalendar,
): Candle[] {
  const minutes = intervalMinutes[interval];
  const lastDay = Math.min(istDay(toSec * 1000), walker.liveDay);
  const firstDay = Math.max(istDay(fromSec * 1000), walker.liveDay - historyDays);
  const out: Candle[] = [];
  for (let day = lastDay; day >= firstDay && out.length < maxCandles; day -= 1) {
    if (!isTradingDay(day, calendar)) continue;
    const dayCandles =
      minutes === 0
        ? [walker.dailyCandle(day)].filter((c) => c !== undefined)
        : walker.intradayCandles(day, minutes);
    for (let i = dayCandles.length - 1; i >= 0 && out.length < maxCandles; i -= 1) {
      const candle = dayCandles[i]!;
      if (candle.time >= fromSec && candle.time <= toSec) out.push(candle);
    }
  }
  return out.reverse();
}

/** What derived candles need of the simulator: its seed, its calendar, and a derivative's price from its underlying's. */
export interface CandleSource {
  seed: number;
  calendar: MarketCalendar;
  priceFrom(entry: Entry, underlyingPrice: number, ms: number): number;
}

/**
 * Candles of an instrument: a walker's from its history; a derivative's from its underlying's, each price carried
 * through the pricing (a put's high is its underlying's low), over at most the year before its expiry.
 */
export function candlesOf(
  entry: Entry,
  interval: CandleInterval,
  fromSec: number,
  toSec: number,
  source: CandleSource,
): Candle[] {
  if (entry.walker !== undefined) {
    const list = walkerCandles(entry.walker, interval, fromSec, toSec, source.calendar);
    const oi = entry.quote.oi;
    if (oi > 0) for (const candle of list) candle.oi = oi;
    return list;
  }
  const under = entry.underlying!;
  const expirySec = entry.expiryMs / 1000;
  // a contract trades for at most a year before its expiry
  const underlying = candlesOf(
    under,
    interval,
    Math.max(fromSec, expirySec - listedDays * 86_400),
    Math.min(toSec, expirySec),
    source,
  );
  const minutes = intervalMinutes[interval];
  const put = entry.put;
  const root = entry.root;
  const lot = entry.lot;
  const perBar = minutes === 0 ? 1 : minutes / root.minutes;
  return underlying.map((c) => {
    const endMs =
      minutes === 0
        ? root.sessionClose(istDay(c.time * 1000))
        : Math.min(c.time * 1000 + minutes * 60_000, root.sessionClose(istDay(c.time * 1000)));
    const f = (p: number) => source.priceFrom(entry, p, endMs);
    const high = f(c.high);
    const low = f(c.low);
    const noise = 0.5 + hashedUniform(source.seed, volumeSalt, entry.instrument.token, c.time);
    return {
      time: c.time,
      open: f(c.open),
      high: put ? low : high,
      low: put ? high : low,
      close: f(c.close),
      volume: Math.round((entry.dailyVolume * perBar * noise) / lot) * lot,
      oi: entry.oiPrevLots * lot,
    };
  });
}
