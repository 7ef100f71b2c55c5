import type { OrderStatus, OrderType, ProductType } from "../../contract/orders.js";

/**
 * Product and order types, order statuses and their display words (spec 2 §3, §4).
 */

/** Product types with the spec's codes and labels: Carry Forward = NRML (CF), Intraday = MIS (INT), Delivery = CNC (DEL). */
export const productTypes = {
  CNC: { code: "DEL", label: "Delivery" },
  MIS: { code: "INT", label: "Intraday" },
  NRML: { code: "CF", label: "Carry Forward" },
  MARGIN: { code: "MARGIN", label: "Margin" },
  CO: { code: "CO", label: "Cover" },
  BO: { code: "BO", label: "Bracket" },
} as const satisfies Record<ProductType, { code: string; label: string }>;

/** The label of a product type ('Carry Forward'); unknown values as given. */
export function productTypeLabel(product: ProductType | string): string {
  return (productTypes as Record<string, { label: string }>)[product]?.label ?? product;
}

/** Order type codes (spec 2 §3): the four wire types, and spread, cover and bracket. */
export const orderTypeCodes = {
  MARKET: "MKT",
  LIMIT: "L",
  SL: "SL",
  "SL-M": "SL-M",
  SPREAD: "SP",
  CO: "2L",
  BO: "3L",
} as const satisfies Record<OrderType | "SPREAD" | "CO" | "BO", string>;

/** The order pad's tabs built so far (spec 2 §2; GTT, SIP, Advance and Set Exit arrive with their areas). */
export type OrderPadTab = "regular" | "stoploss" | "cover" | "bracket";

/**
 * The products an order pad tab offers (spec 2 §3): cash has Delivery, Intraday and Margin, derivatives Carry
 * Forward and Intraday; the Cover and Bracket tabs their own product.
 */
export function orderPadProducts(tab: OrderPadTab, instrumentKind: string): readonly ProductType[] {
  if (tab === "cover") return ["CO"];
  if (tab === "bracket") return ["BO"];
  return instrumentKind === "EQ" ? ["CNC", "MIS", "MARGIN"] : ["NRML", "MIS"];
}

/** The order types an order pad tab offers (spec 2 §3): market and limit; Stop Loss SL and SL-M; Bracket limit. */
export function orderPadOrderTypes(tab: OrderPadTab): readonly OrderType[] {
  if (tab === "stoploss") return ["SL", "SL-M"];
  if (tab === "bracket") return ["LIMIT"];
  return ["MARKET", "LIMIT"];
}

/** The order types' names on the pad (spec 2 §3). */
export const orderTypeLabels: Readonly<Record<OrderType, string>> = {
  MARKET: "Market",
  LIMIT: "Limit",
  SL: "SL",
  "SL-M": "SL-M",
};

/** Stop-loss order types (a trigger price is required). */
export const isStopLossType = (type: OrderType): boolean => type === "SL" || type === "SL-M";

const statusWords: Record<OrderStatus, string> = {
  open: "Open",
  "open pending": "Open Pending",
  "trigger pending": "Trigger Pending",
  "target pending": "Target Pending",
  target: "Target",
  "modify pending": "Modify Pending",
  complete: "Executed",
  cancelled: "Cancelled",
  failed: "Failed",
  rejected: "Rejected",
  pending: "Pending",
  "after market order req received": "AMO",
  "modify after market order req received": "AMO",
  "cancelled after market order": "Cancelled",
  "AMO SUBMITTED": "AMO",
  "SL PENDING": "SL Pending",
  SENTTOEXCHANGE: "Sent To Exchange",
};

/**
 * The status word a list shows (spec 2 §4): Executed, Partially Executed (open with a partial fill), Partially
 * Cancelled (cancelled after a partial fill), Cancelled, Rejected, Failed; other statuses title-cased, AMO states 'AMO'.
 */
export function orderDisplayLabel(order: {
  orderStatus: OrderStatus;
  quantity: number;
  filledShares: number;
}): string {
  const partial = order.filledShares > 0 && order.filledShares < order.quantity;
  switch (order.orderStatus) {
    case "complete":
      return partial ? "Partially Executed" : "Executed";
    case "open":
      return partial ? "Partially Executed" : "Open";
    case "cancelled":
    case "cancelled after market order":
      return partial ? "Partially Cancelled" : "Cancelled";
    default:
      return statusWords[order.orderStatus] ?? order.orderStatus;
  }
}

/** 'Share'/'Shares' or 'Lot'/'Lots': plural above 1 (spec 2 §3 qtyText). */
export function qtyText(qty: number, isLots: boolean): string {
  const word = isLots ? "Lot" : "Share";
  return Math.abs(qty) > 1 ? `${word}s` : word;
}
