/**
 * `@trade/core/indicators`: the indicator engine (spec 2 §5's nine indicators), pure and framework-free, over candles
 * in integer minor units: a whole series at once (`indicatorSeries`) or a candle at a time in O(1) (`Sma`, `Rsi`,
 * `Macd`, ... or `indicatorOf(name).create()`). The chart, the alerts and the backtests share it; its values match
 * TA-Lib's where TA-Lib has the indicator.
 */
export * from "./indicators/index.js";
