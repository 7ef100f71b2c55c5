import { formatRupees } from "@trade/core";
import type { NotificationMessage } from "@trade/core/notifications";
import {
  isTerminalStatus,
  type Order,
  tradeNotificationState,
  tradeNotificationText,
} from "@trade/core/orders";
import type { Instrument } from "../market/types.js";
import type { NewNotification } from "../store/notifications.js";
import type { OrderRow } from "./book.js";

/**
 * The order-update feed: every change of an order is pushed, but changes made inside a transaction wait for it to
 * commit (a client never sees an order the database does not hold).
 */
export class OrderUpdates {
  readonly #publish: (clientCode: string, orders: Order[]) => void;
  #pending: Map<string, Order[]> | undefined;

  constructor(publish: (clientCode: string, orders: Order[]) => void) {
    this.#publish = publish;
  }

  /** Whether a transaction is open (its pushes are held). */
  get holding(): boolean {
    return this.#pending !== undefined;
  }

  hold(): void {
    this.#pending = new Map();
  }

  push(clientCode: string, order: Order): void {
    if (this.#pending === undefined) {
      this.#publish(clientCode, [order]);
      return;
    }
    let list = this.#pending.get(clientCode);
    if (list === undefined) {
      list = [];
      this.#pending.set(clientCode, list);
    }
    list.push(order);
  }

  /** Push what was held (the transaction committed). */
  release(): void {
    const pending = this.#pending;
    this.#pending = undefined;
    if (pending === undefined) return;
    for (const [clientCode, orders] of pending) this.#publish(clientCode, orders);
  }

  /** Drop what was held (the transaction rolled back). */
  discard(): void {
    this.#pending = undefined;
  }
}

type NoteKind = "new" | "terminal" | "modified";

export interface TradeNotificationDeps {
  /** Record a notification in the open transaction; answers the message to announce after the commit. */
  notify?: (clientCode: string, notification: NewNotification) => NotificationMessage;
  announce?: (clientCode: string, message: NotificationMessage) => void;
  instrument: (row: OrderRow) => Instrument | undefined;
  now: () => number;
}

/**
 * Trade notifications of the client's history: one per order a transaction placed, modified or ended, recorded in
 * that transaction and announced once it commits.
 */
export class TradeNotifications {
  readonly #deps: TradeNotificationDeps;
  /** Orders whose notification the open transaction decides: placed, turned terminal, or modified. */
  readonly #notes = new Map<string, { row: OrderRow; kind: NoteKind }>();
  /** Notifications recorded by the open transaction, announced once it commits. */
  #announcements: [string, NotificationMessage][] = [];

  constructor(deps: TradeNotificationDeps) {
    this.#deps = deps;
  }

  has(orderId: string): boolean {
    return this.#notes.has(orderId);
  }

  /**
   * Note an order for the transaction's notifications. A new order keeps "new" (its final status decides), a
   * modification that ends terminal (it filled at once) tells the terminal state; the latest row wins.
   */
  note(row: OrderRow, kind: NoteKind): void {
    if (this.#deps.notify === undefined) return;
    const held = this.#notes.get(row.order_id);
    const keep =
      held?.kind === "new" ||
      (held?.kind === "modified" && kind === "terminal" && !isTerminalStatus(row.status));
    this.#notes.set(row.order_id, { row, kind: keep ? (held?.kind ?? kind) : kind });
  }

  /** Record one notification per noted order, in the open transaction (tradeNotificationState, core rules). */
  record(): void {
    const notify = this.#deps.notify;
    if (notify === undefined || this.#notes.size === 0) return;
    for (const { row, kind } of this.#notes.values()) {
      const state =
        kind === "modified" && !isTerminalStatus(row.status)
          ? "modified"
          : tradeNotificationState(row.status);
      // A working order noted only for a partial fill tells nothing.
      if (kind === "terminal" && state === "open") continue;
      const instrument = this.#deps.instrument(row);
      const { title, body } = tradeNotificationText(row.side, state, row.status === "failed");
      const averagePrice = row.filled > 0 ? Math.round(row.fill_value / row.filled) : row.price;
      const rupees = row.segment !== 13 && row.segment !== 21;
      const at =
        averagePrice > 0 && rupees
          ? ` at ${formatRupees(averagePrice)}`
          : row.order_type === "MARKET"
            ? " at market"
            : "";
      const quantity = state === "complete" ? row.filled : row.quantity;
      const message = notify(row.client_code, {
        type: "trade_notification",
        title,
        body,
        detail: `${quantity} ${instrument?.tradeSymbol ?? row.token}${at}`,
        state,
        orderId: row.order_id,
        redirectionUrl: isTerminalStatus(row.status) ? "/trade/orders/history" : "/trade/orders/open",
        receivedAt: this.#deps.now(),
      });
      this.#announcements.push([row.client_code, message]);
    }
    this.#notes.clear();
  }

  /** Announce what the committed transaction recorded. */
  announce(): void {
    const announcements = this.#announcements;
    this.#announcements = [];
    for (const [clientCode, message] of announcements) this.#deps.announce?.(clientCode, message);
  }

  /** Forget the rolled-back transaction's notes. */
  discard(): void {
    this.#notes.clear();
    this.#announcements = [];
  }
}
