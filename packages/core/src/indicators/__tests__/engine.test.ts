import { describe, expect, it } from "vitest";
import { Ichimoku, SuperTrend } from "../bands.js";
import { type Bar, indicatorOf, indicators } from "../definitions.js";
import { Ema, Sma, Wma } from "../movingAverages.js";
import { Atr, Macd, Rsi } from "../oscillators.js";
import { indicatorSeries, parameterProblem } from "../series.js";
import { walk } from "./candles.js";

const round = (values: ArrayLike<number>) =>
  Array.from(values, (value) => (Number.isNaN(value) ? null : value));

describe("the alert pad's indicators", () => {
  it("are the spec's nine, in the pad's order, each with its lines and defaults", () => {
    expect(indicators.map((indicator) => indicator.name)).toEqual([
      "Moving Average",
      "Exponential",
      "Weighted",
      "RSI",
      "MACD",
      "Bollinger Band",
      "Ichimoku Cloud",
      "Average True Range",
      "Super Trend",
    ]);
    expect(indicatorOf("MACD").parameters.map((p) => [p.key, p.default])).toEqual([
      ["fast", 12],
      ["slow", 26],
      ["signal", 9],
    ]);
    expect(indicatorOf("Bollinger Band").lines).toEqual(["middle", "upper", "lower"]);
    expect(indicatorOf("Ichimoku Cloud").parameters.map((p) => p.default)).toEqual([9, 26, 52, 26]);
    expect(indicatorOf("Super Trend").parameters.map((p) => p.default)).toEqual([10, 3]);
    expect(() => indicatorOf("Stochastic" as never)).toThrow("Unknown indicator: Stochastic");
  });

  it("refuses a parameter out of its range, in words", () => {
    const [period] = indicatorOf("RSI").parameters;
    expect(parameterProblem(period as never, 14)).toBeUndefined();
    expect(parameterProblem(period as never, 1)).toBe("Period must be from 2 to 500");
    expect(parameterProblem(period as never, 2.5)).toBe("Period must be a whole number");
    expect(parameterProblem(period as never, Number.NaN)).toBe("Period is required");
    expect(() => new Sma(0)).toThrow("period must be a whole number from 1 to 100000 (got 0)");
    expect(() => new Rsi(1)).toThrow(RangeError);
    expect(() => new SuperTrend(10, 0)).toThrow("multiplier must be a number above 0 (got 0)");
  });

  it("a candle at a time gives at every candle what the whole series gives (the alerts read what the chart draws)", () => {
    const candles = walk(600, 11);
    for (const definition of indicators) {
      const series = indicatorSeries(definition.name, candles);
      const study = definition.create();
      for (let i = 0; i < candles.close.length; i++) {
        const bar: Bar = {
          open: candles.open[i] as number,
          high: candles.high[i] as number,
          low: candles.low[i] as number,
          close: candles.close[i] as number,
        };
        study.next(bar);
        for (const line of definition.lines) {
          expect(study.read(line), `${definition.name} ${line} at ${i}`).toBe(
            (series[line] as Float64Array)[i],
          );
        }
      }
    }
  });

  it("Ichimoku over a series equals it a candle at a time, with span B's window twice the base line's or not", () => {
    const candles = walk(400, 5);
    for (const parameters of [{}, { spanB: 40 }, { conversion: 5, base: 10, spanB: 20, displacement: 1 }]) {
      const series = indicatorSeries("Ichimoku Cloud", candles, parameters);
      const cloud = indicatorOf("Ichimoku Cloud").create(parameters);
      candles.close.forEach((close, i) => {
        cloud.next({ open: close, high: candles.high[i] as number, low: candles.low[i] as number, close });
        for (const line of ["tenkan", "kijun", "spanA", "spanB"]) {
          expect(cloud.read(line), `${JSON.stringify(parameters)} ${line} at ${i}`).toBe(
            (series[line] as Float64Array)[i],
          );
        }
      });
    }
  });

  it("Ichimoku over fewer candles than its windows equals it a candle at a time (NaN where a window is not full)", () => {
    for (const length of [0, 1, 8, 25, 26, 51, 52, 53]) {
      const candles = walk(length, 3);
      const series = indicatorSeries("Ichimoku Cloud", candles);
      const cloud = indicatorOf("Ichimoku Cloud").create({});
      candles.close.forEach((close, i) => {
        cloud.next({ open: close, high: candles.high[i] as number, low: candles.low[i] as number, close });
        for (const line of ["tenkan", "kijun", "spanA", "spanB"]) {
          expect(cloud.read(line), `${length} candles: ${line} at ${i}`).toBe(
            (series[line] as Float64Array)[i],
          );
        }
      });
      expect(series.spanB?.length).toBe(length);
    }
  });

  it("the moving averages by hand on integer prices", () => {
    const values = [10, 20, 30, 40, 50];
    const sma = new Sma(3);
    const ema = new Ema(3);
    const wma = new Wma(3);
    expect(round(values.map((v) => sma.next(v)))).toEqual([null, null, 20, 30, 40]);
    // Seeded with the first average (20), then k = 2 / 4: 20 + (40 - 20) / 2 = 30, 30 + (50 - 30) / 2 = 40.
    expect(round(values.map((v) => ema.next(v)))).toEqual([null, null, 20, 30, 40]);
    // (10·1 + 20·2 + 30·3) / 6 = 23.33…, (20 + 60 + 120) / 6 = 33.33…, (30 + 80 + 150) / 6 = 43.33…
    expect(round(values.map((v) => wma.next(v)))).toEqual([null, null, 140 / 6, 200 / 6, 260 / 6]);
  });

  it("RSI is 0 on a flat series and 100 on a rising one; ATR and MACD warm up as TA-Lib's do", () => {
    const flat = new Rsi(3);
    const rising = new Rsi(3);
    expect(round([5, 5, 5, 5, 5].map((v) => flat.next(v)))).toEqual([null, null, null, 0, 0]);
    expect(round([1, 2, 3, 4, 5].map((v) => rising.next(v)))).toEqual([null, null, null, 100, 100]);
    const atr = new Atr(2);
    // True ranges 2, then 4 (a gap up from the close of 10): first ATR 3; then a range of 3: (3·1 + 3) / 2 = 3.
    expect(
      round([atr.next(10, 8, 9), atr.next(11, 9, 10), atr.next(14, 12, 13), atr.next(13, 10, 12)]),
    ).toEqual([null, null, 3, 3]);
    const macd = new Macd(2, 3, 2);
    const lines = [1, 2, 3, 4, 5, 6].map((v) => macd.next(v));
    expect(lines.findIndex((line) => !Number.isNaN(line))).toBe(3);
  });

  it("Ichimoku Cloud by hand: the lines, and the leading spans drawn displacement - 1 candles later", () => {
    const cloud = new Ichimoku(2, 3, 4, 2);
    const bars: [number, number][] = [
      [10, 8],
      [12, 9],
      [11, 7],
      [14, 10],
      [13, 11],
      [15, 12],
    ];
    const rows = bars.map(([high, low]) => {
      cloud.next(high, low);
      return round([cloud.tenkan, cloud.kijun, cloud.spanA, cloud.spanB]);
    });
    expect(rows).toEqual([
      [null, null, null, null],
      [10, null, null, null],
      // tenkan (12 + 7) / 2; kijun (12 + 7) / 2; led A at candle 1 had no kijun yet.
      [9.5, 9.5, null, null],
      // led A at candle 2: (9.5 + 9.5) / 2.
      [10.5, 10.5, 9.5, null],
      // led A at 3: (10.5 + 10.5) / 2; led B at 3: (14 + 7) / 2.
      [12, 10.5, 10.5, 10.5],
      // led A at 4: (12 + 10.5) / 2; led B at 4: (14 + 7) / 2.
      [13, 12.5, 11.25, 10.5],
    ]);
  });

  it("Super Trend by hand: bands that hold, then a flip when the close crosses the upper band", () => {
    const trend = new SuperTrend(2, 1);
    const bars: [number, number, number][] = [
      [10, 8, 9],
      [11, 9, 10],
      [12, 10, 11],
      [11, 8, 8],
      [9, 6, 7],
      [12, 9, 12],
    ];
    const rows = bars.map(([h, l, c]) => [trend.next(h, l, c), trend.direction]);
    expect(rows.map(([value, direction]) => [Number.isNaN(value) ? null : value, direction])).toEqual([
      [null, 0],
      [null, 0],
      // ATR (2 + 2) / 2 = 2 around 11: bands 13 and 9; the close is under 13, so a down trend on the upper band.
      [13, -1],
      // ATR (2 + 3) / 2 = 2.5 around 9.5: upper 12 (lower than 13), lower holds 9.
      [12, -1],
      // ATR (2.5 + 3) / 2 = 2.75 around 7.5: upper 10.25; lower resets to 4.75 (the close of 8 fell under 9).
      [10.25, -1],
      // ATR (2.75 + 5) / 2 = 3.875 around 10.5: upper holds 10.25, the close of 12 crosses it: up on lower 6.625.
      [6.625, 1],
    ]);
  });
});
