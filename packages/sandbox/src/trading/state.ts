import { istDateKey, istDay, type Profile } from "@trade/core";
import type { NotificationMessage } from "@trade/core/notifications";
import {
  type AccountFacts,
  accountFactsOf,
  isIntradayProduct,
  isTerminalStatus,
  type Order,
  type OrderStatus,
} from "@trade/core/orders";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketData } from "../market/marketData.js";
import type { Instrument, MarketQuote } from "../market/types.js";
import type { NewNotification } from "../store/notifications.js";
import { type Book, type OrderRow, toOrder } from "./book.js";
import { OrderUpdates, TradeNotifications } from "./notifications.js";

export interface EngineDeps {
  book: Book;
  instruments: () => InstrumentMaster;
  market: () => MarketData;
  profile: (clientCode: string) => Profile | undefined;
  /** Available margin in paise before what the engine blocks (cash + payin + collateral − payout + realised). */
  cash: (clientCode: string) => number;
  /** What the client's enabled ASBA blocks hold, paise (counted in `cash`; only cash delivery may spend it). */
  asbaBlocked?: (clientCode: string) => number;
  /** Whether anyone listens to a client's order updates (none: the engine does not build them). */
  listening?: (clientCode: string) => boolean;
  /** Every change of an order is pushed here (the order-update feed). */
  publish: (clientCode: string, orders: Order[]) => void;
  /**
   * Record a notification of the client's history, inside the transaction of the event it tells of; answers the
   * message to announce once that transaction commits.
   */
  notify?: (clientCode: string, notification: NewNotification) => NotificationMessage;
  /** A recorded notification, after its transaction committed (the notifications feed). */
  announce?: (clientCode: string, message: NotificationMessage) => void;
  /** Delivery holdings a client starts with (NSE symbol, quantity, average price in paise). */
  openingHoldings?: (clientCode: string) => readonly { symbol: string; quantity: number; avgPrice: number }[];
  log: (line: string) => void;
}

/** One number per instrument (segment, token): the key of the per-instrument maps. */
export const instrumentKey = (segment: number, token: number) => segment * 100_000_000 + token;

/** Told of every working order as it is saved, and when it leaves the working set (the tick evaluators' indexes). */
export interface WorkingOrderWatcher {
  saved(row: OrderRow): void;
  removed(row: OrderRow): void;
  /** The working set was rebuilt (a rolled-back transaction): forget everything. */
  clear(): void;
}

/**
 * What the engine's parts share: its dependencies, the working orders (in memory, by id and by instrument), and the
 * writes of an order row, which keep the working set, the order-update feed and the notifications in step.
 */
export class EngineState {
  readonly deps: EngineDeps;
  readonly book: Book;
  /** Working orders by id, and by instrument. */
  readonly working = new Map<string, OrderRow>();
  readonly byInstrument = new Map<number, Set<string>>();
  readonly updates: OrderUpdates;
  readonly notifications: TradeNotifications;
  /** Whether an intraday position is open (the market must tick for its square-off). */
  hasIntraday = false;
  readonly #watchers: WorkingOrderWatcher[] = [];
  readonly #accounts = new Map<string, AccountFacts>();
  #loaded = false;

  constructor(deps: EngineDeps) {
    this.deps = deps;
    this.book = deps.book;
    this.updates = new OrderUpdates(deps.publish);
    this.notifications = new TradeNotifications({
      notify: deps.notify,
      announce: deps.announce,
      instrument: (row) => this.instrument(row),
      now: () => this.now(),
    });
  }

  /** Market time (epoch ms): the simulated market's clock. */
  now(): number {
    return this.deps.market().now();
  }

  watch(watcher: WorkingOrderWatcher): void {
    this.#watchers.push(watcher);
    for (const row of this.working.values()) watcher.saved(row);
  }

  /** Read the working orders from the database, once. */
  load(): void {
    if (this.#loaded) return;
    this.#loaded = true;
    for (const row of this.book.working()) this.track(row);
    this.hasIntraday = this.book.allPositions().some((p) => isIntradayProduct(p.product) && p.open_qty !== 0);
  }

  insert(row: Omit<OrderRow, "seq" | "order_id">): OrderRow {
    const prefix = row.schedule_json !== null ? "SE" : "";
    const day = istDateKey(istDay(row.created_at)).replaceAll("-", "").slice(2);
    const stored = this.book.insert(row as OrderRow, `${prefix}${day}`);
    if (stored.exits_json !== null && stored.ao_order_id === null && stored.status !== "rejected") {
      stored.ao_order_id = `SE${stored.order_id}`;
      this.book.setAoOrderId(stored.order_id, stored.ao_order_id);
    }
    if (!isTerminalStatus(stored.status)) this.track(stored);
    this.notifications.note(stored, "new");
    this.emit(stored);
    return stored;
  }

  save(row: OrderRow): void {
    this.book.update(row);
    if (isTerminalStatus(row.status) && this.working.has(row.order_id))
      this.notifications.note(row, "terminal");
    else if (this.notifications.has(row.order_id)) this.notifications.note(row, "terminal");
    if (isTerminalStatus(row.status)) this.#untrack(row);
    else this.track(row);
    this.emit(row);
  }

  /** End an order that is not complete (cancelled, lapsed): what is not filled is cancelled. */
  close(row: OrderRow, status: OrderStatus, text: string, now: number): void {
    row.status = status;
    row.cancelled = row.quantity - row.filled;
    row.text = text;
    row.updated_at = now;
    this.save(row);
  }

  track(row: OrderRow): void {
    this.working.set(row.order_id, row);
    const k = instrumentKey(row.segment, row.token);
    let ids = this.byInstrument.get(k);
    if (ids === undefined) {
      ids = new Set();
      this.byInstrument.set(k, ids);
    }
    ids.add(row.order_id);
    for (const watcher of this.#watchers) watcher.saved(row);
  }

  #untrack(row: OrderRow): void {
    this.working.delete(row.order_id);
    const k = instrumentKey(row.segment, row.token);
    const ids = this.byInstrument.get(k);
    ids?.delete(row.order_id);
    if (ids?.size === 0) this.byInstrument.delete(k);
    for (const watcher of this.#watchers) watcher.removed(row);
  }

  /** After a rollback: the working set goes back to what the database holds for `snapshot`'s orders. */
  restore(snapshot: ReadonlyMap<string, OrderRow>): void {
    this.updates.discard();
    this.notifications.discard();
    this.book.forget();
    this.working.clear();
    this.byInstrument.clear();
    for (const watcher of this.#watchers) watcher.clear();
    for (const row of snapshot.values()) this.track(this.book.byId(row.order_id) ?? row);
  }

  emit(row: OrderRow): void {
    if (this.deps.listening?.(row.client_code) === false) return;
    this.updates.push(row.client_code, this.toOrder(row));
  }

  /** Account facts per client (profiles do not change while the sandbox runs). */
  account(clientCode: string): AccountFacts {
    let facts = this.#accounts.get(clientCode);
    if (facts === undefined) {
      facts = accountFactsOf(this.deps.profile(clientCode));
      this.#accounts.set(clientCode, facts);
    }
    // Except ASBA activation and deactivation, which follow the client's blocks (spec 3 §5).
    return facts.asba ? accountFactsOf(this.deps.profile(clientCode)) : facts;
  }

  owned(clientCode: string, orderId: string): OrderRow | undefined {
    const row = this.working.get(orderId) ?? this.book.byId(orderId);
    return row?.client_code === clientCode ? row : undefined;
  }

  instrument(row: { segment: number; token: number }): Instrument {
    return this.deps.instruments().get(row.segment, row.token) as Instrument;
  }

  quote(instrument: Instrument): MarketQuote {
    const market = this.deps.market();
    return (market.refresh?.(instrument.segment, instrument.token) ??
      market.get?.(instrument.segment, instrument.token) ??
      market.quote(instrument.segment, instrument.token)) as MarketQuote;
  }

  toOrder(row: OrderRow): Order {
    return toOrder(row, this.deps.instruments().get(row.segment, row.token));
  }
}
