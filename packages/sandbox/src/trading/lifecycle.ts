import { defaultMarketCalendar, marketPhase } from "@trade/core";
import { isIntradayProduct, isSquareOffTime, type Side } from "@trade/core/orders";
import type { Instrument } from "../market/types.js";
import { engineTexts, marketStatus, waitingForOpen } from "./answers.js";
import type { OrderRow, PositionRow } from "./book.js";
import { rollDay } from "./dayRoll.js";
import type { Matcher } from "./matching.js";
import type { EngineState } from "./state.js";

/**
 * What the market clock makes due: AMO orders go to the market at the open and scheduled orders at their time, day
 * orders lapse at the close, intraday positions are squared off in the segment's window, and a new trading day
 * rolls the positions (dayRoll.ts).
 */
export class Lifecycle {
  readonly #state: EngineState;
  readonly #matcher: Matcher;
  #caughtUpAt = Number.NaN;

  constructor(state: EngineState, matcher: Matcher) {
    this.#state = state;
    this.#matcher = matcher;
  }

  /** Whether `now` is in a second not yet caught up (the work runs at most once per second of market time). */
  due(now: number): boolean {
    return Math.floor(now / 1000) !== this.#caughtUpAt;
  }

  catchUp(now: number): void {
    this.#caughtUpAt = Math.floor(now / 1000);
    rollDay(this.#state, now);
    const master = this.#state.deps.instruments();
    for (const row of [...this.#state.working.values()]) {
      const phase = marketPhase(row.segment, now, defaultMarketCalendar);
      if (waitingForOpen.includes(row.status) && phase === "NORMAL") {
        this.#toMarket(row, now);
        this.#matcher.tryMatch(row, master.get(row.segment, row.token) as Instrument, now);
      } else if (row.status === "pending" && row.schedule_json !== null && scheduleDue(row, now)) {
        this.#toMarket(row, now);
        if (phase === "NORMAL")
          this.#matcher.tryMatch(row, master.get(row.segment, row.token) as Instrument, now);
      } else if (
        (row.status === "open" || row.status === "trigger pending") &&
        phase === "CLOSED" &&
        row.created_at < now
      ) {
        this.#state.close(row, "cancelled", engineTexts.marketClose, now);
      }
    }
    this.#squareOff(now);
  }

  #toMarket(row: OrderRow, now: number): void {
    row.status = marketStatus(row.order_type);
    row.updated_at = now;
    this.#state.save(row);
  }

  #squareOff(now: number): void {
    const state = this.#state;
    state.hasIntraday = false;
    for (const position of state.book.allPositions()) {
      if (!isIntradayProduct(position.product)) continue;
      const net = position.cf_qty + position.buy_qty - position.sell_qty;
      if (net === 0) continue;
      state.hasIntraday = true;
      if (!isSquareOffTime(position.segment, now, defaultMarketCalendar)) continue;
      const instrument = state.instrument(position);
      // Working intraday orders of the instrument go first (their exits would double the square-off).
      for (const row of [...state.working.values()]) {
        if (
          row.client_code === position.client_code &&
          row.segment === position.segment &&
          row.token === position.token &&
          row.product === position.product
        ) {
          state.close(row, "cancelled", engineTexts.squareOff, now);
        }
      }
      const exit = state.insert({
        ...systemOrder(position, net > 0 ? "S" : "B", Math.abs(net), now),
        status: "open",
        text: engineTexts.squareOff,
      });
      this.#matcher.fill(exit, Math.abs(net), state.quote(instrument).ltp, now, instrument);
    }
  }
}

function scheduleDue(row: OrderRow, now: number): boolean {
  const schedule = JSON.parse(row.schedule_json as string) as { type: string; startTime?: number };
  const phase = marketPhase(row.segment, now, defaultMarketCalendar);
  if (schedule.type === "CUSTOM")
    return schedule.startTime !== undefined && now >= schedule.startTime && phase !== "CLOSED";
  if (schedule.type === "PREMARKET") return phase !== "CLOSED";
  return phase === "NORMAL";
}

/** An order the sandbox places itself (a square-off, an exit leg): a day market order of the position's product. */
export function systemOrder(
  position: PositionRow,
  side: Side,
  quantity: number,
  now: number,
): Omit<OrderRow, "seq" | "order_id"> {
  return {
    client_code: position.client_code,
    gui_order_id: `SYS-${position.segment}-${position.token}-${position.product}-${now}`,
    parent_order_id: "",
    leg: "MAIN",
    segment: position.segment,
    token: position.token,
    side,
    product: position.product,
    order_type: "MARKET",
    variety: "NORMAL",
    duration: "DAY",
    quantity,
    filled: 0,
    fill_value: 0,
    cancelled: 0,
    price: 0,
    trigger_price: 0,
    disclosed: 0,
    square_off: 0,
    stop_loss: 0,
    trailing: 0,
    status: "open",
    error_code: null,
    rejection_reason: "",
    text: "",
    is_amo: 0,
    schedule_json: null,
    exits_json: null,
    ao_order_id: null,
    tag: "system",
    created_at: now,
    updated_at: now,
  };
}
