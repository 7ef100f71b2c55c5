import { istDay } from "@trade/core";
import type {
  Order,
  OrderModification,
  OrderPlacement,
  OrderStatus,
  PlaceResult,
  Position,
} from "@trade/core/orders";
import { matchesOrderFilter } from "@trade/core/orders";
import type { MarketQuote } from "../market/types.js";
import { type EngineAnswer, engineCodes, engineTexts, refused, requestFingerprint } from "./answers.js";
import type { HoldingRow, OrderRow } from "./book.js";
import { type ConversionRequest, convertPosition } from "./conversion.js";
import { ExitLegs } from "./legs.js";
import { Lifecycle } from "./lifecycle.js";
import { availableMargin, utilisedByDelivery, utilisedMargin } from "./margin.js";
import { Matcher } from "./matching.js";
import { type Cancellation, cancelOrder, modifyOrder } from "./modification.js";
import { placeAnswer, placeOrder } from "./placement.js";
import { holdingsOf, positionsOf } from "./positions.js";
import { restingOrders, StopLossTriggers, TrailingStops } from "./restingOrders.js";
import { type EngineDeps, EngineState } from "./state.js";
import type { TickContext, TickEvaluator } from "./tickEvaluator.js";

export { type EngineAnswer, engineCodes, engineTexts } from "./answers.js";
export type { EngineDeps } from "./state.js";
export type { TickContext, TickEvaluator } from "./tickEvaluator.js";

/**
 * The sandbox's matching engine (docs/sandbox.md, "Trading"). Every decision is one SQLite transaction: an order
 * acknowledged to the client is in the database, with its fills, position and funds entries, before the answer leaves.
 * This facade owns the transaction and the public methods; the work is done by its parts: placement.ts,
 * modification.ts, matching.ts, positions.ts, conversion.ts, legs.ts (cover and bracket exits), lifecycle.ts and
 * dayRoll.ts (what the clock makes due), margin.ts, notifications.ts, and the tick evaluators (restingOrders.ts).
 */
export class TradingEngine {
  readonly #state: EngineState;
  readonly #matcher: Matcher;
  readonly #legs: ExitLegs;
  readonly #lifecycle: Lifecycle;
  readonly #evaluators: TickEvaluator[] = [];

  constructor(deps: EngineDeps) {
    this.#state = new EngineState(deps);
    this.#matcher = new Matcher(this.#state);
    this.#legs = new ExitLegs(this.#state, this.#matcher);
    this.#matcher.completed = (row, now, instrument) => this.#legs.afterComplete(row, now, instrument);
    this.#lifecycle = new Lifecycle(this.#state, this.#matcher);
    this.addEvaluator(restingOrders(this.#state, this.#matcher));
    this.addEvaluator(new StopLossTriggers(this.#state, this.#matcher));
    this.addEvaluator(new TrailingStops(this.#state, this.#matcher));
  }

  /** Run `evaluator` on every market tick, inside the tick's transaction, after those added before it. */
  addEvaluator(evaluator: TickEvaluator): void {
    this.#evaluators.push(evaluator);
  }

  /** Market time (epoch ms): the simulated market's clock. */
  now(): number {
    return this.#state.now();
  }

  /** Whether anything waits for the market (the sandbox ticks the market while this holds). */
  hasWork(): boolean {
    this.#state.load();
    return this.#state.working.size > 0 || this.#state.hasIntraday || this.#evaluatorsWaiting();
  }

  place(clientCode: string, payload: OrderPlacement): EngineAnswer<PlaceResult> {
    this.#ready();
    const book = this.#state.book;
    const fingerprint = requestFingerprint(payload);
    const existing = book.byGui(clientCode, payload.guiOrderId);
    if (existing !== undefined) {
      const stored = book.requestFingerprint(clientCode, payload.guiOrderId);
      return stored === undefined || stored === fingerprint
        ? placeAnswer(existing)
        : refused(409, engineCodes.idempotencyConflict, engineTexts.idempotencyConflict(payload.guiOrderId));
    }
    return this.#transaction(() => {
      const answer = placeOrder(this.#state, this.#matcher, clientCode, payload);
      if (book.byGui(clientCode, payload.guiOrderId) !== undefined)
        book.saveRequestFingerprint(clientCode, payload.guiOrderId, fingerprint);
      return answer;
    });
  }

  modify(
    clientCode: string,
    change: OrderModification,
  ): EngineAnswer<{ orderId: string; orderStatus: OrderStatus; text: string }> {
    this.#ready();
    return this.#transaction(() => modifyOrder(this.#state, this.#matcher, clientCode, change));
  }

  cancel(clientCode: string, orderIds: readonly string[]): Cancellation[] {
    this.#ready();
    return this.#transaction(() =>
      orderIds.map((orderId) => cancelOrder(this.#state, this.#legs, clientCode, orderId)),
    );
  }

  orders(
    clientCode: string,
    filter: "all" | "open" | "executed" | "rejected" | "cancelled" = "all",
  ): Order[] {
    this.#ready();
    const rows = this.#state.book.list(clientCode, this.#dayStart());
    const keep = (row: OrderRow) => matchesOrderFilter({ orderStatus: row.status }, filter);
    return rows.filter(keep).map((row) => this.#state.toOrder(row));
  }

  ordersByGui(clientCode: string, guiOrderIds: readonly string[]): Order[] {
    this.#ready();
    const found: Order[] = [];
    for (const id of guiOrderIds) {
      const row = this.#state.book.byGui(clientCode, id);
      if (row !== undefined) found.push(this.#state.toOrder(row));
    }
    return found;
  }

  positions(clientCode: string): Position[] {
    this.#ready();
    return positionsOf(this.#state, clientCode);
  }

  /** Margin blocked by the client's open positions and working orders, paise. */
  utilisedMargin(clientCode: string): number {
    this.#state.load();
    return utilisedMargin(this.#state, clientCode);
  }

  /** Margin in use by cash-delivery orders and positions (what ASBA blocks cover first), paise. */
  utilisedByDelivery(clientCode: string): number {
    this.#state.load();
    return utilisedByDelivery(this.#state, clientCode);
  }

  /** Margin available to the client; given an order's product and segment, what that order may spend (ASBA). */
  availableMargin(clientCode: string, order?: { product: string; segment: number }): number {
    this.#state.load();
    return availableMargin(this.#state, clientCode, order);
  }

  /** The client's delivery holdings (seeded from the persona on first use). */
  holdings(clientCode: string): HoldingRow[] {
    return holdingsOf(this.#state, clientCode);
  }

  convert(clientCode: string, request: ConversionRequest): EngineAnswer<{ message: string }> {
    this.#ready();
    return this.#transaction(() => convertPosition(this.#state, clientCode, request));
  }

  /**
   * Without anyone watching the quote feed the market is not ticked as a whole: the instruments of working orders are
   * brought up to date one by one and matched (cheap at any number of instruments).
   */
  tickWatched(): void {
    this.#state.load();
    if (this.#idle()) {
      this.catchUp();
      return;
    }
    const master = this.#state.deps.instruments();
    const keys = new Set(this.#state.byInstrument.keys());
    for (const evaluator of this.#evaluators) for (const k of evaluator.instruments?.() ?? []) keys.add(k);
    const quotes: MarketQuote[] = [];
    for (const k of keys) {
      const instrument = master.get(Math.floor(k / 100_000_000), k % 100_000_000);
      if (instrument !== undefined) quotes.push(this.#state.quote(instrument));
    }
    this.onTick(quotes);
  }

  /** Called with the quotes of every market tick: the tick evaluators run, then what the clock made due. */
  onTick(changed: readonly MarketQuote[]): void {
    this.#state.load();
    if (this.#idle()) {
      this.catchUp();
      return;
    }
    const now = this.now();
    this.#transaction(() => {
      const ctx: TickContext = { quotes: changed, now, db: this.#state.book.db };
      for (const evaluator of this.#evaluators) evaluator.onTick(ctx);
      this.#lifecycle.catchUp(now);
    });
  }

  /**
   * Run what the clock has made due: AMO and scheduled sends, square-off, the close, the day roll. At most once per
   * second of market time (every call runs it; the ticker runs it every tick).
   */
  catchUp(): void {
    this.#state.load();
    const now = this.now();
    if (!this.#lifecycle.due(now)) return;
    this.#transaction(() => this.#lifecycle.catchUp(now));
  }

  #ready(): void {
    this.#state.load();
    this.catchUp();
  }

  #idle(): boolean {
    return this.#state.working.size === 0 && !this.#evaluatorsWaiting();
  }

  #evaluatorsWaiting(): boolean {
    return this.#evaluators.some((evaluator) => evaluator.hasWork?.() === true);
  }

  /** Run `work` in one SQLite transaction; order updates and notifications go out only after it commits. */
  #transaction<T>(work: () => T): T {
    const state = this.#state;
    if (state.updates.holding) return work();
    state.updates.hold();
    const snapshot = new Map(state.working);
    try {
      const result = state.book.db.transaction(() => {
        const answer = work();
        state.notifications.record();
        return answer;
      })();
      state.notifications.announce();
      state.updates.release();
      return result;
    } catch (error) {
      // Nothing was written: the working set and the position copies go back to what the database holds.
      state.restore(snapshot);
      for (const evaluator of this.#evaluators) evaluator.rolledBack?.();
      throw error;
    }
  }

  /** Start of the market day (orders lists show today's orders and anything still working). */
  #dayStart(): number {
    const day = istDay(this.now());
    return (day * 86_400 - 19_800) * 1000;
  }
}
