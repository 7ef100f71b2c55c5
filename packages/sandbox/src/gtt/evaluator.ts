import { istDateKey, istDay } from "@trade/core";
import { type GttLeg, gttLevels, gttOrderPrice } from "@trade/core/gtt";
import type { Order, OrderPlacement } from "@trade/core/orders";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketQuote } from "../market/types.js";
import type { EngineAnswer } from "../trading/engine.js";
import { instrumentKey } from "../trading/state.js";
import type { TickContext, TickEvaluator } from "../trading/tickEvaluator.js";
import { TriggerIndex } from "../trading/triggerIndex.js";
import { type GttRow, type GttStore, toGttRule } from "./store.js";

/** What the evaluator needs of the engine: placing the fired rule's order and reading it back. */
export interface GttEngine {
  place(clientCode: string, payload: OrderPlacement): EngineAnswer<{ orderId: string }>;
  ordersByGui(clientCode: string, guiOrderIds: readonly string[]): Order[];
}

interface Watched {
  ruleId: number;
  leg: GttLeg;
}

/** (ours) Why a pending rule stops: its instrument expired. */
export const gttExpiredReason = "The instrument has expired";

/**
 * The GTT rules on the market (spec 2 §5): every pending rule's levels in a TriggerIndex by instrument and price, so a
 * tick visits only the rules its price crossed (O(log n + k) per changed quote, whatever the number of rules). A
 * crossed level places the rule's order through the engine in the tick's transaction (an OCO's other level goes with
 * it); the order's fate then moves the rule to 10 (executed) or 11 (rejected); an order that could not be placed at
 * all makes it 12. A rule of an instrument that expired becomes 7.
 */
export class GttEvaluator implements TickEvaluator {
  readonly name = "GTT rules";
  readonly #store: GttStore;
  readonly #engine: () => GttEngine;
  readonly #instruments: () => InstrumentMaster;
  readonly #index = new TriggerIndex<Watched>();
  /** Rules whose order is working: rule id → client and the order's guiOrderId. */
  readonly #triggered = new Map<number, { clientCode: string; gui: string }>();
  #loaded = false;
  #day = -1;

  constructor(store: GttStore, engine: () => GttEngine, instruments: () => InstrumentMaster) {
    this.#store = store;
    this.#engine = engine;
    this.#instruments = instruments;
  }

  /** Index a pending rule (after it was created or modified); a rule no longer pending leaves the index. */
  watch(row: GttRow): void {
    this.#load();
    this.#unindex(row.id);
    if (row.status !== 1 && row.status !== 4) return;
    const key = instrumentKey(row.segment, row.token);
    for (const level of gttLevels(toGttRule(row))) {
      this.#index.set(`${row.id}:${level.leg}`, key, level.crossing, level.level, {
        ruleId: row.id,
        leg: level.leg,
      });
    }
  }

  /** Stop watching a rule (cancelled). */
  forget(ruleId: number): void {
    this.#load();
    this.#unindex(ruleId);
  }

  hasWork(): boolean {
    this.#load();
    return this.#index.size > 0 || this.#triggered.size > 0;
  }

  /** The instruments the rules watch (the engine ticks them when no one watches the quote feed). */
  instruments(): Iterable<number> {
    this.#load();
    return this.#index.instruments();
  }

  onTick({ quotes, now }: TickContext): void {
    this.#load();
    const day = istDay(now);
    if (day !== this.#day) {
      this.#day = day;
      this.#expire(istDateKey(day), now);
    }
    if (this.#index.size > 0) {
      for (const quote of quotes) this.#onQuote(quote, now);
    }
    if (this.#triggered.size > 0) this.#follow(now);
  }

  /** The tick's transaction rolled back: what the index holds is read again from the database. */
  rolledBack(): void {
    this.#loaded = false;
  }

  #onQuote(quote: MarketQuote, now: number): void {
    if (quote.ltp <= 0) return;
    const crossed = this.#index.crossed(instrumentKey(quote.segment, quote.token), quote.ltp);
    if (crossed.length === 0) return;
    const fired = new Set<number>();
    for (const { ruleId, leg } of crossed) {
      // An OCO whose two levels the price crossed in one tick fires once, by the leg listed first.
      if (fired.has(ruleId)) continue;
      fired.add(ruleId);
      this.#unindex(ruleId);
      const row = this.#store.rowById(ruleId);
      if (row !== undefined) this.#fire(row, leg, now);
    }
  }

  #fire(row: GttRow, leg: GttLeg, now: number): void {
    const instrument = this.#instruments().get(row.segment, row.token);
    const gui = `gtt-${row.id}-${leg}`;
    const price = gttOrderPrice(
      { ...toGttRule(row), marketProtection: row.market_protection },
      leg,
      instrument?.tick ?? 1,
    );
    const answer = this.#engine().place(row.client_code, {
      guiOrderId: gui,
      exchangeSegment: row.segment,
      symbolToken: row.token,
      transactionType: row.side,
      productType: row.product,
      orderType: "LIMIT",
      quantity: row.qty,
      price,
      ...(row.disclosed_qty > 0 ? { disclosedQuantity: row.disclosed_qty } : {}),
      orderTag: `GTT ${row.id}`,
      ...(row.strategy_code !== null ? { strategyCode: row.strategy_code } : {}),
    });
    if (!answer.ok) {
      // A rejected order (it exists, rejected: 11), or none placed at all (12).
      const orderId = (answer.data as { orderId?: string } | null)?.orderId ?? null;
      this.#store.setOutcome(
        row.id,
        {
          status: orderId === null ? 12 : 11,
          order_id: orderId,
          gui_order_id: gui,
          triggered_leg: leg,
          rejection_reason: answer.message,
        },
        now,
      );
      return;
    }
    this.#store.setOutcome(
      row.id,
      {
        status: 5,
        order_id: answer.value.orderId,
        gui_order_id: gui,
        triggered_leg: leg,
        rejection_reason: null,
      },
      now,
    );
    this.#triggered.set(row.id, { clientCode: row.client_code, gui });
  }

  /** Triggered rules follow their order: executed (10) or rejected (11); a cancelled order leaves the rule at 5. */
  #follow(now: number): void {
    for (const [ruleId, { clientCode, gui }] of this.#triggered) {
      const order = this.#engine().ordersByGui(clientCode, [gui])[0];
      if (order === undefined) continue;
      const row = this.#store.rowById(ruleId);
      if (row === undefined) {
        this.#triggered.delete(ruleId);
        continue;
      }
      const outcome = { order_id: row.order_id, gui_order_id: gui, triggered_leg: row.triggered_leg };
      if (order.orderStatus === "complete") {
        this.#store.setOutcome(ruleId, { ...outcome, status: 10, rejection_reason: null }, now);
      } else if (order.orderStatus === "rejected") {
        this.#store.setOutcome(ruleId, { ...outcome, status: 11, rejection_reason: order.text }, now);
      } else if (order.orderStatus !== "cancelled") {
        continue;
      }
      this.#triggered.delete(ruleId);
    }
  }

  /** Pending rules of instruments that expired before `today` are rejected (7). */
  #expire(today: string, now: number): void {
    for (const row of this.#store.live()) {
      if (row.status !== 1 && row.status !== 4) continue;
      const expiry = this.#instruments().get(row.segment, row.token)?.expiry ?? null;
      if (expiry === null || expiry >= today) continue;
      this.#unindex(row.id);
      this.#store.setOutcome(
        row.id,
        {
          status: 7,
          order_id: null,
          gui_order_id: null,
          triggered_leg: null,
          rejection_reason: gttExpiredReason,
        },
        now,
      );
    }
  }

  #unindex(ruleId: number): void {
    this.#index.delete(`${ruleId}:target`);
    this.#index.delete(`${ruleId}:stoploss`);
  }

  /** The live rules, read once (and again after a rolled-back tick). */
  #load(): void {
    if (this.#loaded) return;
    this.#loaded = true;
    this.#index.clear();
    this.#triggered.clear();
    for (const row of this.#store.live()) {
      if (row.status === 5 && row.gui_order_id !== null) {
        this.#triggered.set(row.id, { clientCode: row.client_code, gui: row.gui_order_id });
      } else {
        this.watch(row);
      }
    }
  }
}
