import type { ProductType, Side } from "../../contract/orders.js";
import { defaultMarketCalendar, type MarketCalendar, marketPhase } from "../marketClock.js";
import * as m from "./messages.js";

/**
 * Exit all / Select & Exit (spec 2 §4): market orders opposite to each position's net quantity, sliced by the max
 * single-order quantity, sent in chunks of the batch limit (default 50).
 *
 * Timing, our reading of "first chunk after 1 second, later chunks staggered 5 seconds plus 3 seconds per chunk":
 * chunk 0 goes 1000 ms after the user confirms, chunk i ≥ 1 at 5000 + 3000 × i ms (8 s, 11 s, 14 s, ...), every
 * delay counted from the confirmation.
 *
 * Refused as a whole: any option stock above its freeze limit ('Exit all not available for option stocks above freeze
 * limit'), or any selected position's market not in its normal session ('Select & Exit is not available after market
 * hours'). Advance (cover and bracket) positions and flat ones are skipped: advance ones exit from Open Orders.
 */

export interface ExitAllPosition {
  exchangeSegment: number;
  symbolToken: number;
  tradingSymbol: string;
  productType: ProductType;
  netQty: number;
  maxSingleQty: number;
  freezeQty: number | null;
  isOptionStock: boolean;
  isAdvance: boolean;
}

export interface ExitAllOrder {
  exchangeSegment: number;
  symbolToken: number;
  tradingSymbol: string;
  productType: ProductType;
  transactionType: Side;
  orderType: "MARKET";
  quantity: number;
}

export interface ExitAllChunk {
  sendAfterMs: number;
  orders: ExitAllOrder[];
}

export type ExitAllPlan = { ok: true; chunks: ExitAllChunk[] } | { ok: false; message: string };

export const exitAllFirstDelayMs = 1000;
export const exitAllStaggerBaseMs = 5000;
export const exitAllStaggerPerChunkMs = 3000;
export const defaultBatchLimit = 50;

/** When chunk `index` is sent, ms after the confirmation. */
export function exitAllChunkDelayMs(index: number): number {
  return index === 0 ? exitAllFirstDelayMs : exitAllStaggerBaseMs + exitAllStaggerPerChunkMs * index;
}

export function planExitAll(
  positions: readonly ExitAllPosition[],
  facts: { nowMs: number; calendar?: MarketCalendar; batchLimit?: number },
): ExitAllPlan {
  const calendar = facts.calendar ?? defaultMarketCalendar;
  const batchLimit =
    facts.batchLimit !== undefined && facts.batchLimit > 0 ? facts.batchLimit : defaultBatchLimit;
  const exiting = positions.filter((position) => position.netQty !== 0 && !position.isAdvance);
  if (exiting.some((p) => p.isOptionStock && p.freezeQty !== null && Math.abs(p.netQty) > p.freezeQty)) {
    return { ok: false, message: m.exitAllFreezeMessage };
  }
  if (exiting.some((p) => marketPhase(p.exchangeSegment, facts.nowMs, calendar) !== "NORMAL")) {
    return { ok: false, message: m.selectAndExitAfterHoursMessage };
  }
  const orders: ExitAllOrder[] = [];
  for (const p of exiting) {
    let left = Math.abs(p.netQty);
    const max = p.maxSingleQty > 0 ? p.maxSingleQty : left;
    while (left > 0) {
      const quantity = Math.min(left, max);
      orders.push({
        exchangeSegment: p.exchangeSegment,
        symbolToken: p.symbolToken,
        tradingSymbol: p.tradingSymbol,
        productType: p.productType,
        transactionType: p.netQty > 0 ? "S" : "B",
        orderType: "MARKET",
        quantity,
      });
      left -= quantity;
    }
  }
  const chunks: ExitAllChunk[] = [];
  for (let i = 0; i * batchLimit < orders.length; i += 1) {
    chunks.push({
      sendAfterMs: exitAllChunkDelayMs(i),
      orders: orders.slice(i * batchLimit, (i + 1) * batchLimit),
    });
  }
  return { ok: true, chunks };
}
