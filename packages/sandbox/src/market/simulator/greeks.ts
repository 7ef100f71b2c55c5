import type { Greeks } from "../types.js";
import { type Entry, isOption } from "./entry.js";
import { impliedVolatility, optionGreeks, smileVolatility, yearsBetween } from "./pricing.js";

/** An option's implied volatility (from its price; the smile where none solves) and greeks, per rupee. */
export function greeksOf(entry: Entry | undefined, nowMs: number): Greeks | undefined {
  if (entry === undefined || entry.underlying === undefined || !isOption(entry.instrument)) return undefined;
  const input = {
    underlying: entry.underlying.quote.ltp,
    strike: entry.instrument.strike ?? 0,
    years: yearsBetween(nowMs, entry.expiryMs),
    call: !entry.put,
    onFuture: entry.onFuture,
  };
  const model = smileVolatility(
    entry.root.instrument.volatility,
    input.underlying,
    input.strike,
    input.years,
  );
  const implied = impliedVolatility(entry.quote.ltp, input);
  const iv = Number.isNaN(implied) ? model : implied;
  const g = optionGreeks({ ...input, vol: iv });
  const divider =
    entry.instrument.segment === 13 ? 10_000_000 : entry.instrument.segment === 21 ? 10_000 : 100;
  return {
    iv: Math.round(iv * 10_000) / 100,
    delta: g.delta,
    gamma: g.gamma * divider,
    theta: g.theta / divider,
    vega: g.vega / divider,
  };
}
