import * as z from "zod/mini";
import { indicatorNames } from "../indicators/names.js";
import { endpoint, getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * Alerts (spec 2 §3 Alert, §4, §7: GET /v1/schema, POST /v1/condition, POST /v1/batch/condition, PUT
 * /v1/condition/{alertId}, pause, resume and cancel under it, GET /v1/conditions). Field names are the spec's; what it
 * leaves open (operators, the operand's shape, the action paths) is in docs/decisions.md, "Alerts". Prices in a
 * `valueString` are rupees as the user typed them; everything else is in minor units.
 */

/** The stored statuses (spec 2 §3). */
export const alertStatus = z.enum(["active", "paused", "completed", "expired"]);
export type AlertStatus = z.infer<typeof alertStatus>;

/** Price alerts are checked on every tick, indicator alerts at each close of their timeframe (spec 2 §4). */
export const alertType = z.enum(["price", "indicator"]);
export type AlertType = z.infer<typeof alertType>;

/** The candle an alert reads (default 1 minute, spec 2 §9). */
export const alertTimeFrame = z.enum(["1m", "3m", "5m", "10m", "15m", "30m", "1h", "1d"]);
export type AlertTimeFrame = z.infer<typeof alertTimeFrame>;

export const alertOperator = z.enum(["greaterThan", "lessThan", "crossesAbove", "crossesBelow"]);
export type AlertOperator = z.infer<typeof alertOperator>;

/** What a side of a condition reads: the price, or one line of an indicator of the alert pad (spec 2 §5). */
export const alertIndicator = z.enum(["Price", ...indicatorNames]);
export type AlertIndicator = z.infer<typeof alertIndicator>;

/** One side of a condition: an indicator with its parameters (the engine's defaults where left out) and line. */
export const alertOperand = z.strictObject({
  indicator: alertIndicator,
  params: z.optional(z.record(z.string(), z.number())),
  /** The line of an indicator that draws several (MACD's `signal`, Bollinger's `upper`); its main one by default. */
  line: z.optional(z.string().check(z.maxLength(20))),
});
export type AlertOperand = z.infer<typeof alertOperand>;

/** A fixed value on the right side: a price in rupees or an indicator's level (an RSI of 70), as typed. */
export const alertValue = z.strictObject({ valueString: z.string().check(z.maxLength(20)) });

export const alertImplication = z.strictObject({
  lhs: alertOperand,
  operator: alertOperator,
  rhs: z.union([alertOperand, alertValue]),
});
export type AlertImplication = z.infer<typeof alertImplication>;

/** An alert that places an order when it fires (spec 2 §3: the entry's action with units, target and stop-loss). */
export const alertAction = z.strictObject({
  transactionType: z.enum(["B", "S"]),
  orderDetails: z.strictObject({
    orders: z.array(z.strictObject({ units: z.int().check(z.gte(1), z.lte(1_000_000)) })).check(z.length(1)),
  }),
});

export const alertEntry = z.strictObject({
  implication: alertImplication,
  action: z.optional(alertAction),
  targetProfitPercent: z.optional(z.number().check(z.gt(0), z.lte(100))),
  stopLossPercent: z.optional(z.number().check(z.gt(0), z.lte(100))),
});

/** An instrument the alert watches (several for a multiple-stock alert). */
export const alertToken = z.strictObject({
  exchange: z.string().check(z.maxLength(10)),
  segment: z.int().check(z.gte(1), z.lte(99)),
  token: z.int().check(z.gte(1), z.lte(2 ** 31 - 1)),
  symbol: z.optional(z.string().check(z.maxLength(40))),
});

/** Once: the alert completes when it fires. Always: it fires at each crossing, between the start and end times. */
export const alertExecution = z.strictObject({
  mode: z.enum(["once", "always"]),
  /** Epoch ms; from now when left out. */
  startTime: z.optional(z.int()),
  /** Epoch ms; the alert expires then. */
  endTime: z.optional(z.int()),
});

export const alertMeta = z.strictObject({
  isPredefinedAlert: z.boolean(),
  cardId: z.optional(z.string().check(z.maxLength(40))),
  description: z.optional(z.string().check(z.maxLength(200))),
  indicatorCategory: z.optional(z.string().check(z.maxLength(40))),
});

/** POST /v1/condition and PUT /v1/condition/{alertId}: the condition. */
export const alertCondition = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  type: alertType,
  timeFrame: alertTimeFrame,
  description: z.optional(z.string().check(z.maxLength(200))),
  execution: alertExecution,
  tokens: z.array(alertToken).check(z.minLength(1), z.maxLength(50)),
  entry: alertEntry,
  meta: z.optional(alertMeta),
});
export type AlertCondition = z.input<typeof alertCondition>;

/** An alert as the list gives it. */
export const alert = z.object({
  alertId: z.string(),
  name: z.string(),
  type: alertType,
  status: alertStatus,
  timeFrame: alertTimeFrame,
  description: z.nullable(z.string()),
  execution: z.object({
    mode: z.enum(["once", "always"]),
    startTime: z.number(),
    endTime: z.nullable(z.number()),
  }),
  tokens: z.array(
    z.object({ exchange: z.string(), segment: z.number(), token: z.number(), symbol: z.string() }),
  ),
  entry: alertEntry,
  meta: z.nullable(alertMeta),
  /** Epoch ms of the last time it fired, and how many times it has. */
  triggeredAt: z.nullable(z.number()),
  triggerCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Alert = z.infer<typeof alert>;

export const alertResult = z.object({ alert });
export const alertList = z.object({ alerts: z.array(alert) });
export const alertBatchResult = z.object({ alerts: z.array(alert) });

/** GET /v1/schema: what the alert pad offers (the indicators with their parameters and lines, the operators). */
export const alertSchema = z.object({
  indicators: z.array(
    z.object({
      name: alertIndicator,
      lines: z.array(z.string()),
      parameters: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          default: z.number(),
          min: z.number(),
          max: z.number(),
        }),
      ),
    }),
  ),
  operators: z.array(alertOperator),
  timeFrames: z.array(alertTimeFrame),
});

const put = <TBody extends z.ZodMiniType | undefined, const TPath extends string>(path: TPath, body: TBody) =>
  endpoint({ method: "PUT", path, token: "trade", body, query: undefined, data: alertResult });

/** The alert calls (spec 2 §7; the action paths ours). Creating is not retried (a second try makes a second alert). */
export const alertEndpoints = {
  schema: getEndpoint("trade", "/v1/schema", z.object({ type: z.optional(alertType) }), alertSchema),
  create: postEndpoint("trade", "/v1/condition", alertCondition, alertResult),
  createBatch: postEndpoint(
    "trade",
    "/v1/batch/condition",
    z.strictObject({ conditions: z.array(alertCondition).check(z.minLength(1), z.maxLength(50)) }),
    alertBatchResult,
  ),
  update: put("/v1/condition/{alertId}", alertCondition),
  pause: put("/v1/condition/{alertId}/pause", undefined),
  resume: put("/v1/condition/{alertId}/resume", undefined),
  cancel: put("/v1/condition/{alertId}/cancel", undefined),
  list: getEndpoint("trade", "/v1/conditions", z.object({ status: z.optional(alertStatus) }), alertList),
};
