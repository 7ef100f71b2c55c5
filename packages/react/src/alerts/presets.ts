import type { AlertForm } from "./alertForm.js";

/** A popular alert (spec 2 §2: "Edit or use preset alerts"): a predefined condition the user names and adjusts. */
export interface AlertPreset {
  cardId: string;
  name: string;
  description: string;
  indicatorCategory: string;
  form: Pick<AlertForm, "timeFrame" | "lhs" | "operator" | "rhsKind" | "value" | "rhs">;
}

const none = { indicator: "", params: {}, line: "" } as const;

/** (ours) The popular alerts the pad offers. */
export const alertPresets: readonly AlertPreset[] = [
  {
    cardId: "rsi-oversold",
    name: "RSI oversold",
    description: "RSI (14) crosses below 30 on 15-minute candles",
    indicatorCategory: "Momentum",
    form: {
      timeFrame: "15m",
      lhs: { indicator: "RSI", params: { period: "14" }, line: "value" },
      operator: "crossesBelow",
      rhsKind: "value",
      value: "30",
      rhs: none,
    },
  },
  {
    cardId: "rsi-overbought",
    name: "RSI overbought",
    description: "RSI (14) crosses above 70 on 15-minute candles",
    indicatorCategory: "Momentum",
    form: {
      timeFrame: "15m",
      lhs: { indicator: "RSI", params: { period: "14" }, line: "value" },
      operator: "crossesAbove",
      rhsKind: "value",
      value: "70",
      rhs: none,
    },
  },
  {
    cardId: "golden-cross",
    name: "Golden cross",
    description: "The 50-day moving average crosses above the 200-day",
    indicatorCategory: "Trend",
    form: {
      timeFrame: "1d",
      lhs: { indicator: "Moving Average", params: { period: "50" }, line: "value" },
      operator: "crossesAbove",
      rhsKind: "indicator",
      value: "",
      rhs: { indicator: "Moving Average", params: { period: "200" }, line: "value" },
    },
  },
  {
    cardId: "supertrend-buy",
    name: "Super Trend turns up",
    description: "The price crosses above Super Trend (10, 3) on 15-minute candles",
    indicatorCategory: "Trend",
    form: {
      timeFrame: "15m",
      lhs: { indicator: "Price", params: {}, line: "" },
      operator: "crossesAbove",
      rhsKind: "indicator",
      value: "",
      rhs: { indicator: "Super Trend", params: { period: "10", multiplier: "3" }, line: "value" },
    },
  },
  {
    cardId: "macd-crossover",
    name: "MACD bullish crossover",
    description: "MACD (12, 26, 9) crosses above its signal line on hourly candles",
    indicatorCategory: "Momentum",
    form: {
      timeFrame: "1h",
      lhs: { indicator: "MACD", params: { fast: "12", slow: "26", signal: "9" }, line: "macd" },
      operator: "crossesAbove",
      rhsKind: "indicator",
      value: "",
      rhs: { indicator: "MACD", params: { fast: "12", slow: "26", signal: "9" }, line: "signal" },
    },
  },
  {
    cardId: "bollinger-lower",
    name: "Below the lower band",
    description: "The price crosses below the lower Bollinger Band (20, 2)",
    indicatorCategory: "Volatility",
    form: {
      timeFrame: "15m",
      lhs: { indicator: "Price", params: {}, line: "" },
      operator: "crossesBelow",
      rhsKind: "indicator",
      value: "",
      rhs: { indicator: "Bollinger Band", params: { period: "20", deviations: "2" }, line: "lower" },
    },
  },
];
