/**
 * The indicator engine (issue 18): the nine indicators of the alert pad over 1,000,000 candles, ours against
 * technicalindicators (the most used JavaScript library; it has no Super Trend), and one new candle through all nine
 * a candle at a time, as the alerts feed them.
 */
import { type CandleSeries, indicatorSeries, indicators } from "@trade/core/indicators";
import * as ti from "technicalindicators";

const count = 1_000_000;

/** A seeded random walk of candles in integer paise. */
function candles(
  length: number,
): CandleSeries & { open: number[]; high: number[]; low: number[]; close: number[] } {
  let state = 42;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const series = { open: [] as number[], high: [] as number[], low: [] as number[], close: [] as number[] };
  let last = 250_000;
  for (let i = 0; i < length; i++) {
    const open = last;
    const close = Math.max(100, open + Math.round((random() - 0.5) * 3_000));
    series.open.push(open);
    series.close.push(close);
    series.high.push(Math.max(open, close) + Math.round(random() * 1_500));
    series.low.push(Math.min(open, close) - Math.round(random() * 1_500));
    last = close;
  }
  return series;
}

const time = (work: () => void): number => {
  const start = performance.now();
  work();
  return performance.now() - start;
};

/** The best of `runs` timings (the first run also warms the JIT). */
const best = (runs: number, work: () => void): number =>
  Math.min(...Array.from({ length: runs }, () => time(work)));

export function benchIndicators(): void {
  console.log(
    "Indicators (@trade/core/indicators; goals: all nine over 1,000,000 candles ≤ 300 ms, ≥ 3× technicalindicators; one candle through all nine ≤ 2 µs)",
  );
  const series = candles(count);
  const ours = new Map<string, number>();
  for (const definition of indicators) {
    ours.set(
      definition.name,
      best(3, () => indicatorSeries(definition.name, series)),
    );
  }
  const { high, low, close } = series;
  const theirs = new Map<string, number>([
    ["Moving Average", best(1, () => ti.SMA.calculate({ period: 20, values: close }))],
    ["Exponential", best(1, () => ti.EMA.calculate({ period: 20, values: close }))],
    ["Weighted", best(1, () => ti.WMA.calculate({ period: 20, values: close }))],
    ["RSI", best(1, () => ti.RSI.calculate({ period: 14, values: close }))],
    [
      "MACD",
      best(1, () =>
        ti.MACD.calculate({
          values: close,
          fastPeriod: 12,
          slowPeriod: 26,
          signalPeriod: 9,
          SimpleMAOscillator: false,
          SimpleMASignal: false,
        }),
      ),
    ],
    ["Bollinger Band", best(1, () => ti.BollingerBands.calculate({ period: 20, stdDev: 2, values: close }))],
    [
      "Ichimoku Cloud",
      best(1, () =>
        ti.IchimokuCloud.calculate({
          high,
          low,
          conversionPeriod: 9,
          basePeriod: 26,
          spanPeriod: 52,
          displacement: 26,
        }),
      ),
    ],
    ["Average True Range", best(1, () => ti.ATR.calculate({ high, low, close, period: 14 }))],
  ]);
  let ourTotal = 0;
  let ourShared = 0;
  let theirTotal = 0;
  for (const definition of indicators) {
    const mine = ours.get(definition.name) as number;
    const other = theirs.get(definition.name);
    ourTotal += mine;
    if (other !== undefined) {
      ourShared += mine;
      theirTotal += other;
    }
    console.log(
      `  ${definition.name.padEnd(19)} ours ${mine.toFixed(1).padStart(7)} ms` +
        (other === undefined
          ? "   technicalindicators: not offered"
          : `   technicalindicators ${other.toFixed(1).padStart(8)} ms   ${(other / mine).toFixed(1)}×`),
    );
  }
  console.log(
    `  all nine: ${ourTotal.toFixed(0)} ms (goal ≤ 300 ms) ${ourTotal <= 300 ? "met" : "NOT MET"}; ` +
      `the eight both offer: ours ${ourShared.toFixed(0)} ms, technicalindicators ${theirTotal.toFixed(0)} ms, ` +
      `${(theirTotal / ourShared).toFixed(1)}× (goal ≥ 3×) ${theirTotal / ourShared >= 3 ? "met" : "NOT MET"}`,
  );

  // One new candle through all nine, a candle at a time, as an alert evaluator feeds them.
  const studies = indicators.map((definition) => definition.create());
  const bar = { open: 0, high: 0, low: 0, close: 0 };
  const feed = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      bar.open = series.open[i] as number;
      bar.high = high[i] as number;
      bar.low = low[i] as number;
      bar.close = close[i] as number;
      for (const study of studies) study.next(bar);
    }
  };
  feed(0, 10_000);
  const perCandleNs = (time(() => feed(10_000, count)) * 1e6) / (count - 10_000);
  console.log(
    `  one new candle through all nine: ${(perCandleNs / 1000).toFixed(3)} µs (goal ≤ 2 µs) ${perCandleNs <= 2_000 ? "met" : "NOT MET"}\n`,
  );
}
