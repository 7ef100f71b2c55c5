export { Bollinger, Ichimoku, SuperTrend } from "./bands.js";
export {
  type Bar,
  type IndicatorDefinition,
  type IndicatorName,
  type IndicatorParameter,
  indicatorOf,
  indicators,
  type PriceSource,
  type Study,
} from "./definitions.js";
export { Ema, Sma, Wma } from "./movingAverages.js";
export { indicatorNames } from "./names.js";
export { Atr, Macd, Rsi, trueRange } from "./oscillators.js";
export { type CandleSeries, type IndicatorLines, indicatorSeries, parameterProblem } from "./series.js";
