import { fromMinor, isEquityCashKind, pricePrecision, toMinor } from "@trade/core";
import {
  type AccountFacts,
  checkPlacement,
  type InstrumentFacts,
  invalidQuantityMessage,
  isAmoTime,
  type Order,
  type OrderPadTab,
  type OrderPlacement,
  type OrderProblem,
  type OrderType,
  orderPadOrderTypes,
  orderPadProducts,
  type ProductType,
  type QuoteFacts,
  type Side,
} from "@trade/core/orders";

export type { OrderPadTab };

/** What the user has typed, as text (so a half-typed "12." is kept), per spec 2 §3 order form state. */
export interface OrderForm {
  tab: OrderPadTab;
  side: Side;
  productType: ProductType;
  orderType: OrderType;
  /** Lots for non-equity segments, shares for equity. */
  quantity: string;
  price: string;
  triggerPrice: string;
  /** Bracket: target and stop-loss distances from the entry, and the trailing step, in price units. */
  target: string;
  stopLoss: string;
  trailing: string;
  /** Disclosed quantity (shares shown to the market), equity on the Regular and Stop Loss tabs; empty for none. */
  disclosed: string;
}

/**
 * What a pad opens with when another screen chose it (a position's Exit, Buy more or Set SL/Target): the tab, product,
 * order type and quantity (lots outside equity). What is given is kept; the order preference fills only the rest.
 */
export type PadPreset = Partial<Pick<OrderForm, "tab" | "productType" | "orderType" | "quantity">>;

/** An instrument as the pad needs it (from a Scrip of the contract). */
export interface PadInstrument extends InstrumentFacts {
  token: number;
  tradeSymbol: string;
  /** A derivative's expiry date (YYYY-MM-DD) from the scrip master, for the GTT rules; absent or null otherwise. */
  expiry?: string | null;
}

/** The products a tab offers for the instrument (core's `orderPadProducts`). */
export function productsFor(tab: OrderPadTab, instrument: PadInstrument): ProductType[] {
  return [...orderPadProducts(tab, instrument.kind)];
}

/** The order types a tab offers (core's `orderPadOrderTypes`). */
export function orderTypesFor(tab: OrderPadTab): OrderType[] {
  return [...orderPadOrderTypes(tab)];
}

/** A fresh form for a tab, keeping what carries over (side, quantity, price). */
export function formFor(
  tab: OrderPadTab,
  instrument: PadInstrument,
  base: Partial<OrderForm> = {},
): OrderForm {
  const products = productsFor(tab, instrument);
  const types = orderTypesFor(tab);
  const productType =
    base.productType && products.includes(base.productType) ? base.productType : products[0];
  const orderType = base.orderType && types.includes(base.orderType) ? base.orderType : types[0];
  return {
    tab,
    side: base.side ?? "B",
    productType: productType as ProductType,
    orderType: orderType as OrderType,
    quantity: base.quantity ?? "1",
    price: base.price ?? "",
    triggerPrice: base.triggerPrice ?? "",
    target: base.target ?? "",
    stopLoss: base.stopLoss ?? "",
    trailing: base.trailing ?? "",
    disclosed: base.disclosed ?? "",
  };
}

const number = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

/** Whether the form offers a disclosed quantity: equity, Regular and Stop Loss tabs (spec 2 §5). */
export function disclosesQuantity(tab: OrderPadTab, instrument: PadInstrument): boolean {
  return isEquityCashKind(instrument.kind) && (tab === "regular" || tab === "stoploss");
}

/** Quantity in units: lots × lot size outside equity (spec 2 §5: quantity is divided by lot size for non-equity). */
export function unitsOf(form: OrderForm, instrument: PadInstrument): number {
  const typed = number(form.quantity);
  return isEquityCashKind(instrument.kind) ? typed : typed * instrument.lotSize;
}

/** Whether the form takes a price: limit and stop-loss limit orders. */
export const isPriced = (form: OrderForm): boolean => form.orderType === "LIMIT" || form.orderType === "SL";

/** Whether the form takes a trigger price: stop-loss orders and the Cover tab. */
export const isTriggered = (form: OrderForm): boolean =>
  form.orderType === "SL" || form.orderType === "SL-M" || form.tab === "cover";

/** The placement the form describes (prices to minor units). */
export function placementOf(
  form: OrderForm,
  instrument: PadInstrument,
  variety: "NORMAL" | "AMO" = "NORMAL",
): Omit<OrderPlacement, "guiOrderId"> {
  const segment = instrument.segment;
  const minor = (text: string) => (text.trim() === "" ? undefined : toMinor(number(text), segment));
  const priced = isPriced(form);
  const triggered = isTriggered(form);
  const placement: Omit<OrderPlacement, "guiOrderId"> = {
    exchangeSegment: segment,
    symbolToken: instrument.token,
    tradingSymbol: instrument.tradeSymbol,
    transactionType: form.side,
    productType: form.productType,
    orderType: form.orderType,
    quantity: unitsOf(form, instrument),
    variety,
  };
  const price = priced ? minor(form.price) : undefined;
  if (price !== undefined) placement.price = price;
  const trigger = triggered ? minor(form.triggerPrice) : undefined;
  if (trigger !== undefined) placement.triggerPrice = trigger;
  if (disclosesQuantity(form.tab, instrument) && form.disclosed.trim() !== "") {
    placement.disclosedQuantity = number(form.disclosed);
  }
  if (form.tab === "bracket") {
    const squareOff = minor(form.target);
    const stopLoss = minor(form.stopLoss);
    const trailing = minor(form.trailing);
    if (squareOff !== undefined) placement.squareOff = squareOff;
    if (stopLoss !== undefined) placement.stopLoss = stopLoss;
    if (trailing !== undefined && trailing > 0) placement.trailingStopLoss = trailing;
  }
  return placement;
}

/** The first problem of the form, from core's rules (spec 2 §5), in the spec's words; undefined when it can go. */
export function problemOf(
  form: OrderForm,
  instrument: PadInstrument,
  quote: QuoteFacts,
  account: AccountFacts,
  nowMs: number,
): OrderProblem | undefined {
  const placement = placementOf(form, instrument, isAmoTime(instrument.segment, nowMs) ? "AMO" : "NORMAL");
  if (Number.isNaN(placement.quantity)) {
    return { code: "QTY-INVALID", message: invalidQuantityMessage, field: "quantity" };
  }
  const found = checkPlacement({
    order: placement as Parameters<typeof checkPlacement>[0]["order"],
    instrument,
    quote,
    account,
    nowMs,
    mode: "pad",
  });
  if (found !== undefined) return found;
  // The rules compare a disclosed quantity with the quantity; one that is not a whole number is the pad's to refuse.
  const disclosed = placement.disclosedQuantity;
  return disclosed !== undefined && !(Number.isInteger(disclosed) && disclosed >= 0)
    ? { code: "QTY-INVALID", message: invalidQuantityMessage, field: "disclosedQuantity" }
    : undefined;
}

/** The price `ticks` ticks from `price` (minor units), for the quick price nudge (spec 2 §9: 10 ticks from the LTP). */
export function nudge(priceMinor: number, ticks: number, instrument: PadInstrument): string {
  const moved = Math.max(
    instrument.tick,
    Math.round(priceMinor / instrument.tick) * instrument.tick + ticks * instrument.tick,
  );
  return String(fromMinor(moved, instrument.segment));
}

/** Ticks of the quick price nudge (spec 2 §9). */
export const quickNudgeTicks = 10;

/** The pad's form for an open order being modified: its tab, side, product, type and current values. */
export function formOfOrder(order: Order, instrument: PadInstrument): OrderForm {
  const tab: OrderPadTab =
    order.productType === "CO"
      ? "cover"
      : order.productType === "BO"
        ? "bracket"
        : order.orderType === "SL" || order.orderType === "SL-M"
          ? "stoploss"
          : "regular";
  const digits = pricePrecision(instrument.segment);
  const price = (minor: number) => (minor > 0 ? fromMinor(minor, instrument.segment).toFixed(digits) : "");
  const lots = isEquityCashKind(instrument.kind)
    ? order.quantity
    : order.quantity / Math.max(1, instrument.lotSize);
  return {
    ...formFor(tab, instrument, {
      side: order.transactionType,
      productType: order.productType,
      orderType: order.orderType,
    }),
    quantity: String(lots),
    price: order.orderType === "LIMIT" || order.orderType === "SL" ? price(order.price) : "",
    triggerPrice: price(order.triggerPrice),
    disclosed: order.disclosedQuantity > 0 ? String(order.disclosedQuantity) : "",
  };
}
