import type { Position, ProductType } from "../../contract/orders.js";
import { defaultMarketCalendar, type MarketCalendar, marketPhase } from "../marketClock.js";
import { priceDivider } from "../price.js";
import * as m from "./messages.js";
import { productTypeLabel } from "./orderTypes.js";
import { commoditySegments, currencySegments, equityDerivativeSegments, istSecondOfDay } from "./windows.js";

/**
 * Position rules (spec 2 §4, §5): the row actions, SL/Target, P&L, conversion cut-offs and adjust.
 */

export { conversionSuccessText } from "./messages.js";

export type PositionActionId =
  | "BUY_MORE"
  | "SELL_MORE"
  | "SET_SL_TARGET"
  | "STOP_LOSS"
  | "EXIT"
  | "BUY"
  | "SELL";

export interface PositionAction {
  id: PositionActionId;
  label: "Buy more" | "Sell more" | "Set SL/Target" | "Stop Loss" | "Exit" | "Buy" | "Sell";
  /** Set when the action is shown but refused now; the words to show. */
  refusal?: string;
}

export interface ExitRefusal {
  title: string;
  message: string;
}

/** Advance (cover and bracket) positions: exit only from the Open Orders tab. */
export const advanceExitRefusal: ExitRefusal = {
  title: m.squareOffNotAllowedTitle,
  message: m.advanceSquareOffMessage,
};

/** A position is open while its net quantity is not 0. */
export function isOpenPosition(position: { netQty: number }): boolean {
  return position.netQty !== 0;
}

/**
 * Setting SL/Target: any product while the segment's market is open; out of market hours only CARRYFORWARD (NRML)
 * positions, which live on to the next session ('Configuring SL/Target only for CARRYFORWARD positions during
 * non-market hours').
 */
export function canSetSlTarget(
  productType: ProductType,
  segment: number,
  nowMs: number,
  calendar: MarketCalendar = defaultMarketCalendar,
): boolean {
  return productType === "NRML" || marketPhase(segment, nowMs, calendar) === "NORMAL";
}

/**
 * The row actions of a position (spec 2 §4). Long: Buy more, Set SL/Target (Stop Loss for intraday, whose exit is
 * a same-day stop loss), Exit; short: the mirror with Sell more; flat: Buy and Sell. Advance (cover and bracket)
 * positions: only Buy/Sell more and Exit, and Exit carries the refusal.
 */
export function positionActions(
  position: { netQty: number; productType: ProductType; isAdvance: boolean },
  facts: { nowMs: number; segment: number; calendar?: MarketCalendar },
): { actions: PositionAction[]; exitRefusal?: ExitRefusal } {
  const { netQty, productType, isAdvance } = position;
  if (netQty === 0) {
    return {
      actions: [
        { id: "BUY", label: "Buy" },
        { id: "SELL", label: "Sell" },
      ],
    };
  }
  const more: PositionAction =
    netQty > 0 ? { id: "BUY_MORE", label: "Buy more" } : { id: "SELL_MORE", label: "Sell more" };
  if (isAdvance) {
    return {
      actions: [more, { id: "EXIT", label: "Exit", refusal: advanceExitRefusal.message }],
      exitRefusal: advanceExitRefusal,
    };
  }
  const stopLoss: PositionAction =
    productType === "MIS"
      ? { id: "STOP_LOSS", label: "Stop Loss" }
      : { id: "SET_SL_TARGET", label: "Set SL/Target" };
  if (!canSetSlTarget(productType, facts.segment, facts.nowMs, facts.calendar)) {
    stopLoss.refusal = m.slTargetCarryForwardOnlyMessage;
  }
  return { actions: [more, stopLoss, { id: "EXIT", label: "Exit" }] };
}

/**
 * Profit or loss of a position at `ltp`, in the segment's minor units: what was sold, less what was bought, plus the
 * open quantity at the last price, times the multiplier.
 */
export function positionPnl(
  position: { buyAmount: number; sellAmount: number; netQty: number; multiplier: number },
  ltp: number,
): number {
  const multiplier = position.multiplier > 0 ? position.multiplier : 1;
  return Math.round((position.sellAmount - position.buyAmount + position.netQty * ltp) * multiplier);
}

/** What the gain and loss figures read of a position. */
export type PnlFacts = Pick<
  Position,
  | "carryForwardAvgPrice"
  | "carryForwardQty"
  | "buyAmount"
  | "sellAmount"
  | "netQty"
  | "multiplier"
  | "exchangeSegment"
>;

/** A position's profit and loss at a price, paise and rupees: total = realised (closed quantity) + unrealised (open). */
export interface PositionPnl {
  /** What the position made at the price (the P&L column): `gainAndLoss`. Paise. */
  total: number;
  /** Made on the quantity already closed (the server's `realisedPnl`). Paise. */
  realised: number;
  /** Made on the open quantity, marked to the price: total less realised. Paise. */
  unrealised: number;
  totalRupees: number;
  realisedRupees: number;
  unrealisedRupees: number;
}

/**
 * A position's P&L at `ltp` (its minor units: the live price, or the list's `ltp`), the one rule the SDK, the
 * positions table and the header's total use: total is `gainAndLoss`, realised the server's, unrealised the rest.
 */
export function positionPnlAt(position: PnlFacts & Pick<Position, "realisedPnl">, ltp: number): PositionPnl {
  const total = gainAndLoss(position, ltp);
  const realised = position.realisedPnl;
  const unrealised = total - realised;
  return {
    total,
    realised,
    unrealised,
    totalRupees: total / 100,
    realisedRupees: realised / 100,
    unrealisedRupees: unrealised / 100,
  };
}

/**
 * Gain or loss of a position at a price, paise (spec 2 §3 derived gainAndLoss): what was sold less what was bought,
 * what was carried in counted at its carried price, plus the net quantity marked to `ltp`.
 */
export function gainAndLoss(position: PnlFacts, ltp: number): number {
  const carried = position.carryForwardAvgPrice * Math.abs(position.carryForwardQty);
  const minor = positionPnl(
    {
      buyAmount: position.buyAmount + (position.carryForwardQty > 0 ? carried : 0),
      sellAmount: position.sellAmount + (position.carryForwardQty < 0 ? carried : 0),
      netQty: position.netQty,
      multiplier: position.multiplier,
    },
    ltp,
  );
  return Math.round((minor * 100) / priceDivider(position.exchangeSegment));
}

/** A conversion cut-off: after `at` (seconds after IST midnight) a position may not become intraday. */
export interface ConversionCutoff {
  at: number;
  /** As the message shows it. */
  time: string;
  /** The segment words of the message. */
  segment: string;
}

/**
 * Conversion to intraday cut-offs (spec 2 §5): 3:25 pm equity derivatives, 4:45 pm currency derivatives, 10:45 pm
 * commodity derivatives, 3:20 pm equity cash delivery.
 */
export function conversionCutoff(segment: number): ConversionCutoff {
  if (equityDerivativeSegments.includes(segment)) {
    return { at: 15 * 3600 + 25 * 60, time: "3:25 pm", segment: "equity derivatives" };
  }
  if (currencySegments.includes(segment)) {
    return { at: 16 * 3600 + 45 * 60, time: "4:45 pm", segment: "currency derivatives" };
  }
  if (commoditySegments.includes(segment)) {
    return { at: 22 * 3600 + 45 * 60, time: "10:45 pm", segment: "commodity derivatives" };
  }
  return { at: 15 * 3600 + 20 * 60, time: "3:20 pm", segment: "equity cash" };
}

/**
 * Why a conversion is refused now, or undefined: Carry Forward or Delivery to Intraday at or after the segment's
 * cut-off: '{Carry Forward|Delivery} to Intraday conversion is not allowed after “{time}” for {segment}.'
 */
export function conversionBlockedMessage(
  from: ProductType,
  to: ProductType,
  segment: number,
  nowMs: number,
  _calendar: MarketCalendar = defaultMarketCalendar,
): string | undefined {
  if (to !== "MIS" || (from !== "NRML" && from !== "CNC")) return undefined;
  const cutoff = conversionCutoff(segment);
  if (istSecondOfDay(nowMs) < cutoff.at) return undefined;
  return `${productTypeLabel(from)} to Intraday conversion is not allowed after “${cutoff.time}” for ${cutoff.segment}.`;
}

/** Adjust position is only for NSE and BSE futures and options (segments 2 and 4). */
export function canAdjustPosition(segment: number): boolean {
  return equityDerivativeSegments.includes(segment);
}

/** The adjust refusal ('Only available for NSEFO & BSEFO'), or undefined where adjust is offered. */
export function adjustPositionRefusal(segment: number): string | undefined {
  return canAdjustPosition(segment) ? undefined : m.adjustPositionOnlyFnoMessage;
}

/**
 * Gain or loss as a percent of what the position cost (ours; the spec shows only the amount): the value bought for a
 * long or flat position, sold for a short one, carried-in quantity at its carried price included. 0 without a cost.
 */
export function gainAndLossPercent(position: PnlFacts, ltp: number): number {
  const carried = position.carryForwardAvgPrice * Math.abs(position.carryForwardQty);
  const short = position.netQty < 0;
  const minor = short
    ? position.sellAmount + (position.carryForwardQty < 0 ? carried : 0)
    : position.buyAmount + (position.carryForwardQty > 0 ? carried : 0);
  const multiplier = position.multiplier > 0 ? position.multiplier : 1;
  const cost = Math.round((minor * multiplier * 100) / priceDivider(position.exchangeSegment));
  return cost > 0 ? (gainAndLoss(position, ltp) * 100) / cost : 0;
}

/**
 * A row with nothing in it: no quantity open, none traded today and none carried in (what a product keeps after all
 * of its quantity was converted to another). Lists leave it out.
 */
export function isEmptyPosition(
  position: Pick<Position, "netQty" | "buyQty" | "sellQty" | "carryForwardQty">,
): boolean {
  return (
    position.netQty === 0 && position.buyQty === 0 && position.sellQty === 0 && position.carryForwardQty === 0
  );
}
