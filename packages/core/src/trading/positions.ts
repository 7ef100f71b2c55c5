import { EventEmitter } from "eventemitter3";
import type { TradeClient } from "../client.js";
import { marketEndpoints } from "../contract/marketEndpoints.js";
import type { ConversionRequest, Order, OrderPlacement, OrderStatus, Position } from "../contract/orders.js";
import { tradingEndpoints } from "../contract/tradingEndpoints.js";
import { ApiError, InvalidInputError, type TradeError } from "../errors.js";
import type { Outcome } from "../outcome.js";
import { Resource } from "../resource.js";
import { instrumentKey } from "../rules/instruments.js";
import {
  advanceExitRefusal,
  conversionFailedTitle,
  conversionSuccessText,
  type ExitAllPosition,
  noOpenQuantityMessage,
  orderCancelledTitle,
  orderExecutedTitle,
  orderRejectedTitle,
  type PositionPnl,
  placeErrorPresentation,
  planExitAll,
  positionPnlAt,
} from "../rules/trading/index.js";
import type { RequestOptions } from "../transport/http.js";
import type { OrderFeed } from "./orderFeed.js";
import { isRejectedStatus, newGuiOrderId, type OrdersResource, type PlaceOutcome } from "./orders.js";
import { defaultTimers, type Timers } from "./timers.js";

/**
 * A position to exit. The quantity limits are looked up (max single quantity by token and segment) when absent;
 * `isOptionStock` defaults from `instrumentType` (OPTSTK).
 */
export type ExitAllInput = Pick<
  Position,
  "exchangeSegment" | "symbolToken" | "tradingSymbol" | "productType" | "netQty" | "isAdvance"
> &
  Partial<Pick<ExitAllPosition, "maxSingleQty" | "freezeQty" | "isOptionStock">> & {
    instrumentType?: string;
  };

export interface ExitAllOptions extends RequestOptions {
  /** Orders per batch call (the remote batch limit; the planner's default when absent). */
  batchLimit?: number;
  /**
   * The time market hours are judged by (default: the server's market clock, the runtime configuration's
   * `marketTime` read once and kept as an offset from the timers' clock; the timers' clock when it gives none).
   */
  nowMs?: number;
  /** Market calendar for the planner (holidays), when it needs one. */
  calendar?: Parameters<typeof planExitAll>[1]["calendar"];
  /** Keep looking an entry's status up this long after its chunk was sent (default 30 s); then it stays pending. */
  followMs?: number;
  /** Between status look-ups of entries still pending (default 1 s); the first waits the status delay (300 ms). */
  pollMs?: number;
}

export type ExitAllEntryStatus = "pending" | "complete" | "rejected";

/** One exit order of an exit-all run. */
export interface ExitAllEntry {
  guiOrderId: string;
  /** Which batch it goes out in, from 0. */
  chunk: number;
  /** When, after the start of the run. */
  sendAfterMs: number;
  order: OrderPlacement;
  /** Pending until its status arrives (from the order-update feed or a status look-up). */
  status: ExitAllEntryStatus;
  /** The batch call carried it. */
  sent: boolean;
  orderId?: string;
  orderStatus?: OrderStatus;
  /** 'Pending', 'Order Executed', or the rejection reason. */
  text: string;
}

export interface ExitAllRunEvents {
  /** An entry changed (sent, status, text). */
  entry: [ExitAllEntry];
  /** Every entry is complete or rejected, or was followed as long as `followMs` allows. */
  done: [readonly ExitAllEntry[]];
}

/**
 * An exit all started (`value`, the run), or refused as a whole before anything was sent (an `InvalidInputError`,
 * code EXIT-REFUSED, with the planner's message: after market hours, option stocks above the freeze limit).
 */
export type ExitAllStart = Outcome<ExitAllRun>;

/**
 * A conversion's outcome: 'Positions has been converted from {old} to {new}' (`value.text`), or the server's refusal
 * (`error.message`, `error.code`) under `title`, 'Positions Conversion Failed'.
 */
export type ConversionOutcome = Outcome<{ text: string }, { title: string }>;

/** A position with its profit and loss at its last price (`positionPnlAt`). */
export type PositionWithPnl = Position & { pnl: PositionPnl };

/** What `positions.exit` reads of a position: which instrument, which product, how much is open. */
export type ExitInput = Pick<
  Position,
  "exchangeSegment" | "symbolToken" | "productType" | "netQty" | "isAdvance"
>;

/** Code of an exit refused before sending (a flat position, an advance one, exit all outside market hours). */
export const exitRefusedCode = "EXIT-REFUSED";

export const exitAllTexts = {
  pending: "Pending",
  complete: orderExecutedTitle,
  rejected: orderRejectedTitle,
  cancelled: orderCancelledTitle,
  notSent: "Not sent: exit all was stopped",
} as const;

/**
 * The progress of one exit all: entries (each pending until its status arrives), as an EventEmitter and as a
 * `subscribe` / `getSnapshot` store for UI bridges. `finished` resolves with the last snapshot.
 */
export class ExitAllRun extends EventEmitter<ExitAllRunEvents> {
  #entries: readonly ExitAllEntry[];
  #finished = false;
  readonly #stop: () => void;
  /** Resolves when every entry is settled or stopped being followed. */
  readonly finished: Promise<readonly ExitAllEntry[]>;

  /** @internal */
  constructor(entries: readonly ExitAllEntry[], stop: () => void) {
    super();
    this.#entries = entries;
    this.#stop = stop;
    this.finished = new Promise((resolve) => this.once("done", resolve));
  }

  getSnapshot(): readonly ExitAllEntry[] {
    return this.#entries;
  }

  subscribe(listener: () => void): () => void {
    this.on("entry", listener);
    this.on("done", listener);
    return () => {
      this.off("entry", listener);
      this.off("done", listener);
    };
  }

  get isFinished(): boolean {
    return this.#finished;
  }

  /** Send no further chunks; entries not sent yet become rejected ('Not sent'). */
  stop(): void {
    this.#stop();
  }

  /** @internal */
  update(guiOrderId: string, patch: Partial<ExitAllEntry>): ExitAllEntry | undefined {
    const index = this.#entries.findIndex((entry) => entry.guiOrderId === guiOrderId);
    const current = this.#entries[index];
    if (current === undefined || this.#finished) return undefined;
    const changed = (Object.keys(patch) as (keyof ExitAllEntry)[]).some((key) => patch[key] !== current[key]);
    if (!changed) return current;
    const next = { ...current, ...patch };
    const entries = [...this.#entries];
    entries[index] = next;
    this.#entries = entries;
    this.emit("entry", next);
    return next;
  }

  /** @internal */
  finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    this.emit("done", this.#entries);
  }
}

interface ExitAllDeps {
  client: TradeClient;
  orders: OrdersResource;
  feed: OrderFeed | undefined;
  timers: Timers;
  log: ((message: string, detail?: unknown) => void) | undefined;
}

/** Positions (spec 2 §3 Position, §4 Position actions, Exit all, Conversion). */
export class PositionsResource extends Resource {
  readonly #orders: OrdersResource;
  readonly #feed: OrderFeed | undefined;
  readonly #timers: Timers;

  constructor(
    client: TradeClient,
    orders: OrdersResource,
    options: { feed?: OrderFeed | undefined; timers?: Timers | undefined } = {},
  ) {
    super(client);
    this.#orders = orders;
    this.#feed = options.feed;
    this.#timers = options.timers ?? defaultTimers;
  }

  /**
   * The day's positions (GET /report/v5/positions), each with `pnl`: total, realised and unrealised profit and loss
   * at the position's last price, paise and rupees (`positionPnlAt`; at a live price, call it with the quote's ltp).
   */
  async list(options?: RequestOptions): Promise<PositionWithPnl[]> {
    return withPnl((await this.call(tradingEndpoints.positions, {}, options)).positions);
  }

  /** Positions with interoperability across exchanges (GET /report/v5/positions/interop), each with `pnl`. */
  async listInterop(options?: RequestOptions): Promise<PositionWithPnl[]> {
    return withPnl((await this.call(tradingEndpoints.positionsInterop, {}, options)).positions);
  }

  /**
   * Exit one position (spec 2 §4 Exit): a market order for its open quantity on the other side, same product, through
   * the partial-position call (the broker takes the side from the position it holds). An advance (cover or bracket)
   * position exits from its orders, and a flat one has nothing to exit: both are refused before sending (code
   * EXIT-REFUSED). A quantity above the max per order is one order here; the broker answers it (`exitAll` slices).
   *
   * @example
   * ```ts
   * const [position] = await trading.positions.list();
   * const outcome = await trading.positions.exit(position);
   * if (!outcome.ok) console.log(outcome.error.message);
   * ```
   */
  async exit(position: ExitInput, options?: RequestOptions): Promise<PlaceOutcome> {
    const guiOrderId = newGuiOrderId();
    const refusal = position.isAdvance
      ? advanceExitRefusal.message
      : position.netQty === 0
        ? noOpenQuantityMessage
        : undefined;
    if (refusal !== undefined) {
      const error = localRefusal(refusal);
      return { ok: false, error, guiOrderId, presentation: placeErrorPresentation(undefined, false) };
    }
    const { exchangeSegment, symbolToken, productType } = position;
    const quantity = Math.abs(position.netQty);
    return this.#orders.partialPosition(
      { guiOrderId, exchangeSegment, symbolToken, productType, quantity },
      options,
    );
  }

  /**
   * Convert a position's product (POST /v5/position/convert): 'Positions has been converted from {old} to {new}',
   * or the server's message under 'Positions Conversion Failed'.
   */
  async convert(request: ConversionRequest, options?: RequestOptions): Promise<ConversionOutcome> {
    try {
      await this.call(tradingEndpoints.convertPosition, { body: request }, options);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) throw error;
      return { ok: false, error, title: conversionFailedTitle };
    }
    return { ok: true, value: { text: conversionSuccessText(request.productType, request.newProductType) } };
  }

  /**
   * Exit all (spec 2 §4): the positions become market orders sliced by the max single-order quantity, sent in
   * batches at the planner's times (first after 1 s, later ones staggered). Each entry is pending until its status
   * arrives from the order-update feed (when connected) or a status look-up by guiOrderIds. Market hours are judged
   * by the server's market clock (`client.config.marketNow()`) unless `nowMs` is given.
   */
  async exitAll(positions: readonly ExitAllInput[], options: ExitAllOptions = {}): Promise<ExitAllStart> {
    const { batchLimit, calendar, nowMs, followMs = 30_000, pollMs = 1000, ...requestOptions } = options;
    const planned = await this.#withLimits(positions, requestOptions);
    const plan = planExitAll(planned, {
      nowMs: nowMs ?? (await this.#marketNow(requestOptions)),
      ...(calendar !== undefined ? { calendar } : {}),
      ...(batchLimit !== undefined ? { batchLimit } : {}),
    });
    if (!plan.ok) return { ok: false, error: localRefusal(plan.message) };
    const entries: ExitAllEntry[] = plan.chunks.flatMap((chunk, index) =>
      chunk.orders.map((order) => {
        const guiOrderId = newGuiOrderId();
        return {
          guiOrderId,
          chunk: index,
          sendAfterMs: chunk.sendAfterMs,
          order: { ...order, guiOrderId },
          status: "pending" as const,
          sent: false,
          text: exitAllTexts.pending,
        };
      }),
    );
    const deps: ExitAllDeps = {
      client: this.client,
      orders: this.#orders,
      feed: this.#feed,
      timers: this.#timers,
      log: this.client.options.log,
    };
    return { ok: true, value: startExitAll(entries, deps, { followMs, pollMs, requestOptions }) };
  }

  /** The market's time: the timers' clock moved by the server's market clock (the configuration, loaded once). */
  async #marketNow(options: RequestOptions): Promise<number> {
    const config = this.client.config;
    if (config.marketOffsetMs === undefined) await config.load(options);
    return this.#timers.now() + (config.marketOffsetMs ?? 0);
  }

  /** Fill in missing quantity limits with the max-single-quantity look-up, once per instrument. */
  async #withLimits(positions: readonly ExitAllInput[], options: RequestOptions): Promise<ExitAllPosition[]> {
    const limits = new Map<number, Promise<{ maxSingleQty: number; freezeQty: number | null }>>();
    const lookUp = (position: ExitAllInput) => {
      const key = instrumentKey(position.exchangeSegment, position.symbolToken);
      let limit = limits.get(key);
      if (limit === undefined) {
        limit = this.client
          .call(
            marketEndpoints.maxSingleQty,
            { query: { TokenID: position.symbolToken, SegmentID: position.exchangeSegment } },
            options,
          )
          .then((answer) => ({
            maxSingleQty: answer.maxSingleTransactionQty,
            freezeQty: answer.freezeQty,
          }));
        limits.set(key, limit);
      }
      return limit;
    };
    return Promise.all(
      positions.map(async (position) => {
        const known =
          position.maxSingleQty !== undefined && position.freezeQty !== undefined
            ? { maxSingleQty: position.maxSingleQty, freezeQty: position.freezeQty }
            : await lookUp(position);
        return {
          exchangeSegment: position.exchangeSegment,
          symbolToken: position.symbolToken,
          tradingSymbol: position.tradingSymbol,
          productType: position.productType,
          netQty: position.netQty,
          maxSingleQty: position.maxSingleQty ?? known.maxSingleQty,
          freezeQty: position.freezeQty ?? known.freezeQty,
          isOptionStock: position.isOptionStock ?? position.instrumentType === "OPTSTK",
          isAdvance: position.isAdvance,
        };
      }),
    );
  }
}

const withPnl = (positions: readonly Position[]): PositionWithPnl[] =>
  positions.map((position) => ({ ...position, pnl: positionPnlAt(position, position.ltp) }));

/** An exit refused before sending, in the spec's words. */
const localRefusal = (message: string) =>
  new InvalidInputError({ status: 0, code: exitRefusedCode, message, requestId: undefined });

function startExitAll(
  entries: readonly ExitAllEntry[],
  deps: ExitAllDeps,
  settings: { followMs: number; pollMs: number; requestOptions: RequestOptions },
): ExitAllRun {
  const { timers, orders, feed } = deps;
  const timersPending = new Set<unknown>();
  const chunkCount = Math.max(0, ...entries.map((entry) => entry.chunk + 1));
  let chunksFollowed = 0;
  let stopped = false;

  const later = (run: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      timersPending.delete(handle);
      run();
    }, ms);
    timersPending.add(handle);
  };
  const clearAll = () => {
    for (const handle of timersPending) timers.clearTimeout(handle);
    timersPending.clear();
  };

  const run: ExitAllRun = new ExitAllRun(entries, () => {
    if (run.isFinished) return;
    stopped = true;
    clearAll();
    for (const entry of run.getSnapshot()) {
      if (!entry.sent && entry.status === "pending") {
        run.update(entry.guiOrderId, { status: "rejected", text: exitAllTexts.notSent });
      }
    }
    finish();
  });

  const pending = (chunk?: number) =>
    run
      .getSnapshot()
      .filter((entry) => entry.status === "pending" && (chunk === undefined || entry.chunk === chunk));

  const apply = (
    order: Pick<
      Order,
      "guiOrderId" | "orderId" | "orderStatus" | "rejectionReason" | "text" | "parentOrderId"
    >,
  ) => {
    if (order.parentOrderId !== "") return;
    const entry = run.getSnapshot().find((candidate) => candidate.guiOrderId === order.guiOrderId);
    if (entry === undefined || entry.status !== "pending") return;
    const status = order.orderStatus;
    if (status === "complete") {
      run.update(entry.guiOrderId, {
        status: "complete",
        orderStatus: status,
        orderId: order.orderId,
        text: exitAllTexts.complete,
      });
    } else if (
      isRejectedStatus(status) ||
      status === "cancelled" ||
      status === "cancelled after market order"
    ) {
      const fallback = isRejectedStatus(status) ? exitAllTexts.rejected : exitAllTexts.cancelled;
      run.update(entry.guiOrderId, {
        status: "rejected",
        orderStatus: status,
        orderId: order.orderId,
        text: order.rejectionReason || order.text || fallback,
      });
    } else if (entry.orderStatus !== status) {
      run.update(entry.guiOrderId, { orderStatus: status, orderId: order.orderId });
    }
    settleIfDone();
  };

  const onFeedUpdate = (order: Order) => apply(order);
  feed?.on("update", onFeedUpdate);

  function finish(): void {
    feed?.off("update", onFeedUpdate);
    clearAll();
    run.finish();
  }

  function settleIfDone(): void {
    if (run.isFinished) return;
    const allSent = run.getSnapshot().every((entry) => entry.sent || entry.status !== "pending");
    if ((allSent && pending().length === 0) || chunksFollowed === chunkCount) finish();
  }

  const follow = (chunk: number, sentAt: number) => {
    const lookUp = async () => {
      if (run.isFinished) return;
      const ids = pending(chunk).map((entry) => entry.guiOrderId);
      if (ids.length > 0 && !stopped) {
        try {
          for (const order of await orders.status(ids, { ...settings.requestOptions, delayMs: 0 }))
            apply(order);
        } catch (error) {
          deps.log?.("exit all: a status look-up failed", error);
        }
      }
      if (pending(chunk).length === 0 || timers.now() - sentAt >= settings.followMs) {
        chunksFollowed++;
        settleIfDone();
        return;
      }
      later(() => void lookUp(), settings.pollMs);
    };
    later(() => void lookUp(), orders.statusDelayMs);
  };

  const send = async (chunk: number) => {
    if (stopped) return;
    const chunkEntries = run.getSnapshot().filter((entry) => entry.chunk === chunk);
    for (const entry of chunkEntries) run.update(entry.guiOrderId, { sent: true });
    try {
      const answer = await orders.placeBatch(
        chunkEntries.map((entry) => entry.order),
        {},
        settings.requestOptions,
      );
      for (const result of answer.results) {
        if (result.status === "rejected" || result.status === "failed") {
          const entry = run.getSnapshot().find((candidate) => candidate.guiOrderId === result.guiOrderId);
          if (entry?.status !== "pending") continue;
          run.update(result.guiOrderId, {
            status: "rejected",
            ...(result.orderId ? { orderId: result.orderId } : {}),
            text: result.message || exitAllTexts.rejected,
          });
        } else if (result.orderId) {
          run.update(result.guiOrderId, { orderId: result.orderId });
        }
      }
    } catch (error) {
      const message = (error as TradeError).message ?? String(error);
      for (const entry of pending(chunk)) run.update(entry.guiOrderId, { status: "rejected", text: message });
    }
    follow(chunk, timers.now());
    settleIfDone();
  };

  const started = new Set<number>();
  for (const entry of entries) {
    if (started.has(entry.chunk)) continue;
    started.add(entry.chunk);
    later(() => void send(entry.chunk), entry.sendAfterMs);
  }
  if (entries.length === 0) timers.setTimeout(finish, 0);
  return run;
}
