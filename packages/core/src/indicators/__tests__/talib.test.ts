import { createRequire } from "node:module";
import * as talib from "talib-web";
import { beforeAll, describe, expect, it } from "vitest";
import { indicatorSeries } from "../series.js";
import { walk } from "./candles.js";

/**
 * TA-Lib (its WebAssembly build) as the oracle: each indicator it has must give its values within 1e-9 relative, from
 * the same first candle, over a long walk with flat stretches and gaps.
 */
beforeAll(async () => {
  // The build fetches its .wasm in Node when fetch exists, which cannot read a file path: read it from disk instead.
  const fetch = globalThis.fetch;
  (globalThis as { fetch?: unknown }).fetch = undefined;
  try {
    await talib.init(createRequire(import.meta.url).resolve("talib-web/lib/talib.wasm"));
  } finally {
    globalThis.fetch = fetch;
  }
});

const candles = walk(3_000);
/**
 * The wrapper copies one value fewer than its end index, which it takes as the length: give it two more (unread by
 * any of the values compared, which come from earlier candles only).
 */
const padded = (values: number[]) => [...values, 0, 0];
const [high, low, close] = [padded(candles.high), padded(candles.low), padded(candles.close)];

/**
 * Ours against TA-Lib's, which starts at its first value (the warm-up left out, `lookback` candles): NaN exactly
 * during the warm-up, then within 1e-9 relative.
 */
function expectMatches(ours: Float64Array | undefined, output: number[], lookback: number) {
  expect(ours).toBeDefined();
  const values = ours as Float64Array;
  const warmUp = values.findIndex((value) => !Number.isNaN(value));
  expect(warmUp).toBe(lookback);
  const reference = output.slice(0, values.length - lookback);
  expect(reference).toHaveLength(values.length - lookback);
  let worst = 0;
  for (let i = 0; i < reference.length; i++) {
    const want = reference[i] as number;
    const got = values[warmUp + i] as number;
    const error = Math.abs(got - want) / Math.max(Math.abs(want), 1e-9);
    if (error > worst) worst = error;
    if (error > 1e-9) expect.fail(`at ${warmUp + i}: ${got} against TA-Lib's ${want}`);
  }
  return worst;
}

describe("the indicators against TA-Lib", () => {
  it.each([5, 20, 200])("Moving Average (SMA %i)", (period) => {
    expectMatches(
      indicatorSeries("Moving Average", candles, { period }).value,
      talib.SMA({ inReal: close, timePeriod: period }).output,
      period - 1,
    );
  });

  it.each([5, 20, 200])("Exponential (EMA %i)", (period) => {
    expectMatches(
      indicatorSeries("Exponential", candles, { period }).value,
      talib.EMA({ inReal: close, timePeriod: period }).output,
      period - 1,
    );
  });

  it.each([5, 20, 200])("Weighted (WMA %i)", (period) => {
    expectMatches(
      indicatorSeries("Weighted", candles, { period }).value,
      talib.WMA({ inReal: close, timePeriod: period }).output,
      period - 1,
    );
  });

  it.each([2, 14, 50])("RSI %i", (period) => {
    expectMatches(
      indicatorSeries("RSI", candles, { period }).value,
      talib.RSI({ inReal: close, timePeriod: period }).output,
      period,
    );
  });

  it.each([
    [12, 26, 9],
    [5, 35, 5],
    [26, 12, 9],
  ])("MACD %i, %i, %i", (fast, slow, signal) => {
    const ours = indicatorSeries("MACD", candles, { fast, slow, signal });
    const reference = talib.MACD({
      inReal: close,
      fastPeriod: fast,
      slowPeriod: slow,
      signalPeriod: signal,
    });
    const lookback = Math.max(fast, slow) + signal - 2;
    expectMatches(ours.macd, reference.MACD, lookback);
    expectMatches(ours.signal, reference.MACDSignal, lookback);
    expectMatches(ours.histogram, reference.MACDHist, lookback);
  });

  it.each([
    [20, 2],
    [10, 1],
    [50, 2.5],
  ])("Bollinger Band %i, %f (TA-Lib's SMA and VAR, which its BBANDS composes)", (period, deviations) => {
    // This TA-Lib build's BBANDS and STDDEV take the square root of their first period - 1 values only (its output
    // count is off), so the bands are held to what BBANDS composes: the SMA and the population variance (VAR).
    const ours = indicatorSeries("Bollinger Band", candles, { period, deviations });
    const middle = talib.SMA({ inReal: close, timePeriod: period }).output;
    const variance = talib.VAR({ inReal: close, timePeriod: period, nbDev: 1 }).output;
    const spread = variance.map((value) => (value < 1e-8 ? 0 : Math.sqrt(value) * deviations));
    expectMatches(ours.middle, middle, period - 1);
    expectMatches(
      ours.upper,
      middle.map((value, i) => value + (spread[i] as number)),
      period - 1,
    );
    expectMatches(
      ours.lower,
      middle.map((value, i) => value - (spread[i] as number)),
      period - 1,
    );
  });

  it.each([1, 14, 100])("Average True Range %i", (period) => {
    expectMatches(
      indicatorSeries("Average True Range", candles, { period }).value,
      talib.ATR({ high, low, close, timePeriod: period }).output,
      period,
    );
  });
});
