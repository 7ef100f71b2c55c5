import {
  type Basket,
  type BasketCreateRequest,
  type BasketLine,
  type BasketLineInput,
  type BasketSaveRequest,
  type BasketUpdateRequest,
  basketChangedMessage,
  basketNotFoundMessage,
  checkBasketLine,
  checkBasketSize,
  defaultBasketName,
} from "@trade/core/basket";
import { type EngineAnswer, refused } from "../trading/answers.js";
import type { StandingDeps } from "../trading/standingService.js";
import { type BasketRow, type BasketStore, toBasket } from "./store.js";

/**
 * Baskets in the sandbox: kept per client, checked with the core basket rules (at most 50 lines, each with a valid
 * quantity and price, no AMO), versioned (an update naming another version is a 409). Placing a basket is the batch
 * order call's: the engine decides each line.
 */
export class BasketService {
  readonly #store: BasketStore;
  readonly #deps: Pick<StandingDeps, "instruments" | "now">;

  constructor(store: BasketStore, deps: Pick<StandingDeps, "instruments" | "now">) {
    this.#store = store;
    this.#deps = deps;
  }

  list(clientCode: string): Basket[] {
    return this.#store.list(clientCode).map(toBasket);
  }

  create(clientCode: string, request: BasketCreateRequest): Basket {
    const now = this.#deps.now();
    return toBasket(this.#store.insert(clientCode, request.basketName ?? defaultBasketName(now), [], now));
  }

  save(clientCode: string, request: BasketSaveRequest): EngineAnswer<Basket> {
    const lines = this.#lines(request.orders);
    if (!Array.isArray(lines)) return lines;
    return {
      ok: true,
      value: toBasket(this.#store.insert(clientCode, request.basketName, lines, this.#deps.now())),
    };
  }

  update(clientCode: string, request: BasketUpdateRequest): EngineAnswer<Basket> {
    const row = this.#find(clientCode, request.basketId);
    if (row === undefined) return refused(404, "BASKET-NOT-FOUND", basketNotFoundMessage);
    if (row.version !== request.version) return this.#conflict(row);
    const lines = this.#lines(request.orders);
    if (!Array.isArray(lines)) return lines;
    const change = { name: request.basketName ?? row.name, lines };
    const updated = this.#store.update(clientCode, row.id, request.version, change, this.#deps.now());
    return updated === undefined ? this.#conflict(row) : { ok: true, value: toBasket(updated) };
  }

  delete(clientCode: string, basketId: string): EngineAnswer<{ basketId: string }> {
    const row = this.#find(clientCode, basketId);
    if (row === undefined || !this.#store.remove(clientCode, row.id)) {
      return refused(404, "BASKET-NOT-FOUND", basketNotFoundMessage);
    }
    return { ok: true, value: { basketId } };
  }

  #conflict(row: BasketRow): EngineAnswer<never> {
    return refused(409, "BASKET-VERSION", basketChangedMessage, {
      basketId: String(row.id),
      version: row.version,
    });
  }

  #find(clientCode: string, basketId: string): BasketRow | undefined {
    return /^\d{1,15}$/.test(basketId) ? this.#store.get(clientCode, Number(basketId)) : undefined;
  }

  /** The lines as stored (symbol and exchange from the master), or the refusal of the first that may not be kept. */
  #lines(orders: readonly BasketLineInput[]): BasketLine[] | EngineAnswer<never> {
    const size = checkBasketSize(orders.length);
    if (size) return refused(422, size.code, size.message);
    const lines: BasketLine[] = [];
    for (const [index, order] of orders.entries()) {
      const instrument = this.#deps.instruments().get(order.exchangeSegment, order.symbolToken);
      if (instrument === undefined) {
        return refused(
          404,
          "SCRIP-NOT-FOUND",
          `No instrument ${order.symbolToken} in segment ${order.exchangeSegment}`,
        );
      }
      const problem = checkBasketLine(order, instrument.tick);
      if (problem)
        return refused(422, problem.code, problem.message, { index, field: problem.field ?? null });
      const priced = order.ordertype === "LIMIT" || order.ordertype === "SL";
      const triggered = order.ordertype === "SL" || order.ordertype === "SL-M";
      lines.push({
        exchangeSegment: instrument.segment,
        symbolToken: instrument.token,
        tradingSymbol: instrument.tradeSymbol,
        exchange: instrument.exchange,
        transactiontype: order.transactiontype,
        producttype: order.producttype,
        ordertype: order.ordertype,
        quantity: order.quantity,
        price: priced ? (order.price ?? 0) : 0,
        triggerPrice: triggered ? (order.triggerPrice ?? 0) : 0,
      });
    }
    return lines;
  }
}
