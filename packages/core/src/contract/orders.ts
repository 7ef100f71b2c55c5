import * as z from "zod/mini";
import { boundedAmount, boundedPrice, boundedQuantity, withinOrderValue } from "./bounds.js";
import { orderInstrumentKind } from "./instrumentKind.js";
import {
  order,
  orderListFilters,
  orderStatus,
  orderType,
  productType,
  schedule,
  side,
  validity,
  variety,
} from "./order.js";

export * from "./bounds.js";
export * from "./order.js";

/**
 * The trading area's wire (spec 2 §3 Order, placement payload, Position, conversion request, margin request; §7 the
 * calls). Prices are integers in the segment's minor units (priceDivider: 100, 1e7 for segment 13, 1e4 for 21); money
 * totals (margins, charges, P&L) are paise; times are epoch milliseconds. Paths the spec withholds are our choice and
 * are listed in docs/decisions.md ("Trading wire").
 *
 * The schemas check shapes only. Whether an order may be placed (quantity, price, tick, circuit, windows, ...) is a
 * rule of `rules/trading/`, answered with the spec's message; a schema that refused `quantity: 0` would hide
 * 'Entered quantity can not be zero' behind a generic validation error. Every number a rule multiplies is bounded
 * (contract/bounds.ts), so that ±1e308 or 2^53 + 1 is a validation error naming the field.
 */

const optionalQuantity = z.optional(boundedQuantity());
const optionalPrice = z.optional(boundedPrice());
const id = z.string().check(z.minLength(1), z.maxLength(64));
const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * The order placement payload (spec 2 §3). `guiOrderId` is required: it is the idempotency key (the same id twice is
 * one order). Prices in minor units, 0 or absent for market orders.
 */
export const orderPlacement = z.strictObject({
  guiOrderId: id,
  exchangeSegment: z.int(),
  symbolToken: z.int(),
  /** Checked against the token when given. */
  tradingSymbol: z.optional(text(60)),
  transactionType: side,
  productType,
  orderType,
  quantity: boundedQuantity(),
  price: optionalPrice,
  triggerPrice: optionalPrice,
  disclosedQuantity: optionalQuantity,
  duration: z.optional(validity),
  variety: z.optional(variety),
  /** Bracket: target distance from the entry price (minor units). */
  squareOff: optionalPrice,
  /** Bracket: stop-loss distance from the entry price (minor units). */
  stopLoss: optionalPrice,
  /** Bracket: trailing stop-loss step (minor units); 0 or absent: no trailing. */
  trailingStopLoss: optionalPrice,
  trailTickYesNo: z.optional(z.enum(["Y", "N"])),
  /** Stop-loss-and-target order (the scheduled tab): the two exits placed once the entry fills. */
  stopLossTriggerPrice: optionalPrice,
  stopLossPrice: optionalPrice,
  targetTriggerPrice: optionalPrice,
  targetPrice: optionalPrice,
  scheduledOrder: z.optional(schedule),
  orderRoutingType: z.optional(text(20)),
  orderTag: z.optional(text(40)),
  strategyCode: z.optional(text(40)),
  subSource: z.optional(text(40)),
  basketID: z.optional(text(64)),
  /** The price the client saw; informational. */
  ltp: optionalPrice,
  precision: optionalQuantity,
  isMPPEnabled: z.optional(z.boolean()),
});
export type OrderPlacement = z.input<typeof orderPlacement>;

/** Place result (spec 2 §3 response fields read). `status`: success, pending (AMO, scheduled), rejected or failed. */
export const placeResult = z.object({
  orderId: z.string(),
  guiOrderId: z.string(),
  status: z.enum(["success", "pending", "rejected", "failed"]),
  orderStatus,
  text: z.string(),
  /** Stop-loss-and-target order id, SE-prefixed: tracked as a scheduled order. */
  aoOrderId: z.nullable(z.string()),
  nestOrderId: z.nullable(z.string()),
});
export type PlaceResult = z.infer<typeof placeResult>;

/** Modify (PATCH /v5/order): the order id and the fields that change. */
export const orderModification = z.strictObject({
  orderId: id,
  quantity: optionalQuantity,
  price: optionalPrice,
  triggerPrice: optionalPrice,
  orderType: z.optional(orderType),
  disclosedQuantity: optionalQuantity,
  duration: z.optional(validity),
  guiOrderId: z.optional(id),
});
export type OrderModification = z.input<typeof orderModification>;

export const modifyResult = z.object({ orderId: z.string(), orderStatus, text: z.string() });
export type ModifyResult = z.infer<typeof modifyResult>;

/** Cancel (POST /v5/order/cancel): one or more order ids; each is answered on its own. */
export const cancelRequest = z.strictObject({
  orderIds: z.array(id).check(z.minLength(1), z.maxLength(50)),
});
export const cancelOutcome = z.object({
  orderId: z.string(),
  cancelled: z.boolean(),
  /** Why not, in the spec's words, when not cancelled. */
  message: z.string(),
  errorCode: z.nullable(z.string()),
});
export const cancelResult = z.object({ results: z.array(cancelOutcome) });
export type CancelOutcome = z.infer<typeof cancelOutcome>;

/** Exit part of a position with a market order (POST /v5/order/partial-position). */
export const partialPosition = z.strictObject({
  guiOrderId: id,
  exchangeSegment: z.int(),
  symbolToken: z.int(),
  productType,
  quantity: boundedQuantity(),
});
export type PartialPosition = z.input<typeof partialPosition>;

export const orderListQuery = z.strictObject({
  status: z.optional(z.enum(orderListFilters)),
});
export const orderList = z.object({ orders: z.array(order) });

/** GET /report/v5/orders/status: orders by guiOrderIds, comma separated (at most 50). */
export const orderStatusQuery = z.strictObject({
  guiOrderIds: z.string().check(
    z.minLength(1),
    z.maxLength(50 * 65),
    z.refine((ids) => ids.split(",").length <= 50, "at most 50 guiOrderIds"),
  ),
});

/** A position (spec 2 §3); amounts are price × quantity in the segment's minor units. */
export const position = z.object({
  symbolToken: z.number(),
  symbolName: z.string(),
  tradingSymbol: z.string(),
  exchange: z.string(),
  exchangeSegment: z.number(),
  productType,
  netQty: z.number(),
  buyQty: z.number(),
  sellQty: z.number(),
  buyAmount: z.number(),
  sellAmount: z.number(),
  buyAvgPrice: z.number(),
  sellAvgPrice: z.number(),
  /** Including quantity carried forward from earlier days. */
  totalBuyAvgPrice: z.number(),
  totalSellAvgPrice: z.number(),
  /** Quantity carried in from an earlier day (positive long, negative short), and its average. */
  carryForwardQty: z.number(),
  carryForwardAvgPrice: z.number(),
  lotSize: z.number(),
  /** Quotation units per quantity unit (commodity and currency contracts), else 1. */
  multiplier: z.number(),
  expiryDate: z.nullable(z.string()),
  optionType: z.nullable(z.enum(["CE", "PE"])),
  strikePrice: z.number(),
  instrumentType: orderInstrumentKind,
  isin: z.nullable(z.string()),
  /** Realised profit or loss of the closed quantity, paise. */
  realisedPnl: z.number(),
  /** Last traded price when the list was made. */
  ltp: z.number(),
  /** Opened by a cover or bracket order (exit only from Open Orders). */
  isAdvance: z.boolean(),
  updatetime: z.number(),
});
export type Position = z.infer<typeof position>;
export const positionList = z.object({ positions: z.array(position) });

/** Position conversion request (spec 2 §3). */
export const conversionRequest = z.strictObject({
  exchangeSegment: z.int(),
  symbolToken: z.int(),
  productType,
  newProductType: productType,
  quantity: boundedQuantity(),
  transactionType: side,
  duration: z.optional(z.literal("DAY")),
  boardLotSize: optionalQuantity,
  buyAmount: z.optional(boundedAmount()),
  buyQty: optionalQuantity,
  sellAmount: z.optional(boundedAmount()),
  sellQty: optionalQuantity,
  branchId: z.optional(text(20)),
  brokerId: z.optional(text(20)),
  strategyCode: z.optional(text(40)),
});
export type ConversionRequest = z.input<typeof conversionRequest>;
export const conversionResult = z.object({ message: z.string() });

/** One order of a batch margin request (spec 2 §3 margin request order). */
export const marginOrder = z
  .strictObject({
    segment_id: z.enum(["CM", "FO"]),
    exchange: text(10),
    price: boundedPrice(0),
    lot_size: z.optional(boundedQuantity(0)),
    product_type: productType,
    token: z.int(),
    transaction_type: side,
    quantity: boundedQuantity(0),
    isin: z.optional(text(12)),
    no_of_lot: z.optional(boundedQuantity(0)),
    symbol: z.optional(text(60)),
    instrument_type: z.optional(text(10)),
    option_type: z.optional(text(2)),
    expiry_date: z.optional(text(10)),
    strike_price: z.optional(boundedPrice(0)),
    /** The market segment id (1, 2, ...); derived from segment_id and exchange when absent. */
    mktSegID: z.optional(z.int()),
  })
  .check(withinOrderValue());
export type MarginOrder = z.input<typeof marginOrder>;
export const marginRequest = z.strictObject({
  party_code: text(20),
  orders: z.array(marginOrder).check(z.minLength(1), z.maxLength(50)),
});
export const marginResult = z.object({
  /** Margin the orders need together, paise. */
  totalMargin: z.number(),
  /** What the client has now, paise. */
  availableMargin: z.number(),
  /** Still to add for all of them to go through; 0 when enough. */
  shortfall: z.number(),
  orders: z.array(z.object({ token: z.number(), margin: z.number() })),
});
export type MarginResult = z.infer<typeof marginResult>;

/** Leverage check (spec 2 §3). */
export const leverageRequest = z.strictObject({
  partyCode: text(20),
  exchange: text(10),
  scriptoken: z.int(),
  productType,
  buyOrSell: side,
});
export const leverageResult = z.object({
  leverageFields: z.object({ leverage: z.number(), marginPercent: z.number() }),
});

/** Order charges (path not shown in the spec): estimates in paise per order, at most 50 orders. */
export const chargesRequest = z.strictObject({
  orders: z
    .array(
      z
        .strictObject({
          exchangeSegment: z.int(),
          symbolToken: z.int(),
          productType,
          transactionType: side,
          quantity: boundedQuantity(0),
          price: boundedPrice(0),
        })
        .check(withinOrderValue()),
    )
    .check(z.minLength(1), z.maxLength(50)),
});
export const orderCharges = z.object({
  brokerage: z.number(),
  stt: z.number(),
  exchangeCharges: z.number(),
  sebiFees: z.number(),
  stampDuty: z.number(),
  gst: z.number(),
  total: z.number(),
});
export type OrderCharges = z.infer<typeof orderCharges>;
export const chargesResult = z.object({ orders: z.array(orderCharges), total: orderCharges });

/** Scheduled time config: when each schedule type sends, seconds after IST midnight. */
export const scheduledTimeConfig = z.object({
  PREMARKET: z.object({ sendAt: z.number() }),
  MARKET: z.object({ sendAt: z.number() }),
  CUSTOM: z.object({ from: z.number(), to: z.number() }),
});

/** Range cover: the stop-loss trigger range a cover order may use around a price. */
export const rangeCoverRequest = z.strictObject({
  exchangeSegment: z.int(),
  symbolToken: z.int(),
  transactionType: side,
  price: boundedPrice(0),
});
export const rangeCoverResult = z.object({ lowerTrigger: z.number(), upperTrigger: z.number() });

/** Batch placing (spec 2 §9: at most 50 orders). `isAsync`: answer at once, each order's status follows on the feed. */
export const batchRequest = z.strictObject({
  id: z.optional(id),
  orders: z.array(orderPlacement).check(z.minLength(1), z.maxLength(50)),
  isAsync: z.optional(z.boolean()),
  isScheduledOrder: z.optional(z.boolean()),
});
export type BatchRequest = z.input<typeof batchRequest>;
export const batchOutcome = z.object({
  guiOrderId: z.string(),
  orderId: z.nullable(z.string()),
  status: z.enum(["success", "pending", "rejected", "failed"]),
  errorCode: z.nullable(z.string()),
  message: z.string(),
});
export type BatchOutcome = z.infer<typeof batchOutcome>;
export const batchResult = z.object({ batchId: z.string(), results: z.array(batchOutcome) });

export const batchOperation = z.discriminatedUnion("op", [
  z.strictObject({ op: z.literal("place"), order: orderPlacement }),
  z.strictObject({ op: z.literal("modify"), order: orderModification }),
  z.strictObject({ op: z.literal("cancel"), orderId: id }),
]);
export const multiOpsRequest = z.strictObject({
  operations: z.array(batchOperation).check(z.minLength(1), z.maxLength(50)),
});
export const multiOpsResult = z.object({
  results: z.array(
    z.object({
      op: z.enum(["place", "modify", "cancel"]),
      orderId: z.nullable(z.string()),
      ok: z.boolean(),
      errorCode: z.nullable(z.string()),
      message: z.string(),
    }),
  ),
});

export const scheduleBatchRequest = z.strictObject({
  orders: z.array(orderPlacement).check(z.minLength(1), z.maxLength(50)),
  schedule,
});
export const cancelScheduleRequest = z.strictObject({
  orderIds: z.array(id).check(z.minLength(1), z.maxLength(50)),
});
