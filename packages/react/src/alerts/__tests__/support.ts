import type { Alert } from "@trade/core/alerts";

/** GET /v1/schema as the sandbox answers it: the nine indicators' parameters and lines (a few here). */
export const schemaData = {
  indicators: [
    {
      name: "RSI",
      lines: ["value"],
      parameters: [{ key: "period", label: "Period", default: 14, min: 2, max: 500 }],
    },
    {
      name: "Moving Average",
      lines: ["value"],
      parameters: [{ key: "period", label: "Period", default: 20, min: 1, max: 500 }],
    },
    {
      name: "Bollinger Band",
      lines: ["middle", "upper", "lower"],
      parameters: [
        { key: "period", label: "Period", default: 20, min: 2, max: 500 },
        { key: "deviations", label: "Standard deviations", default: 2, min: 0.1, max: 10 },
      ],
    },
  ],
  operators: ["greaterThan", "lessThan", "crossesAbove", "crossesBelow"],
  timeFrames: ["1m", "5m", "15m", "1h", "1d"],
};

export const sbin = { exchange: "NSE", segment: 1, token: 3045, symbol: "SBIN-EQ" };
export const infy = { exchange: "NSE", segment: 1, token: 1594, symbol: "INFY-EQ" };

/** An active predefined RSI alert on SBIN. */
export const rsiAlert: Alert = {
  alertId: "a1",
  name: "SBIN oversold",
  type: "indicator",
  status: "active",
  timeFrame: "15m",
  description: null,
  execution: { mode: "always", startTime: Date.parse("2026-11-24T09:15:00+05:30"), endTime: null },
  tokens: [sbin],
  entry: {
    implication: {
      lhs: { indicator: "RSI", params: { period: 14 } },
      operator: "crossesBelow",
      rhs: { valueString: "30" },
    },
  },
  meta: { isPredefinedAlert: true, cardId: "rsi-oversold" },
  triggeredAt: null,
  triggerCount: 0,
  createdAt: Date.parse("2026-11-24T09:15:00+05:30"),
  updatedAt: Date.parse("2026-11-24T09:15:00+05:30"),
};
