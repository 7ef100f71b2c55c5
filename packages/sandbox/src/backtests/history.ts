import type { BacktestCandles } from "@trade/core/backtests";
import type { MarketData } from "../market/marketData.js";
import { maxCandles } from "../market/simulator/index.js";
import type { Candle, CandleInterval } from "../market/types.js";

/** Candles as columns, with their count. */
export type CandleColumns = BacktestCandles & { length: number };

/**
 * An instrument's candles over a span as columns, oldest first: the candle call answers at most `maxCandles` (the most
 * recent of the range), so the span is read backwards a window at a time (a year of 1-minute candles is 20 windows).
 */
export function historyColumns(
  market: MarketData,
  instrument: { segment: number; token: number },
  interval: CandleInterval,
  fromSec: number,
  toSec: number,
): CandleColumns {
  const reader = historyWindows(market, instrument, interval, fromSec, toSec);
  let windows = reader.next();
  while (!windows.done) windows = reader.next();
  return windows.value;
}

/**
 * `historyColumns` that lets other work run between windows: five years of 1-minute candles take seconds to generate,
 * and the sandbox keeps answering meanwhile.
 */
export async function historyColumnsYielding(
  market: MarketData,
  instrument: { segment: number; token: number },
  interval: CandleInterval,
  fromSec: number,
  toSec: number,
): Promise<CandleColumns> {
  const reader = historyWindows(market, instrument, interval, fromSec, toSec);
  let windows = reader.next();
  while (!windows.done) {
    await new Promise((resolve) => setImmediate(resolve));
    windows = reader.next();
  }
  return windows.value;
}

/** Reads one window a step (yielding after each), then answers the columns. */
function* historyWindows(
  market: MarketData,
  instrument: { segment: number; token: number },
  interval: CandleInterval,
  fromSec: number,
  toSec: number,
): Generator<undefined, CandleColumns> {
  const windows: Candle[][] = [];
  let total = 0;
  let to = toSec;
  while (to > fromSec) {
    const window = market.candles(instrument.segment, instrument.token, interval, fromSec, to);
    if (window.length === 0) break;
    windows.push(window);
    total += window.length;
    if (window.length < maxCandles) break;
    to = (window[0] as Candle).time - 1;
    yield;
  }
  const columns = {
    length: total,
    time: new Float64Array(total),
    open: new Float64Array(total),
    high: new Float64Array(total),
    low: new Float64Array(total),
    close: new Float64Array(total),
  };
  let at = 0;
  for (let w = windows.length - 1; w >= 0; w--) {
    for (const candle of windows[w] as Candle[]) {
      columns.time[at] = candle.time;
      columns.open[at] = candle.open;
      columns.high[at] = candle.high;
      columns.low[at] = candle.low;
      columns.close[at] = candle.close;
      at++;
    }
  }
  return columns;
}
