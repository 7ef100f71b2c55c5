import { fromMinor, isEquityCashKind, pricePrecision, toMinor } from "@trade/core";
import {
  type GttCreateRequest,
  type GttModifyRequest,
  type GttProduct,
  type GttRule,
  type GttType,
  gttDefaultPercent,
  marketProtectionRange,
} from "@trade/core/gtt";
import { isCashSegment, type Side } from "@trade/core/orders";
import type { PadInstrument, PadPreset } from "../trading/orderPadState.js";

/** What the user has typed in the GTT form, as text (a half-typed "12." is kept). Prices in rupees. */
export interface GttForm {
  gttType: GttType;
  productType: GttProduct;
  orderType: "LIMIT" | "MARKET";
  qty: string;
  /** The single trigger, or the OCO's target trigger, and its limit price. */
  triggerPrice: string;
  price: string;
  /** The OCO's stop-loss trigger and its limit price. */
  stopLossTrigger: string;
  stopLossPrice: string;
  /** Percent, for a MARKET rule (0.25 to 10, default 5). */
  marketProtection: string;
}

/** The request field a form field becomes (to find the field a rule's problem names). */
export const gttRequestFields: Record<string, keyof GttForm> = {
  qty: "qty",
  triggerprice: "triggerPrice",
  price: "price",
  stoplosstriggerprice: "stopLossTrigger",
  stoplossprice: "stopLossPrice",
  marketProtection: "marketProtection",
};

/** The products a GTT on this instrument may carry: delivery or intraday on cash, carry-forward or intraday else. */
export const gttProductsFor = (instrument: Pick<PadInstrument, "segment">): GttProduct[] =>
  isCashSegment(instrument.segment) ? ["CNC", "MIS"] : ["NRML", "MIS"];

/** A price in minor units on the tick grid. */
export const onTick = (minor: number, tick: number): number => {
  const step = Math.max(1, tick);
  return Math.max(step, Math.round(minor / step) * step);
};

/** A price in minor units as the form's text. */
export const priceText = (minor: number, segment: number): string =>
  fromMinor(minor, segment).toFixed(pricePrecision(segment));

/** A price the user typed, in minor units; undefined when it is not a number. */
export function minorOf(text: string, segment: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "" || !/^\d*\.?\d*$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? toMinor(value, segment) : undefined;
}

/** How far `minor` is from the LTP, in percent (signed); undefined without both. */
export function percentFromLtp(minor: number | undefined, ltp: number): number | undefined {
  if (minor === undefined || minor <= 0 || ltp <= 0) return undefined;
  return ((minor - ltp) / ltp) * 100;
}

/** A signed percent as shown beside a trigger: "+5.00%", "-4.98%". */
export const percentText = (percent: number): string =>
  `${percent > 0 ? "+" : percent < 0 ? "-" : ""}${Math.abs(percent).toFixed(2)}%`;

/**
 * The levels a new rule starts with, `gttDefaultPercent` (5 %) from the LTP on the tick grid (spec 2 §5, §9): a sell
 * takes profit above and stops the loss below; a buy (closing a short, or buying a dip) the other way round. A single
 * rule's trigger is the target's.
 */
export function defaultLevels(side: Side, ltp: number, tick: number): { target: number; stopLoss: number } {
  const away = (sign: number) => onTick(ltp * (1 + (sign * gttDefaultPercent) / 100), tick);
  return side === "S" ? { target: away(1), stopLoss: away(-1) } : { target: away(-1), stopLoss: away(1) };
}

/**
 * What a new rule starts with when the pad was opened from a position's Set SL/Target (`positionPad`'s preset): an OCO
 * in the position's product for its open quantity (the preset's lots outside equity, as units).
 */
export function gttStartOf(
  instrument: Pick<PadInstrument, "segment" | "kind" | "lotSize">,
  preset: PadPreset | undefined,
): Partial<GttForm> {
  if (preset === undefined) return {};
  const start: Partial<GttForm> = {};
  if (preset.tab === "stoploss") start.gttType = "OCO";
  const product = preset.productType as GttProduct | undefined;
  if (product !== undefined && gttProductsFor(instrument).includes(product)) start.productType = product;
  const typed = Number(preset.quantity);
  if (preset.quantity !== undefined && Number.isInteger(typed) && typed > 0) {
    start.qty = String(isEquityCashKind(instrument.kind) ? typed : typed * instrument.lotSize);
  }
  return start;
}

/**
 * A fresh form: a new rule on the instrument (levels filled once the LTP is known; `start` from `gttStartOf`), or a
 * rule being edited.
 */
export function gttFormFor(
  instrument: Pick<PadInstrument, "segment" | "tick">,
  side: Side,
  ltp: number,
  rule?: GttRule,
  start: Partial<GttForm> = {},
): GttForm {
  const text = (minor: number | null | undefined) =>
    minor === null || minor === undefined ? "" : priceText(minor, instrument.segment);
  if (rule !== undefined) {
    return {
      gttType: rule.gttType,
      productType: rule.producttype,
      orderType: rule.orderType,
      qty: String(rule.qty),
      triggerPrice: text(rule.triggerprice),
      price: text(rule.price ?? rule.triggerprice),
      stopLossTrigger: text(rule.stoplosstriggerprice),
      stopLossPrice: text(rule.stoplossprice ?? rule.stoplosstriggerprice),
      marketProtection: String(rule.marketProtection ?? marketProtectionRange.default),
    };
  }
  const form: GttForm = {
    gttType: "SINGLE",
    productType: gttProductsFor(instrument)[0] as GttProduct,
    orderType: "LIMIT",
    qty: "1",
    triggerPrice: "",
    price: "",
    stopLossTrigger: "",
    stopLossPrice: "",
    marketProtection: String(marketProtectionRange.default),
    ...start,
  };
  return ltp > 0 ? withLevels(form, instrument, side, ltp) : form;
}

/** The form with the default levels from the LTP (and each leg's limit price at its trigger). */
export function withLevels(
  form: GttForm,
  instrument: Pick<PadInstrument, "segment" | "tick">,
  side: Side,
  ltp: number,
): GttForm {
  const { target, stopLoss } = defaultLevels(side, ltp, instrument.tick);
  const text = (minor: number) => priceText(minor, instrument.segment);
  return {
    ...form,
    triggerPrice: text(target),
    price: text(target),
    stopLossTrigger: text(stopLoss),
    stopLossPrice: text(stopLoss),
  };
}

/**
 * A trigger moved by `step` percent of the LTP (the pad's percent buttons, spec 2 §5): from its own distance to the
 * LTP, onto the tick grid. Undefined without an LTP.
 */
export function stepTrigger(
  text: string,
  ltp: number,
  step: number,
  instrument: Pick<PadInstrument, "segment" | "tick">,
): string | undefined {
  if (ltp <= 0) return undefined;
  const now = percentFromLtp(minorOf(text, instrument.segment), ltp) ?? 0;
  const next = Math.round((now + step) * 100) / 100;
  return priceText(onTick(ltp * (1 + next / 100), instrument.tick), instrument.segment);
}

/** The terms the form asks for, as the contract's fields (prices in minor units; what does not parse left out). */
export function gttTermsOf(
  form: GttForm,
  segment: number,
): Omit<GttModifyRequest, "id"> & { gttType: GttType } {
  const market = form.orderType === "MARKET";
  const oco = form.gttType === "OCO";
  const price = (text: string) => minorOf(text, segment);
  const qty = /^\d+$/.test(form.qty.trim()) ? Number(form.qty.trim()) : Number.NaN;
  const percent = form.marketProtection.trim() === "" ? Number.NaN : Number(form.marketProtection);
  const terms: Omit<GttModifyRequest, "id"> & { gttType: GttType } = {
    gttType: form.gttType,
    qty,
    orderType: form.orderType,
    triggerprice: price(form.triggerPrice) ?? 0,
  };
  const put = (field: "price" | "stoplosstriggerprice" | "stoplossprice", value: number | undefined) => {
    if (value !== undefined) terms[field] = value;
  };
  if (!market) put("price", price(form.price));
  if (oco) put("stoplosstriggerprice", price(form.stopLossTrigger));
  if (oco && !market) put("stoplossprice", price(form.stopLossPrice));
  // A percent that is not a number is out of range (-1), so core's check says so in its words.
  if (market) terms.marketProtection = Number.isFinite(percent) ? percent : -1;
  return terms;
}

/** The createRule request of the form on the instrument, on the pad's side. */
export function gttCreateRequestOf(form: GttForm, instrument: PadInstrument, side: Side): GttCreateRequest {
  return {
    exchangeSegment: instrument.segment,
    symboltoken: instrument.token,
    tradingsymbol: instrument.tradeSymbol,
    transactiontype: side,
    producttype: form.productType,
    ...gttTermsOf(form, instrument.segment),
  };
}
