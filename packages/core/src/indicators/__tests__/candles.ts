import type { CandleSeries } from "../series.js";

/**
 * A deterministic random walk of candles in integer paise (a seeded LCG), with a flat stretch (no change at all, where
 * RSI and the deviations meet their zero cases) and gaps beyond the previous range (the true range's other cases).
 */
export function walk(
  length: number,
  seed = 7,
): CandleSeries & { open: number[]; high: number[]; low: number[]; close: number[] } {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  let last = 250_000;
  for (let i = 0; i < length; i++) {
    const flat = i >= 300 && i < 330;
    const gap = i % 97 === 0 ? Math.round((random() - 0.5) * 20_000) : 0;
    const o = flat ? last : last + gap;
    const c = flat ? last : Math.max(100, o + Math.round((random() - 0.5) * 3_000));
    const h = flat ? last : Math.max(o, c) + Math.round(random() * 1_500);
    const l = flat ? last : Math.min(o, c) - Math.round(random() * 1_500);
    open.push(o);
    high.push(h);
    low.push(l);
    close.push(c);
    last = c;
  }
  return { open, high, low, close };
}
