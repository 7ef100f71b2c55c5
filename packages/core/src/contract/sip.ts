import * as z from "zod/mini";
import { boundedAmount, boundedQuantity } from "./bounds.js";
import { endpoint, getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * Stock SIP (spec 2 §3 Stock SIP, §4, §7: GET and POST /v1/sip, GET /v1/sip/{sip_id}/transactions, PUT /v1/sip/{sip_id}).
 * Field names are the spec's. `order_value` is a number of shares (QTY) or an amount in paise (AMOUNT). Dates are
 * India's calendar dates, YYYY-MM-DD.
 */

export const sipOrderType = z.enum(["QTY", "AMOUNT"]);
export type SipOrderType = z.infer<typeof sipOrderType>;
export const sipFrequency = z.enum(["MONTHLY", "WEEKLY", "DAILY"]);
export type SipFrequency = z.infer<typeof sipFrequency>;
/** The stored statuses (spec 2 §4); the lists show them as Active, Paused, Cancelled. */
export const sipStatus = z.enum(["ACTIVE", "PAUSE", "CANCEL"]);
export type SipStatus = z.infer<typeof sipStatus>;

const dateKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "a date, YYYY-MM-DD"));
/** Shares (QTY) or paise (AMOUNT), from 1. */
const orderValue = z.union([boundedQuantity(1), boundedAmount(1)]);

/** POST /v1/sip: a new SIP on one cash instrument. */
export const sipCreateRequest = z.strictObject({
  exchangeSegment: z.int().check(z.gte(1), z.lte(99)),
  instrument_id: z.int().check(z.gte(1), z.lte(2 ** 31 - 1)),
  order_type: sipOrderType,
  order_value: orderValue,
  frequency: sipFrequency,
  /** The first instalment's date (today or later). */
  start_date: dateKey,
  /** Optional last date; none runs until cancelled. */
  end_date: z.optional(dateKey),
  strategy_code: z.optional(z.string().check(z.maxLength(40))),
});
export type SipCreateRequest = z.input<typeof sipCreateRequest>;

/** PUT /v1/sip/{sip_id}: pause (PAUSE), resume (ACTIVE), cancel (CANCEL), or new terms. */
export const sipUpdateRequest = z.strictObject({
  order_type: z.optional(sipOrderType),
  order_value: z.optional(orderValue),
  frequency: z.optional(sipFrequency),
  status: z.optional(sipStatus),
  start_date: z.optional(dateKey),
  end_date: z.optional(z.nullable(dateKey)),
  strategy_code: z.optional(z.string().check(z.maxLength(40))),
});
export type SipUpdateRequest = z.input<typeof sipUpdateRequest>;

/** GET /v1/sip: all, or those of one status (the filter tabs). */
export const sipListQuery = z.object({ status: z.optional(sipStatus) });

/** A Stock SIP (spec 2 §3). */
export const stockSip = z.object({
  sip_id: z.string(),
  instrument_symbol: z.string(),
  instrument_id: z.number(),
  instrument_name: z.string(),
  instrument_trade_symbol: z.string(),
  exchange: z.string(),
  exchangeSegment: z.number(),
  order_type: sipOrderType,
  order_value: z.number(),
  frequency: sipFrequency,
  status: sipStatus,
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  /** The date of the next instalment; null when none is due (paused, cancelled, past its end). */
  next_date: z.nullable(z.string()),
  strategy_code: z.nullable(z.string()),
  created_at: z.number(),
  updated_at: z.number(),
});
export type StockSip = z.infer<typeof stockSip>;

/** One instalment: the order it placed and how it ended. */
export const sipTransaction = z.object({
  sip_id: z.string(),
  /** The instalment's date. */
  date: z.string(),
  /** Epoch ms when it ran. */
  at: z.number(),
  order_id: z.nullable(z.string()),
  /** Executed, Pending, Rejected or Failed (spec 2 §4 display statuses). */
  status: z.enum(["Executed", "Pending", "Rejected", "Failed"]),
  quantity: z.number(),
  /** Average price in minor units, 0 when nothing was bought. */
  price: z.number(),
  /** Why it was rejected or failed. */
  reason: z.nullable(z.string()),
});
export type SipTransaction = z.infer<typeof sipTransaction>;

export const sipResult = z.object({ sip: stockSip });
export const sipList = z.object({ sips: z.array(stockSip) });
export const sipTransactions = z.object({ transactions: z.array(sipTransaction) });

/** The Stock SIP calls (spec 2 §7). Create is not retried (a second try would make a second SIP). */
export const sipEndpoints = {
  list: getEndpoint("trade", "/v1/sip", sipListQuery, sipList),
  create: postEndpoint("trade", "/v1/sip", sipCreateRequest, sipResult),
  transactions: getEndpoint("trade", "/v1/sip/{sip_id}/transactions", undefined, sipTransactions),
  update: endpoint({
    method: "PUT",
    path: "/v1/sip/{sip_id}",
    token: "trade",
    body: sipUpdateRequest,
    query: undefined,
    data: sipResult,
  }),
};
