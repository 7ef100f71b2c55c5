import { defaultMarketCalendar, marketPhase } from "@trade/core";
import type { Side } from "@trade/core/orders";
import type { Instrument } from "../market/types.js";
import { engineTexts } from "./answers.js";
import type { OrderRow } from "./book.js";
import { systemOrder } from "./lifecycle.js";
import type { Matcher } from "./matching.js";
import { emptyPosition } from "./positions.js";
import type { EngineState } from "./state.js";

interface ExitLeg {
  leg: "TARGET" | "STOPLOSS";
  type: OrderRow["order_type"];
  price: number;
  trigger: number;
  trailing: number;
}

/**
 * Cover and bracket orders (and orders with exits): when the main leg fills, its exits are placed; when one exit
 * fills, the other is cancelled (one cancels the other); cancelling an exit exits the position at market.
 */
export class ExitLegs {
  readonly #state: EngineState;
  readonly #matcher: Matcher;

  constructor(state: EngineState, matcher: Matcher) {
    this.#state = state;
    this.#matcher = matcher;
  }

  /** After a fill completes an order: place a cover/bracket's exits, or cancel the other exit. */
  afterComplete(row: OrderRow, now: number, instrument: Instrument): void {
    if (row.leg !== "MAIN") {
      this.#cancelSiblings(row, engineTexts.ocoCancelled, now);
      return;
    }
    const legs = exitLegsOf(row);
    const exitSide: Side = row.side === "B" ? "S" : "B";
    for (const leg of legs) {
      this.#state.insert({
        ...systemOrder(
          emptyPosition(row.client_code, row.segment, row.token, row.product, now),
          exitSide,
          row.quantity,
          now,
        ),
        gui_order_id: `${row.gui_order_id}-${leg.leg === "TARGET" ? "T" : "SL"}`,
        parent_order_id: row.order_id,
        leg: leg.leg,
        order_type: leg.type,
        price: leg.price,
        trigger_price: leg.trigger,
        trailing: leg.trailing,
        status: leg.type === "LIMIT" ? "open" : "trigger pending",
        tag: row.tag,
      });
    }
    if (legs.length === 0) return;
    // A leg may already be marketable.
    for (const child of this.#state.book.children(row.order_id)) {
      const live = this.#state.working.get(child.order_id);
      if (live !== undefined && live.leg === "TARGET")
        this.#matcher.onPrice(live, this.#state.quote(instrument), now);
    }
  }

  /** The client cancelled an exit leg of a filled cover or bracket order: the position is exited at market. */
  exitAtMarket(row: OrderRow, now: number): void {
    const instrument = this.#state.instrument(row);
    this.#cancelSiblings(row, "Cancelled: the position was exited", now);
    row.order_type = "MARKET";
    row.price = 0;
    row.status = "open";
    row.text = "Exited at market";
    this.#state.save(row);
    if (marketPhase(row.segment, now, defaultMarketCalendar) === "NORMAL") {
      this.#matcher.fill(row, row.quantity - row.filled, this.#state.quote(instrument).ltp, now, instrument);
    } else {
      this.#state.close(row, "cancelled", "Cancelled by the client", now);
    }
  }

  #cancelSiblings(row: OrderRow, text: string, now: number): void {
    for (const sibling of this.#state.book.children(row.parent_order_id)) {
      const live = this.#state.working.get(sibling.order_id);
      if (live !== undefined && live.order_id !== row.order_id)
        this.#state.close(live, "cancelled", text, now);
    }
  }
}

/** The exits a filled main leg places, from its product's offsets or its exits. */
function exitLegsOf(row: OrderRow): ExitLeg[] {
  const entry = Math.round(row.fill_value / row.filled);
  const sign = row.side === "B" ? 1 : -1;
  const legs: ExitLeg[] = [];
  // A square-off or exit order of a cover or bracket position carries no offsets: it places no legs.
  if (row.product === "BO" && (row.square_off > 0 || row.stop_loss > 0)) {
    legs.push({
      leg: "TARGET",
      type: "LIMIT",
      price: entry + sign * row.square_off,
      trigger: 0,
      trailing: 0,
    });
    legs.push({
      leg: "STOPLOSS",
      type: "SL-M",
      price: 0,
      trigger: entry - sign * row.stop_loss,
      trailing: row.trailing,
    });
  } else if (row.product === "CO" && row.trigger_price > 0) {
    legs.push({ leg: "STOPLOSS", type: "SL-M", price: 0, trigger: row.trigger_price, trailing: 0 });
  } else if (row.exits_json !== null) {
    const exits = JSON.parse(row.exits_json) as {
      stopLossTriggerPrice: number;
      stopLossPrice: number;
      targetPrice: number;
    };
    if (exits.targetPrice > 0)
      legs.push({ leg: "TARGET", type: "LIMIT", price: exits.targetPrice, trigger: 0, trailing: 0 });
    if (exits.stopLossTriggerPrice > 0) {
      legs.push({
        leg: "STOPLOSS",
        type: exits.stopLossPrice > 0 ? "SL" : "SL-M",
        price: exits.stopLossPrice,
        trigger: exits.stopLossTriggerPrice,
        trailing: 0,
      });
    }
  }
  return legs;
}
