import type { TradeClient } from "../client.js";
import {
  type Basket,
  type BasketCreateRequest,
  type BasketLine,
  type BasketSaveRequest,
  type BasketUpdateRequest,
  basketEndpoints,
} from "../contract/basket.js";
import type { MarginOrder, MarginResult, Order } from "../contract/orders.js";
import { atPath } from "../contract/path.js";
import { tradingEndpoints } from "../contract/tradingEndpoints.js";
import { InvalidInputError } from "../errors.js";
import { accessorOf, Resource } from "../resource.js";
import {
  type BasketLineStatus,
  type BasketProblem,
  basketBatchLimit,
  basketLineStatus,
  checkBasketLine,
  checkBasketSelection,
} from "../rules/basket/index.js";
import { isCashSegment } from "../rules/trading/windows.js";
import { newGuiOrderId, orderStatusDelayMs } from "../trading/guiOrderId.js";
import type { PlaceInput, StatusOptions } from "../trading/orders.js";
import { defaultTimers, sleep } from "../trading/timers.js";
import type { RequestOptions } from "../transport/http.js";

/** How one placed line of a basket ended. */
export interface BasketLineResult {
  /** The line's position in the basket's `orders`. */
  index: number;
  /** The line as placed. */
  line: BasketLine;
  /** The placement's idempotency key (new on every submit): its order is looked up by it. */
  guiOrderId: string;
  /** The order it made; null when the service refused it before making one. */
  orderId: string | null;
  /** Completed (executed), pending (working or waiting) or rejected. */
  status: BasketLineStatus;
  /** Why it was rejected (the order's rejection reason or the service's message); null otherwise. */
  reason: string | null;
}

/** A rejected line, changed, to place again (`resubmit`). */
export interface BasketLineChange {
  index: number;
  line: BasketLine;
}

/** Options of placing: the request's, and how long to wait before the statuses are looked up (default 300 ms). */
export type BasketPlaceOptions = RequestOptions & Pick<StatusOptions, "delayMs">;

function refuse(problem: BasketProblem): never {
  throw new InvalidInputError({
    status: 0,
    code: problem.code,
    message: problem.message,
    requestId: undefined,
  });
}

/** A line as the placement payload of the batch order call. */
function placementOf(line: BasketLine, basketId: string): PlaceInput & { guiOrderId: string } {
  const priced = line.ordertype === "LIMIT" || line.ordertype === "SL";
  const triggered = line.ordertype === "SL" || line.ordertype === "SL-M";
  return {
    guiOrderId: newGuiOrderId(),
    exchangeSegment: line.exchangeSegment,
    symbolToken: line.symbolToken,
    tradingSymbol: line.tradingSymbol,
    transactionType: line.transactiontype,
    productType: line.producttype,
    orderType: line.ordertype,
    quantity: line.quantity,
    ...(priced ? { price: line.price } : {}),
    ...(triggered ? { triggerPrice: line.triggerPrice } : {}),
    basketID: basketId,
  };
}

/** A line as an order of the batch margin call (market lines are priced by the broker at the LTP). */
export function marginOrderOf(line: BasketLine): MarginOrder {
  return {
    segment_id: isCashSegment(line.exchangeSegment) ? "CM" : "FO",
    exchange: line.exchange,
    price: line.ordertype === "LIMIT" || line.ordertype === "SL" ? line.price : 0,
    product_type: line.producttype,
    token: line.symbolToken,
    transaction_type: line.transactiontype,
    quantity: line.quantity,
    mktSegID: line.exchangeSegment,
  };
}

/**
 * Baskets (spec 2 §3, §4, §5, §7): named lists of up to 50 orders kept by the broker. List, create (an empty basket
 * named 'DAY BASKET HH:mm' unless named), save (a new basket with its lines), update (naming the version read: a stale
 * one is a `ConflictError`), delete; the margin the lines need together (the batch margin call); and placing: at
 * least 2 selected lines through the batch order call (50 a call), each line's order then looked up by its guiOrderId
 * and answered completed, pending or rejected with the reason. Rejected lines may be changed and placed again
 * (`resubmit`). Refusals before sending are `InvalidInputError` with the spec's message (code `BASKET-SELECTION`,
 * `BASKET-PRICE`, `BASKET-QUANTITY`, `BASKET-AMO`, `BASKET-MAX`); the service's are the SDK's typed errors
 * (`UnprocessableEntityError`, `NotFoundError`, `ConflictError`).
 *
 * @example
 * ```ts
 * import { basketsOf } from "@trade/core/basket";
 * const baskets = basketsOf(client);
 * const basket = await baskets.save({ basketName: "Banks", orders: [hdfc, icici] });
 * const results = await baskets.place(basket);
 * const again = results.filter((r) => r.status === "rejected").map((r) => ({ index: r.index, line: { ...r.line, price: 150_000 } }));
 * await baskets.resubmit(basket, again);
 * ```
 */
export class BasketResource extends Resource {
  /** The client's baskets, newest first. */
  async list(options?: RequestOptions): Promise<Basket[]> {
    return (await this.call(basketEndpoints.list, {}, options)).baskets;
  }

  /** A fresh, empty basket (version 1); named 'DAY BASKET HH:mm' on the market clock unless `basketName` is given. */
  async create(request: BasketCreateRequest = {}, options?: RequestOptions): Promise<Basket> {
    return (await this.call(basketEndpoints.create, { body: request }, options)).basket;
  }

  /** A new basket with its lines (at most 50). */
  async save(request: BasketSaveRequest, options?: RequestOptions): Promise<Basket> {
    return (await this.call(basketEndpoints.save, { body: request }, options)).basket;
  }

  /**
   * Replace a basket's lines (and name), naming the version read; the answer carries the next version. A basket
   * changed since (another version) is refused with a `ConflictError`: read it again.
   */
  async update(request: BasketUpdateRequest, options?: RequestOptions): Promise<Basket> {
    return (await this.call(basketEndpoints.update, { body: request }, options)).basket;
  }

  /** Delete a basket. */
  async delete(basketId: string, options?: RequestOptions): Promise<void> {
    await this.call(atPath(basketEndpoints.delete, { basketId }), {}, options);
  }

  /**
   * The margin the selected lines (all by default) need together, and the shortfall, paise (POST /batch/v3/margin).
   * `partyCode` defaults to the logged-in client.
   */
  margin(
    basket: Pick<Basket, "orders">,
    selection?: readonly number[],
    partyCode = this.client.session.getSnapshot().clientCode ?? "",
    options?: RequestOptions,
  ): Promise<MarginResult> {
    const orders = pick(basket.orders, selection).map(({ line }) => marginOrderOf(line));
    return this.call(tradingEndpoints.batchMargin, { body: { party_code: partyCode, orders } }, options);
  }

  /**
   * Place the selected lines (all by default; at least 2) through the batch order call, 50 a call, then look each
   * order up by its guiOrderId: one result per line, in the basket's order.
   */
  async place(
    basket: Pick<Basket, "basketId" | "orders">,
    selection?: readonly number[],
    options?: BasketPlaceOptions,
  ): Promise<BasketLineResult[]> {
    const lines = pick(basket.orders, selection);
    const tooFew = checkBasketSelection(lines.length);
    if (tooFew) refuse(tooFew);
    return this.#submit(basket.basketId, lines, options);
  }

  /** Place changed lines again (rejected ones, after a fix): one or more, each with a new guiOrderId. */
  async resubmit(
    basket: Pick<Basket, "basketId">,
    changes: readonly BasketLineChange[],
    options?: BasketPlaceOptions,
  ): Promise<BasketLineResult[]> {
    if (changes.length === 0) return [];
    return this.#submit(basket.basketId, changes, options);
  }

  async #submit(
    basketId: string,
    lines: readonly BasketLineChange[],
    options: BasketPlaceOptions = {},
  ): Promise<BasketLineResult[]> {
    for (const { line } of lines) {
      const problem = checkBasketLine(line);
      if (problem) refuse(problem);
    }
    const { delayMs = orderStatusDelayMs, ...request } = options;
    const placed: {
      change: BasketLineChange;
      guiOrderId: string;
      orderId: string | null;
      message: string;
    }[] = [];
    for (let at = 0; at < lines.length; at += basketBatchLimit) {
      const part = lines.slice(at, at + basketBatchLimit);
      const orders = part.map(({ line }) => placementOf(line, basketId));
      const answer = await this.call(tradingEndpoints.batchOrders, { body: { orders } }, request);
      const outcomes = new Map(answer.results.map((r) => [r.guiOrderId, r]));
      part.forEach((change, i) => {
        const guiOrderId = orders[i]?.guiOrderId ?? "";
        const outcome = outcomes.get(guiOrderId);
        placed.push({
          change,
          guiOrderId,
          orderId: outcome?.orderId ?? null,
          message: outcome?.message ?? "",
        });
      });
    }
    // The orders' statuses, looked up after the placing delay (spec 2 §4), 50 guiOrderIds a call.
    if (delayMs > 0) await sleep(defaultTimers, delayMs, request.signal);
    const known: Order[] = [];
    for (let at = 0; at < placed.length; at += basketBatchLimit) {
      const ids = placed.slice(at, at + basketBatchLimit).map((p) => p.guiOrderId);
      const answer = await this.call(
        tradingEndpoints.orderStatus,
        { query: { guiOrderIds: ids.join(",") } },
        request,
      );
      known.push(...answer.orders);
    }
    const byGui = new Map<string, Order>(known.map((order) => [order.guiOrderId, order]));
    return placed.map(({ change, guiOrderId, orderId, message }) => {
      const order = byGui.get(guiOrderId);
      const status = order ? basketLineStatus(order.orderStatus) : "rejected";
      return {
        index: change.index,
        line: change.line,
        guiOrderId,
        orderId: order?.orderId ?? orderId,
        status,
        reason: status === "rejected" ? order?.text || message || null : null,
      };
    });
  }
}

/** The lines at the selected positions (all when none given), each with its position. */
function pick(lines: readonly BasketLine[], selection?: readonly number[]): BasketLineChange[] {
  const indexes = selection ?? lines.map((_, index) => index);
  return indexes.flatMap((index) => {
    const line = lines[index];
    return line === undefined ? [] : [{ index, line }];
  });
}

/** The basket area of a client (one per client). */
export const basketsOf: (client: TradeClient) => BasketResource = accessorOf(
  (client) => new BasketResource(client),
);
