import type { OrderStatus, OrderType, ProductType, Side } from "../../contract/orders.js";
import type { InstrumentKind } from "../instruments.js";
import type { MarketCalendar } from "../marketClock.js";

/** What the order checks read (instrument, quote, account, the order) and what they answer (an `OrderProblem`). */

export interface InstrumentFacts {
  segment: number;
  exchange: string;
  kind: InstrumentKind;
  symbol: string;
  lotSize: number;
  /** Tick size in minor units. */
  tick: number;
  freezeQty: number | null;
  maxSingleTransactionQty: number;
  t2t: boolean;
  /** Surveillance tags (ASM, GSM, ...); a warning, not a block. */
  surveillance: string[];
  /** false for stocks without intraday. */
  intradayAllowed?: boolean;
}

export interface QuoteFacts {
  ltp: number;
  /** 0 when the instrument has no circuit limits. */
  upperCircuit: number;
  lowerCircuit: number;
}

export interface AccountFacts {
  asba: boolean;
  asbaState?: "registered" | "activation" | "deactivation" | null;
  poa: boolean;
  ddpi: boolean;
  edisVerified?: boolean;
  /** Activated segment names (nse_cm, nse_fo, ...). */
  segments: readonly string[];
  blockedOperations: readonly string[];
}

/** The codes the order checks answer with (the table in orderChecks.ts). */
export const orderProblemCodes = [
  "ACCOUNT-BLOCKED",
  "SEGMENT-INACTIVE",
  "ASBA-BLOCKED",
  "ASBA-INTRADAY",
  "INVALID-COMBINATION",
  "INTRADAY-UNAVAILABLE",
  "QTY-INVALID",
  "QTY-ZERO",
  "QTY-LOTS",
  "QTY-EXIT",
  "QTY-HELD",
  "SLM-BLOCKED",
  "T2T",
  "SHORT-MARGIN",
  "WINDOW-BLOCKED",
  "AMO-REQUIRED",
  "AMO-NOT-ALLOWED",
  "AMO-MARKET",
  "AMO-UNDERLYING",
  "PRICE-REQUIRED",
  "TRIGGER-REQUIRED",
  "TICK",
  "RMS1006",
  "TRIGGER-LTP",
  "TRIGGER-LIMIT",
  "SL-ENTRY",
  "TARGET-ENTRY",
  "TARGET-REQUIRED",
  "SL-REQUIRED",
  "TRAILING-MIN",
  "DQ-MIN",
  "DQ-MAX",
  "T2T-SELL",
  "POA-REQUIRED",
  "EDIS-REQUIRED",
  "QTY-FREEZE",
  "SLICE-LIMIT",
  "NOT-OPEN",
  "QTY-FILLED",
] as const;
export type OrderProblemCode = (typeof orderProblemCodes)[number];

export interface OrderProblem {
  code: OrderProblemCode;
  message: string;
  field?: string;
}

/** The order being placed, as the checks read it. */
export interface PlacementOrder {
  transactionType: Side;
  productType: ProductType;
  orderType: OrderType;
  variety?: "NORMAL" | "AMO";
  quantity: number;
  price?: number;
  triggerPrice?: number;
  disclosedQuantity?: number;
  squareOff?: number;
  stopLoss?: number;
  trailingStopLoss?: number;
  stopLossTriggerPrice?: number;
  stopLossPrice?: number;
  targetTriggerPrice?: number;
  targetPrice?: number;
  /** A scheduled order is sent at its time: the AMO checks do not apply. */
  scheduledOrder?: unknown;
}

export interface PlacementFacts {
  order: PlacementOrder;
  instrument: InstrumentFacts;
  quote: QuoteFacts;
  account: AccountFacts;
  nowMs: number;
  calendar?: MarketCalendar;
  /** Delivery quantity the client holds (for CNC sells); absent skips the held and T2T sell checks. */
  heldQty?: number;
  /**
   * Net quantity of the position in the same product, when the order is an exit of it: the exit may not exceed it,
   * and exits are allowed where new positions are not (square-off window, MARGIN sells).
   */
  netQty?: number;
  /** pad (default): quantities above the max per order are sliced (at most 20); server: refused. */
  mode?: "pad" | "server";
}

export interface ModificationFacts {
  order: {
    status: OrderStatus;
    orderType: OrderType;
    transactionType: Side;
    productType: ProductType;
    quantity: number;
    filledShares: number;
    price: number;
    triggerPrice: number;
    isAMO: boolean;
  };
  change: {
    quantity?: number;
    price?: number;
    triggerPrice?: number;
    orderType?: OrderType;
    disclosedQuantity?: number;
  };
  instrument: InstrumentFacts;
  quote: QuoteFacts;
  nowMs: number;
  calendar?: MarketCalendar;
}

/** Codes the server answers with; not produced by the checks here. */
export const serverCodes = {
  priceRange: "RMS1006",
  priceBand: "RMS1007",
  lowerLimitPrice: "AB11064",
  funds: "RMS1011",
};

/** @internal A problem, with the field it concerns when there is one. */
export const problem = (code: OrderProblemCode, message: string, field?: string): OrderProblem =>
  field === undefined ? { code, message } : { code, message, field };

/** @internal A leg or value the order gives (absent and 0 both mean not given). */
export const given = (value: number | undefined): value is number => value !== undefined && value !== 0;
