import { istDateKey, istDay, marketPhase } from "@trade/core";
import type { Order, OrderPlacement } from "@trade/core/orders";
import { nextSipDate, sipAmountBelowPriceMessage, sipInstalmentQuantity } from "@trade/core/sip";
import type { EngineAnswer } from "../trading/engine.js";
import type { TickContext, TickEvaluator } from "../trading/tickEvaluator.js";
import type { SipRow, SipStore } from "./store.js";

/** What the runner needs of the engine: placing an instalment's order and reading it back. */
export interface SipEngine {
  place(clientCode: string, payload: OrderPlacement): EngineAnswer<{ orderId: string }>;
  ordersByGui(clientCode: string, guiOrderIds: readonly string[]): Order[];
}

const dayMs = 86_400_000;

/**
 * Stock SIP instalments on the market clock (spec 2 §4): at the session open of an instalment's day (the first tick of
 * the cash market's normal session), each active SIP due that day places a delivery market buy through the engine,
 * for its quantity or for as many shares as its amount buys, and records the instalment with its order. A day the
 * market is closed moves the instalment to the next trading day (rules/sip/schedule.ts). An instalment refused (for
 * funds, say) is recorded as Rejected and the SIP goes on. Instalments missed while the sandbox was stopped run once, at
 * the next open. The order's guiOrderId is the SIP's and the date's, so an instalment never places twice.
 */
export class SipRunner implements TickEvaluator {
  readonly name = "Stock SIP instalments";
  readonly #store: SipStore;
  readonly #engine: () => SipEngine;
  readonly #now: () => number;
  readonly #ltp: (segment: number, token: number) => number;
  /** The earliest instalment date of an active SIP; undefined until read (again after a change). */
  #earliest: string | null | undefined;

  constructor(
    store: SipStore,
    engine: () => SipEngine,
    deps: { now: () => number; ltp: (segment: number, token: number) => number },
  ) {
    this.#store = store;
    this.#engine = engine;
    this.#now = deps.now;
    this.#ltp = deps.ltp;
  }

  /** A SIP was created or changed: the next due date is read again. */
  changed(): void {
    this.#earliest = undefined;
  }

  /** With no SIP at all the market clock is not asked (that would build the simulated market on the first tick). */
  hasWork(): boolean {
    if (this.#earliest === undefined) this.#earliest = this.#store.earliest();
    return this.#earliest !== null && this.#dueAt(this.#now());
  }

  rolledBack(): void {
    this.#earliest = undefined;
  }

  onTick({ now }: TickContext): void {
    if (!this.#dueAt(now)) return;
    const today = istDateKey(istDay(now));
    for (const sip of this.#store.due(today)) this.#run(sip, today, now);
    this.#earliest = undefined;
  }

  #dueAt(now: number): boolean {
    if (this.#earliest === undefined) this.#earliest = this.#store.earliest();
    if (this.#earliest === null || this.#earliest > istDateKey(istDay(now))) return false;
    return marketPhase(1, now) === "NORMAL";
  }

  #run(sip: SipRow, today: string, now: number): void {
    const gui = `sip-${sip.id}-${today}`;
    const quantity = sipInstalmentQuantity(
      sip.order_type,
      sip.order_value,
      this.#ltp(sip.segment, sip.token),
    );
    const base = { sip_id: sip.id, date: today, at: now, gui_order_id: gui, quantity };
    if (quantity === 0) {
      this.#store.record({ ...base, order_id: null, status: "Failed", reason: sipAmountBelowPriceMessage });
    } else {
      const answer = this.#engine().place(sip.client_code, {
        guiOrderId: gui,
        exchangeSegment: sip.segment,
        symbolToken: sip.token,
        transactionType: "B",
        productType: "CNC",
        orderType: "MARKET",
        quantity,
        orderTag: `SIP ${sip.id}`,
        ...(sip.strategy_code !== null ? { strategyCode: sip.strategy_code } : {}),
      });
      if (answer.ok) {
        this.#store.record({ ...base, order_id: answer.value.orderId, status: "Placed", reason: null });
      } else {
        const orderId = (answer.data as { orderId?: string } | null)?.orderId ?? null;
        this.#store.record({
          ...base,
          order_id: orderId,
          status: orderId === null ? "Failed" : "Rejected",
          reason: answer.message,
        });
      }
    }
    const tomorrow = istDateKey(istDay(now + dayMs));
    this.#store.setNext(sip.id, nextSipDate(sip, tomorrow), now);
  }
}
