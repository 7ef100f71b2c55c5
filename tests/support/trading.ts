import { istDayOf, istInstant, type TradeClient } from "@trade/core";
import {
  type Order,
  type OrderPlacement,
  type OrderUpdate,
  orderUpdatePush,
  type Position,
  tradingEndpoints,
} from "@trade/core/orders";
import { expect } from "vitest";
import { WebSocket } from "ws";

/** A Tuesday that trades (no holiday), for market times in tests. */
export const tradingDay = "2026-11-24";
/** Epoch ms of hh:mm:ss IST on `day` (default the trading Tuesday). */
export const ist = (hh: number, mm = 0, ss = 0, day = tradingDay) =>
  istInstant(istDayOf(day), hh * 3600 + mm * 60 + ss);

let sequence = 0;
/** A fresh guiOrderId. */
export const gui = (prefix = "T") => `${prefix}-${process.pid}-${Date.now()}-${++sequence}`;

export interface Rejection {
  status: number;
  code: string;
  message: string;
  body: unknown;
}

/** Place through the contract; a refusal comes back as the error's status, code and message. */
export async function place(
  client: TradeClient,
  order: Partial<OrderPlacement> &
    Pick<
      OrderPlacement,
      "exchangeSegment" | "symbolToken" | "transactionType" | "productType" | "orderType" | "quantity"
    >,
) {
  try {
    return {
      ok: true as const,
      result: await client.call(tradingEndpoints.placeOrder, { body: { guiOrderId: gui(), ...order } }),
    };
  } catch (error) {
    const e = error as { status: number; code: string; message: string; body: unknown };
    return {
      ok: false as const,
      rejection: { status: e.status, code: e.code, message: e.message, body: e.body },
    };
  }
}

export const ordersOf = async (
  client: TradeClient,
  status?: "all" | "open" | "executed" | "rejected" | "cancelled",
) => (await client.call(tradingEndpoints.orders, { query: status === undefined ? {} : { status } })).orders;

export const orderById = async (client: TradeClient, orderId: string): Promise<Order> => {
  const found = (await ordersOf(client)).find((order) => order.orderId === orderId);
  if (found === undefined) throw new Error(`order ${orderId} is not in the list`);
  return found;
};

export const positionsOf = async (client: TradeClient): Promise<Position[]> =>
  (await client.call(tradingEndpoints.positions)).positions;

/** Every update the order-update feed pushes to one client, in order. */
export class OrderFeedRecorder {
  readonly updates: OrderUpdate[] = [];
  readonly #socket: WebSocket;
  readonly opened: Promise<void>;

  constructor(client: TradeClient) {
    this.#socket = new WebSocket(client.feedUrl("/feed/orders"));
    this.opened = new Promise((resolve, reject) => {
      this.#socket.once("open", () => resolve());
      this.#socket.once("error", reject);
    });
    this.#socket.on("message", (data) => {
      const parsed = orderUpdatePush.safeParse(JSON.parse(data.toString()));
      if (parsed.success) this.updates.push(...parsed.data.orderStatus);
    });
  }

  /** Statuses pushed for one order, in order (repeats collapsed). */
  statuses(orderId: string): string[] {
    const list = this.updates.filter((u) => u.orderId === orderId).map((u) => u.orderStatus);
    return list.filter((status, i) => i === 0 || list[i - 1] !== status);
  }

  /** The first update, pushed so far or still to come, that `predicate` accepts; throws after `timeoutMs` without one. */
  waitFor(predicate: (update: OrderUpdate) => boolean, timeoutMs = 5000): Promise<OrderUpdate> {
    const found = this.updates.find(predicate);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const onMessage = () => {
        const arrived = this.updates.find(predicate);
        if (arrived === undefined) return;
        stop();
        resolve(arrived);
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error("no such order update arrived"));
      }, timeoutMs);
      const stop = () => {
        clearTimeout(timer);
        this.#socket.off("message", onMessage);
      };
      // Registered after the recorder's own listener, so the update is in `updates` when this runs.
      this.#socket.on("message", onMessage);
    });
  }

  close(): void {
    this.#socket.close();
  }
}

/**
 * The books add up: realised P&L in the funds equals the positions' realised P&L, and the available margin is the
 * settled cash less what is utilised plus what is realised (to the paisa); `openingCash`, when given, is what the
 * settled cash must still be.
 */
export async function expectBooksConsistent(client: TradeClient, openingCash?: number): Promise<void> {
  const limits = await client.funds.rmsLimit();
  const positions = await positionsOf(client);
  const realised = positions.reduce((sum, p) => sum + p.realisedPnl, 0);
  expect(limits.m2mRealised).toBe(realised);
  expect(limits.utilisedMargin).toBeGreaterThanOrEqual(0);
  // Before any day roll the settled cash is the opening cash (a roll settles delivery and realised P&L into it).
  if (openingCash !== undefined) expect(limits.availableCash).toBe(openingCash);
  expect(limits.availableMargin).toBe(
    limits.availableCash +
      limits.payin +
      limits.collateral -
      limits.payout -
      limits.utilisedMargin +
      realised,
  );
  for (const p of positions) {
    expect(p.netQty).toBe(p.carryForwardQty + p.buyQty - p.sellQty);
  }
  const open = await ordersOf(client, "open");
  if (open.length === 0 && positions.every((p) => p.netQty === 0)) expect(limits.utilisedMargin).toBe(0);
}
