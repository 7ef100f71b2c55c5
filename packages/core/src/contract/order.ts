import * as z from "zod/mini";
import { orderInstrumentKind } from "./instrumentKind.js";

/**
 * An order on the wire (spec 2 §3 Order) as lists and the order-update feed carry it, and the feed's push (§7). Apart
 * from the rest of the trading wire (contract/orders.ts), so that a page that only follows orders loads just this.
 */

/** Transaction type: B buy, S sell (spec 2 §3). */
export const side = z.enum(["B", "S"]);
export type Side = z.infer<typeof side>;

/** Product types on the wire; codes and labels in rules/trading/orderTypes.ts. */
export const productType = z.enum(["CNC", "MIS", "NRML", "MARGIN", "CO", "BO"]);
export type ProductType = z.infer<typeof productType>;

export const orderType = z.enum(["MARKET", "LIMIT", "SL", "SL-M"]);
export type OrderType = z.infer<typeof orderType>;

/** NORMAL, or AMO: an after-market order queued to the next open. Cover and bracket are products (CO, BO). */
export const variety = z.enum(["NORMAL", "AMO"]);
export type Variety = z.infer<typeof variety>;

/** Validity: Day is the default (spec 2 §3). */
export const validity = z.enum(["DAY", "IOC"]);
export type Validity = z.infer<typeof validity>;

/** When a scheduled order goes out (spec 2 §4): at the pre-open, at the open, or at a chosen time. */
export const scheduleType = z.enum(["PREMARKET", "MARKET", "CUSTOM"]);
export type ScheduleType = z.infer<typeof scheduleType>;

/** The order statuses of spec 2 §4, verbatim. */
export const orderStatus = z.enum([
  "open",
  "open pending",
  "trigger pending",
  "target pending",
  "target",
  "modify pending",
  "complete",
  "cancelled",
  "failed",
  "rejected",
  "pending",
  "after market order req received",
  "modify after market order req received",
  "cancelled after market order",
  "AMO SUBMITTED",
  "SL PENDING",
  "SENTTOEXCHANGE",
]);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Which leg of a cover or bracket order; MAIN for every other order. */
export const orderLeg = z.enum(["MAIN", "TARGET", "STOPLOSS"]);
export type OrderLeg = z.infer<typeof orderLeg>;

export const schedule = z.strictObject({
  type: scheduleType,
  /** CUSTOM: when to send, epoch ms. */
  startTime: z.optional(z.int()),
});
export type Schedule = z.infer<typeof schedule>;

const trailInfo = z.nullable(z.object({ trailJump: z.number() }));

/** An order as lists and the order-update feed carry it (spec 2 §3). */
export const order = z.object({
  orderId: z.string(),
  guiOrderId: z.string(),
  /** Empty for a main leg; the main leg's id for a target or stop-loss leg. */
  parentOrderId: z.string(),
  leg: orderLeg,
  orderStatus,
  /** The same value as orderStatus (both names are read by clients). */
  status: orderStatus,
  rejectionReason: z.string(),
  text: z.string(),
  /** Error code of a rejection (RMS1011, ...), else null. */
  errorCode: z.nullable(z.string()),
  quantity: z.number(),
  filledShares: z.number(),
  /** Quantity that will not fill any more (cancelled or rejected remainder). */
  cancelledShares: z.number(),
  averagePrice: z.number(),
  price: z.number(),
  triggerPrice: z.number(),
  disclosedQuantity: z.number(),
  transactionType: side,
  productType,
  orderType,
  exchange: z.string(),
  exchangeSegment: z.number(),
  symbolToken: z.number(),
  tradingSymbol: z.string(),
  lotSize: z.number(),
  orderTime: z.number(),
  updateTime: z.number(),
  expiryDate: z.nullable(z.string()),
  instrumentType: orderInstrumentKind,
  optionType: z.nullable(z.enum(["CE", "PE"])),
  strikePrice: z.number(),
  isAMO: z.boolean(),
  isStopLoss: z.boolean(),
  isTakeProfit: z.boolean(),
  squareOff: z.number(),
  stopLoss: z.number(),
  trailInfo,
  scheduledOrder: z.nullable(schedule),
  duration: validity,
  variety,
  orderTag: z.string(),
});
export type Order = z.infer<typeof order>;

/** The order-update feed (`/feed/orders`): JSON text frames. */
export const orderUpdate = z.object({
  ...order.shape,
  /** The feed's name for guiOrderId (spec 2 §7). */
  guiOrdId: z.string(),
});
export type OrderUpdate = z.infer<typeof orderUpdate>;
export const orderUpdatePush = z.object({
  type: z.literal("orderUpdate"),
  orderStatus: z.array(orderUpdate),
});
export type OrderUpdatePush = z.infer<typeof orderUpdatePush>;

/**
 * Which orders GET /report/v5/orders lists: open-type, executed, or everything of the day (default). Here with the
 * order rather than with the list's query, so that a page following orders on the feed does not load the trading
 * contract's schemas.
 */
export const orderListFilters = ["all", "open", "executed", "rejected", "cancelled"] as const;
/** Which orders a list shows (the `status` query of GET /report/v5/orders). */
export type OrderListFilter = (typeof orderListFilters)[number];
