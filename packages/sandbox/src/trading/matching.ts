import { defaultMarketCalendar, marketPhase } from "@trade/core";
import type { Instrument, MarketQuote } from "../market/types.js";
import type { OrderRow } from "./book.js";
import { applyFill } from "./positions.js";
import type { EngineState } from "./state.js";

const depthLevels = 5;

/**
 * Matching, in the normal market of the segment: a marketable order walks the simulated depth and may fill partly;
 * the rest rests. A resting limit fills at its price when the last price reaches it, a market remainder at the last
 * price, and a stop-loss turns open when the last price crosses its trigger.
 */
export class Matcher {
  readonly #state: EngineState;
  /** Told when a fill completes an order (cover and bracket legs hang here). */
  completed: (row: OrderRow, now: number, instrument: Instrument) => void = () => {};

  constructor(state: EngineState) {
    this.#state = state;
  }

  /** An order that has just gone to the market meets the book. */
  tryMatch(row: OrderRow, instrument: Instrument, now: number): void {
    if (marketPhase(row.segment, now, defaultMarketCalendar) !== "NORMAL") return;
    this.onPrice(row, this.#state.quote(instrument), now, true);
  }

  /** The order meets a price: trigger, then fill what the book allows. */
  onPrice(row: OrderRow, quote: MarketQuote, now: number, walkDepth = false): void {
    if (marketPhase(row.segment, now, defaultMarketCalendar) !== "NORMAL") return;
    const buy = row.side === "B";
    if (row.status === "trigger pending") {
      if (!triggered(row, quote)) {
        this.#trail(row, quote, now);
        return;
      }
      row.status = "open";
      row.updated_at = now;
      this.#state.save(row);
      walkDepth = true;
    }
    const instrument = this.#state.instrument(row);
    const market = row.order_type === "MARKET" || row.order_type === "SL-M";
    const remaining = row.quantity - row.filled;
    if (remaining <= 0) return;
    if (walkDepth) {
      for (const [quantity, price] of depthFills(row, quote, remaining, market)) {
        const current = this.#state.working.get(row.order_id);
        if (current === undefined) break;
        this.fill(current, quantity, price, now, instrument);
      }
      return;
    }
    if (market) this.fill(row, remaining, quote.ltp, now, instrument);
    else if (buy ? quote.ltp <= row.price : quote.ltp >= row.price)
      this.fill(row, remaining, row.price, now, instrument);
  }

  /** A stop-loss waiting for its trigger meets a price that does not trigger it: only its trail may move. */
  trailOnly(row: OrderRow, quote: MarketQuote, now: number): void {
    if (marketPhase(row.segment, now, defaultMarketCalendar) !== "NORMAL") return;
    if (row.status !== "trigger pending" || triggered(row, quote)) return;
    this.#trail(row, quote, now);
  }

  /** A trailing stop loss follows the price in the position's favour by whole steps of the trail. */
  #trail(row: OrderRow, quote: MarketQuote, now: number): void {
    const anchor = trailAnchor(this.#state, row);
    if (anchor === undefined) return;
    const { entry, gap } = anchor;
    // Exit side S (long position): the trigger rises as the price rises.
    const moved = row.side === "S" ? quote.ltp - entry : entry - quote.ltp;
    if (moved < row.trailing) return;
    const steps = Math.floor(moved / row.trailing);
    const trigger =
      row.side === "S" ? entry - gap + steps * row.trailing : entry + gap - steps * row.trailing;
    if (row.side === "S" ? trigger > row.trigger_price : trigger < row.trigger_price) {
      row.trigger_price = trigger;
      row.updated_at = now;
      this.#state.save(row);
    }
  }

  fill(row: OrderRow, quantity: number, price: number, now: number, instrument: Instrument): void {
    row.filled += quantity;
    row.fill_value += quantity * price;
    row.status = row.filled >= row.quantity ? "complete" : "open";
    row.updated_at = now;
    this.#state.book.trade(row, quantity, price, now);
    applyFill(this.#state, row, quantity, price, now, instrument);
    this.#state.save(row);
    if (row.status === "complete") this.completed(row, now, instrument);
  }
}

/** Whether the last price has crossed a stop-loss's trigger (a buy's from below, a sell's from above). */
export const triggered = (row: OrderRow, quote: MarketQuote) =>
  row.side === "B" ? quote.ltp >= row.trigger_price : quote.ltp <= row.trigger_price;

/** Where a trailing stop-loss leg trails from: its main leg's average fill and stop-loss gap; none if it does not. */
export function trailAnchor(state: EngineState, row: OrderRow): { entry: number; gap: number } | undefined {
  if (row.trailing <= 0 || row.leg !== "STOPLOSS") return undefined;
  const parent = state.book.byId(row.parent_order_id);
  if (parent === undefined || parent.filled === 0) return undefined;
  return { entry: Math.round(parent.fill_value / parent.filled), gap: parent.stop_loss };
}

/** The fills a marketable order takes from the depth; an empty book (no depth published): the last price fills it. */
function depthFills(
  row: OrderRow,
  quote: MarketQuote,
  remaining: number,
  market: boolean,
): [number, number][] {
  const buy = row.side === "B";
  const prices = buy ? quote.askPrice : quote.bidPrice;
  const sizes = buy ? quote.askQty : quote.bidQty;
  let left = remaining;
  const fills: [number, number][] = [];
  for (let level = 0; level < depthLevels && left > 0; level++) {
    const price = prices[level] ?? 0;
    const size = sizes[level] ?? 0;
    if (size <= 0 || price <= 0) continue;
    if (!market && (buy ? price > row.price : price < row.price)) break;
    const take = Math.min(left, size);
    fills.push([take, price]);
    left -= take;
  }
  if (
    fills.length === 0 &&
    (market || (buy ? quote.ltp <= row.price : quote.ltp >= row.price)) &&
    (sizes[0] ?? 0) === 0
  ) {
    fills.push([remaining, market ? quote.ltp : row.price]);
  }
  return fills;
}
