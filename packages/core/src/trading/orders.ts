import type * as z from "zod/mini";
import type { TradeClient } from "../client.js";
import type {
  BatchOutcome,
  batchOperation,
  CancelOutcome,
  chargesRequest,
  chargesResult,
  ModifyResult,
  multiOpsResult,
  Order,
  OrderListFilter,
  OrderModification,
  OrderPlacement,
  OrderStatus,
  PartialPosition,
  PlaceResult,
  rangeCoverRequest,
  rangeCoverResult,
  Schedule,
  scheduledTimeConfig,
} from "../contract/orders.js";
import { tradingEndpoints } from "../contract/tradingEndpoints.js";
import {
  ApiError,
  InvalidInputError,
  NotLoggedInError,
  RateLimitError,
  SessionExpiredError,
} from "../errors.js";
import { KeptRead } from "../internal/keptRead.js";
import { type Outcome, refusalInAnswer } from "../outcome.js";
import { Resource } from "../resource.js";
import { priceUnitsProblem } from "../rules/money.js";
import {
  type InstrumentFacts,
  orderSlices,
  type PlaceErrorPresentation,
  placeErrorPresentation,
} from "../rules/trading/index.js";
import type { RequestOptions } from "../transport/http.js";
import { newGuiOrderId, orderStatusDelayMs } from "./guiOrderId.js";
import { defaultTimers, sleep, type Timers } from "./timers.js";

export { newGuiOrderId, orderStatusDelayMs };

/** A batch carries at most this many orders (spec 2 §9). */
export const batchOrderLimit = 50;

export interface OrdersResourceOptions {
  /** Wait before an order's status is looked up (default 300 ms, spec 2 §4 "Status is looked up after a delay"). */
  statusDelayMs?: number;
  /** Timers for the status delay (default: the global ones). */
  timers?: Timers;
}

/** The placement payload, with `guiOrderId` optional: one is made when absent. */
export type PlaceInput = Omit<OrderPlacement, "guiOrderId"> & { guiOrderId?: string | undefined };

/** What a refused placement adds to its error: which order it was and how the product shows it. */
export interface OrderRejection {
  guiOrderId: string;
  /** The order's id, when the refusal came after the order was made (an RMS or exchange rejection). */
  orderId?: string;
  /** Which sheet or toast the product shows for it (from the error's code). */
  presentation: PlaceErrorPresentation;
  /** The order as the status look-up found it (`placeAndFollow`). */
  order?: Order;
}

/**
 * A placement's outcome: the place answer (`value.orderId`, `value.guiOrderId`, `value.orderStatus`), or the refusal
 * (`error.code` such as RMS1011, `error.message`, `error.requestId`) with its `guiOrderId` and `presentation`.
 */
export type PlaceOutcome = Outcome<PlaceResult, OrderRejection>;

/** What `placeSliced` did: the quantities it sent (one order, or the slices) and each one's outcome, in order. */
export interface SlicedPlaceOutcome {
  slices: number[];
  outcomes: PlaceOutcome[];
}

export type SlicedPlaceOptions = RequestOptions & {
  /** Called with each slice's outcome as it comes, and the order as sent. */
  onOutcome?: (outcome: PlaceOutcome, order: PlaceInput) => void;
};

/** A placing outcome followed by the status look-up. `value.order` is absent when the look-up did not find it. */
export type FollowedPlaceOutcome = Outcome<PlaceResult & { order?: Order | undefined }, OrderRejection>;

/** A cancelled order's id; a refused cancel is a refusal with the server's code and message (spec 2 §4). */
export interface CancelledOrder {
  orderId: string;
}

/** One order's cancel outcome (`cancel` answers one per id, in the ids' order). */
export type CancelOrderOutcome = Outcome<CancelledOrder, { orderId: string }>;

export type StatusOptions = RequestOptions & {
  /** Wait this long first (default: the resource's status delay, 300 ms). */
  delayMs?: number;
};

/** The order list's status filter: core's one spelling (`orderListFilters`). */
export type OrderListStatus = OrderListFilter;
export type BatchOperation = z.input<typeof batchOperation>;
export type BatchOperationInput =
  | { op: "place"; order: PlaceInput }
  | Exclude<BatchOperation, { op: "place" }>;

/** Refuse, before sending, a price that is not a whole number of minor units (rupees written where paise go). */
function checkPriceUnits(order: object, segment?: number): void {
  const problem = priceUnitsProblem(order, segment);
  if (problem === undefined) return;
  throw new InvalidInputError({ status: 0, code: "VALIDATION", message: problem, requestId: undefined });
}

/** Give a placement its guiOrderId, keeping the caller's; its prices must be whole minor units (`rupees()`). */
export function withGuiOrderId(input: PlaceInput): OrderPlacement {
  checkPriceUnits(input, input.exchangeSegment);
  const { guiOrderId, ...rest } = input;
  return { ...rest, guiOrderId: guiOrderId ?? newGuiOrderId() };
}

/** Scheduled orders (stop-loss-and-target ids) start with SE and are cancelled through the schedule endpoint. */
export const isScheduledOrderId = (orderId: string): boolean => orderId.startsWith("SE");

/** Rejected or failed (cancellations are the user's own). */
export const isRejectedStatus = (status: OrderStatus): boolean =>
  status === "rejected" || status === "failed";

const chunk = <TItem>(items: readonly TItem[], size: number): TItem[][] => {
  const chunks: TItem[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
};

type CancelEndpoint =
  | typeof tradingEndpoints.cancelOrders
  | typeof tradingEndpoints.batchCancel
  | typeof tradingEndpoints.batchCancelSchedule;

/** The request options with `onAnswer` also telling `note` the accepted answer's request id. */
function noting(options: RequestOptions | undefined, note: (requestId: string) => void): RequestOptions {
  return {
    ...options,
    onAnswer: (answer) => {
      note(answer.requestId);
      options?.onAnswer?.(answer);
    },
  };
}

/** Errors about the session, the rate or the caller's own input are not placing outcomes: they are thrown. */
const isPlacingFailure = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  !(error instanceof SessionExpiredError) &&
  !(error instanceof NotLoggedInError) &&
  !(error instanceof RateLimitError) &&
  error.status !== 0;

const dataOf = (body: unknown): Record<string, unknown> | undefined => {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : undefined;
};

/**
 * Orders (spec 2 §4 Placing, §7 the calls): place, modify, cancel, status, lists, batches, schedules, charges.
 * Place, modify and cancel answer an `Outcome`; session, rate-limit and connection failures are thrown as TradeErrors.
 */
export class OrdersResource extends Resource {
  readonly #timers: Timers;
  readonly statusDelayMs: number;
  readonly #scheduledTimeConfig = new KeptRead<z.infer<typeof scheduledTimeConfig>>();

  constructor(client: TradeClient, options: OrdersResourceOptions = {}) {
    super(client);
    this.#timers = options.timers ?? defaultTimers;
    this.statusDelayMs = options.statusDelayMs ?? orderStatusDelayMs;
  }

  /**
   * Place one order (POST /v5/order). A missing guiOrderId is made here, once, so a retried call is still one order.
   * An RMS or exchange rejection is a refused outcome, `{ok: false, error, guiOrderId, presentation}`, not a throw.
   */
  async place(payload: PlaceInput, options?: RequestOptions): Promise<PlaceOutcome> {
    return this.#placing(tradingEndpoints.placeOrder, withGuiOrderId(payload), options);
  }

  /** A placing call (an order, a position's exit): its answer, or its refusal as a placement's outcome. */
  async #placing<TBody extends { guiOrderId: string }>(
    endpoint: typeof tradingEndpoints.placeOrder | typeof tradingEndpoints.partialPosition,
    body: TBody,
    options: RequestOptions | undefined,
  ): Promise<PlaceOutcome> {
    const { guiOrderId } = body;
    let result: PlaceResult;
    let requestId: string | undefined;
    try {
      result = await this.call(
        endpoint,
        { body },
        noting(options, (id) => (requestId = id)),
      );
    } catch (error) {
      if (!isPlacingFailure(error)) throw error;
      const data = dataOf(error.body);
      const orderId = typeof data?.orderId === "string" && data.orderId !== "" ? data.orderId : undefined;
      const code = error.code.startsWith("HTTP_") ? undefined : error.code;
      return {
        ok: false,
        error,
        guiOrderId,
        ...(orderId ? { orderId } : {}),
        presentation: placeErrorPresentation(code, data !== undefined),
      };
    }
    if (result.status === "rejected" || result.status === "failed") {
      return {
        ok: false,
        error: refusalInAnswer({ code: undefined, message: result.text, requestId, body: { data: result } }),
        guiOrderId,
        ...(result.orderId ? { orderId: result.orderId } : {}),
        presentation: placeErrorPresentation(undefined, true),
      };
    }
    return { ok: true, value: result };
  }

  /**
   * Place a quantity above the instrument's max per order (its freeze limit or max single transaction quantity) as
   * slices of at most that much, full ones first, one after the other (spec 2 §2 'order split'); a quantity within it
   * is one order. Past the pad's slice limit (20, `padSliceLimit`) it is not split: the one order goes as given and
   * the broker answers it. Each slice is its own order (its own guiOrderId); a rejected slice does not stop the rest.
   *
   * @example
   * ```ts
   * const { slices, outcomes } = await trading.orders.placeSliced(order, instrument);
   * const rejected = outcomes.filter((outcome) => !outcome.ok);
   * ```
   */
  async placeSliced(
    payload: PlaceInput,
    instrument: InstrumentFacts,
    options: SlicedPlaceOptions = {},
  ): Promise<SlicedPlaceOutcome> {
    const { onOutcome, ...requestOptions } = options;
    const slices = orderSlices(payload.quantity, instrument);
    const { guiOrderId, ...order } = payload;
    const outcomes: PlaceOutcome[] = [];
    for (const quantity of slices) {
      const slice: PlaceInput = slices.length === 1 ? { ...payload, quantity } : { ...order, quantity };
      const outcome = await this.place(slice, requestOptions);
      outcomes.push(outcome);
      onOutcome?.(outcome, slice);
    }
    return { slices, outcomes };
  }

  /**
   * Place, then look the order's status up after the status delay (spec 2 §4). A rejection found by the look-up is a
   * rejected outcome; a failed look-up leaves the placed outcome without `order`.
   */
  async placeAndFollow(payload: PlaceInput, options?: StatusOptions): Promise<FollowedPlaceOutcome> {
    const outcome = await this.place(payload, options);
    if (!outcome.ok) return outcome;
    let order: Order | undefined;
    try {
      [order] = await this.status([outcome.value.guiOrderId], options);
    } catch (error) {
      // The order is placed whatever the look-up did; the feed or a later look-up tells the rest.
      this.client.options.log?.("orders: the status look-up after placing failed", error);
      return { ok: true, value: { ...outcome.value, order: undefined } };
    }
    if (order !== undefined && isRejectedStatus(order.orderStatus)) {
      const code = order.errorCode ?? undefined;
      return {
        ok: false,
        error: refusalInAnswer({
          code,
          message: order.rejectionReason || order.text,
          requestId: undefined,
          body: { data: order },
        }),
        guiOrderId: outcome.value.guiOrderId,
        orderId: order.orderId,
        // Spec 2 §8: an order update with an errorCode reads like an answer without data.
        presentation: placeErrorPresentation(code, false),
        order,
      };
    }
    return { ok: true, value: { ...outcome.value, order } };
  }

  /**
   * Modify an open order (PATCH /v5/order); not retried. A refusal (the order is no longer open, a rule) is a refused
   * outcome; a price that is not whole paise is thrown before sending, as are session and connection failures.
   */
  async modify(
    modification: OrderModification,
    options?: RequestOptions,
  ): Promise<Outcome<ModifyResult, { orderId: string }>> {
    checkPriceUnits(modification);
    try {
      return {
        ok: true,
        value: await this.call(tradingEndpoints.modifyOrder, { body: modification }, options),
      };
    } catch (error) {
      if (!isPlacingFailure(error)) throw error;
      return { ok: false, error, orderId: modification.orderId };
    }
  }

  /**
   * Cancel an order, or several: one outcome for one id, one outcome per id (in the ids' order) for a list. Scheduled
   * ids (SE...) go through the cancel-schedule call, the rest through POST /v5/order/cancel, 50 at a time. An order
   * that could not be cancelled is a refused outcome with the server's code and message.
   */
  cancel(orderId: string, options?: RequestOptions): Promise<CancelOrderOutcome>;
  cancel(orderIds: readonly string[], options?: RequestOptions): Promise<CancelOrderOutcome[]>;
  async cancel(
    orderIds: string | readonly string[],
    options?: RequestOptions,
  ): Promise<CancelOrderOutcome | CancelOrderOutcome[]> {
    const ids = typeof orderIds === "string" ? [orderIds] : orderIds;
    const scheduled = ids.filter(isScheduledOrderId);
    const normal = ids.filter((id) => !isScheduledOrderId(id));
    const outcomes = await this.#cancelInChunks(tradingEndpoints.cancelOrders, normal, options);
    if (scheduled.length > 0) outcomes.push(...(await this.cancelSchedule(scheduled, options)));
    // The contract answers one result per id sent.
    return typeof orderIds === "string" ? (outcomes[0] as CancelOrderOutcome) : outcomes;
  }

  /**
   * Orders by guiOrderId (GET /report/v5/orders/status), after the status delay (300 ms unless `delayMs` says
   * otherwise), 50 ids a call.
   */
  async status(guiOrderIds: string | readonly string[], options: StatusOptions = {}): Promise<Order[]> {
    const ids = typeof guiOrderIds === "string" ? [guiOrderIds] : guiOrderIds;
    const { delayMs = this.statusDelayMs, ...requestOptions } = options;
    if (ids.length === 0) return [];
    if (delayMs > 0) await sleep(this.#timers, delayMs, requestOptions.signal);
    const orders: Order[] = [];
    for (const part of chunk(ids, batchOrderLimit)) {
      const answer = await this.call(
        tradingEndpoints.orderStatus,
        { query: { guiOrderIds: part.join(",") } },
        requestOptions,
      );
      orders.push(...answer.orders);
    }
    return orders;
  }

  /** The day's orders (GET /report/v5/orders): all (default), open-type, executed, rejected or cancelled. */
  async list(status?: OrderListStatus, options?: RequestOptions): Promise<Order[]> {
    const answer = await this.call(
      tradingEndpoints.orders,
      { query: status === undefined ? {} : { status } },
      options,
    );
    return answer.orders;
  }

  /**
   * Place up to 50 orders in one call (POST /v5/batch-orders), each given a guiOrderId when it has none. With
   * `isAsync` the answer comes at once and each order's status follows on the feed.
   */
  async placeBatch(
    orders: readonly PlaceInput[],
    batch: { id?: string; isAsync?: boolean; isScheduledOrder?: boolean } = {},
    options?: RequestOptions,
  ): Promise<{ batchId: string; orders: OrderPlacement[]; results: BatchOutcome[] }> {
    const placed = orders.map(withGuiOrderId);
    const answer = await this.call(
      tradingEndpoints.batchOrders,
      { body: { ...batch, orders: placed } },
      options,
    );
    return { batchId: answer.batchId, orders: placed, results: answer.results };
  }

  /** Cancel up to 50 orders in one call (POST /v5/batch-orders/cancel): one outcome per id. */
  cancelBatch(orderIds: readonly string[], options?: RequestOptions): Promise<CancelOrderOutcome[]> {
    return this.#cancelCall(tradingEndpoints.batchCancel, orderIds, options);
  }

  /** Places, modifications and cancellations in one call (POST /v5/batch-orders/multi-ops). */
  async multiOps(
    operations: readonly BatchOperationInput[],
    options?: RequestOptions,
  ): Promise<z.infer<typeof multiOpsResult>["results"]> {
    const body = {
      operations: operations.map((operation) =>
        operation.op === "place"
          ? { op: "place" as const, order: withGuiOrderId(operation.order) }
          : operation,
      ),
    };
    const answer = await this.call(tradingEndpoints.batchMultiOps, { body }, options);
    return answer.results;
  }

  /** Schedule orders for the pre-open, the open or a chosen time (POST /v5/batch-orders/schedule). */
  async schedule(
    orders: readonly PlaceInput[],
    schedule: Schedule,
    options?: RequestOptions,
  ): Promise<{ batchId: string; orders: OrderPlacement[]; results: BatchOutcome[] }> {
    const placed = orders.map(withGuiOrderId);
    const answer = await this.call(
      tradingEndpoints.batchSchedule,
      { body: { orders: placed, schedule } },
      options,
    );
    return { batchId: answer.batchId, orders: placed, results: answer.results };
  }

  /** Cancel scheduled orders (POST /v5/batch-orders/cancel-schedule): one outcome per id. */
  cancelSchedule(orderIds: readonly string[], options?: RequestOptions): Promise<CancelOrderOutcome[]> {
    return this.#cancelInChunks(tradingEndpoints.batchCancelSchedule, orderIds, options);
  }

  /** A cancel call 50 ids at a time, the outcomes in the ids' order. */
  async #cancelInChunks(endpoint: CancelEndpoint, orderIds: readonly string[], options?: RequestOptions) {
    const outcomes: CancelOrderOutcome[] = [];
    for (const part of chunk(orderIds, batchOrderLimit)) {
      outcomes.push(...(await this.#cancelCall(endpoint, part, options)));
    }
    return outcomes;
  }

  /**
   * One cancel call: each id's answer as an outcome. A refusal of the whole call (a 4xx) is every id's refusal;
   * session, rate-limit and connection failures are thrown.
   */
  async #cancelCall(
    endpoint: CancelEndpoint,
    orderIds: readonly string[],
    options?: RequestOptions,
  ): Promise<CancelOrderOutcome[]> {
    let requestId: string | undefined;
    let results: CancelOutcome[];
    try {
      const sent = noting(options, (id) => (requestId = id));
      results = (await this.call(endpoint, { body: { orderIds: [...orderIds] } }, sent)).results;
    } catch (error) {
      if (!isPlacingFailure(error)) throw error;
      return orderIds.map((orderId) => ({ ok: false, error, orderId }));
    }
    return results.map((result): CancelOrderOutcome => {
      if (result.cancelled) return { ok: true, value: { orderId: result.orderId } };
      const body = { data: result };
      const error = refusalInAnswer({ code: result.errorCode, message: result.message, requestId, body });
      return { ok: false, error, orderId: result.orderId };
    });
  }

  /** Charge estimates, paise, for up to 50 orders (POST /v5/order/charges). */
  charges(
    request: z.input<typeof chargesRequest>,
    options?: RequestOptions,
  ): Promise<z.infer<typeof chargesResult>> {
    return this.call(tradingEndpoints.orderCharges, { body: request }, options);
  }

  /** When each schedule type sends. Fetched once when first needed (spec 2 §7), again only after a failure. */
  scheduledTimeConfig(options?: RequestOptions): Promise<z.infer<typeof scheduledTimeConfig>> {
    return this.#scheduledTimeConfig.get(() => this.call(tradingEndpoints.scheduledTimeConfig, {}, options));
  }

  /** The stop-loss trigger range a cover order may use around a price (POST /v5/order/range-cover). */
  rangeCover(
    request: z.input<typeof rangeCoverRequest>,
    options?: RequestOptions,
  ): Promise<z.infer<typeof rangeCoverResult>> {
    return this.call(tradingEndpoints.rangeCover, { body: request }, options);
  }

  /**
   * Exit a position, or part of it, with a market order (POST /v5/order/partial-position): the broker takes the side
   * from the position it holds, so a stale copy cannot open the other way (no open position: 404
   * POSITION-NOT-FOUND; more than is open: 422 QTY-EXCEEDS). Answers a placement's outcome.
   */
  partialPosition(
    request: Omit<PartialPosition, "guiOrderId"> & { guiOrderId?: string },
    options?: RequestOptions,
  ): Promise<PlaceOutcome> {
    const { guiOrderId, ...rest } = request;
    const body = { ...rest, guiOrderId: guiOrderId ?? newGuiOrderId() };
    return this.#placing(tradingEndpoints.partialPosition, body, options);
  }
}
