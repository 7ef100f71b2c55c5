import type { TradeClient } from "../client.js";
import type { Basket, BasketLine, BasketLineInput } from "../contract/basket.js";
import type { MarginResult } from "../contract/orders.js";
import { InvalidInputError } from "../errors.js";
import { basketRoom } from "../rules/basket/index.js";
import type { StrategyPosition } from "../rules/options/strategyBuild.js";
import { orderExchangeOf } from "../rules/segments.js";
import type { RequestOptions } from "../transport/http.js";
import { basketsOf } from "./resource.js";

/**
 * A strategy's legs as basket lines: NRML, a limit at each leg's price (its LTP when built; at market where there is
 * none), lots × lot size.
 */
export function strategyBasketLines(positions: readonly StrategyPosition[], lotSize: number): BasketLine[] {
  return positions.map((p) => {
    const priced = p.premium > 0;
    return {
      exchangeSegment: p.contract.SegmentID,
      symbolToken: p.contract.TokenID,
      tradingSymbol: p.contract.TradeSymbol,
      exchange: orderExchangeOf(p.contract.SegmentID),
      transactiontype: p.side,
      producttype: "NRML",
      ordertype: priced ? "LIMIT" : "MARKET",
      quantity: p.lots * lotSize,
      price: priced ? p.premium : 0,
      triggerPrice: 0,
    };
  });
}

const asInput = (line: BasketLine): BasketLineInput => {
  const { triggerPrice: _trigger, ...rest } = line;
  return rest;
};

/**
 * The margin a strategy's legs need together (the batch margin call), with the shortfall; paise.
 *
 * @example
 * ```ts
 * const { totalMargin } = await strategyMargin(client, positions, 75);
 * ```
 */
export function strategyMargin(
  client: TradeClient,
  positions: readonly StrategyPosition[],
  lotSize: number,
  options?: RequestOptions,
): Promise<MarginResult> {
  return basketsOf(client).margin(
    { orders: strategyBasketLines(positions, lotSize) },
    undefined,
    undefined,
    options,
  );
}

/**
 * Add a strategy's legs to a basket: a new one named `basketName`, or the end of `basket` (naming the version read).
 * A basket holds at most 50 legs: legs that would pass that are refused whole, in the basket rules' words
 * (`InvalidInputError`, code `BASKET-MAX` or `BASKET-FULL`), before anything is sent.
 *
 * @example
 * ```ts
 * const basket = await addStrategyToBasket(client, positions, 75, { basketName: "NIFTY Bull Call Spread" });
 * await basketsOf(client).place(basket);
 * ```
 */
export async function addStrategyToBasket(
  client: TradeClient,
  positions: readonly StrategyPosition[],
  lotSize: number,
  target: { basket: Basket } | { basketName: string },
  options?: RequestOptions,
): Promise<Basket> {
  const lines = strategyBasketLines(positions, lotSize).map(asInput);
  const held = "basket" in target ? target.basket.orders.length : 0;
  const room = basketRoom(held, lines.length);
  if (room.problem !== undefined) {
    throw new InvalidInputError({
      status: 0,
      code: room.problem.code,
      message: room.problem.message,
      requestId: undefined,
    });
  }
  const baskets = basketsOf(client);
  if (!("basket" in target)) return baskets.save({ basketName: target.basketName, orders: lines }, options);
  const { basket } = target;
  return baskets.update(
    { basketId: basket.basketId, version: basket.version, orders: [...basket.orders.map(asInput), ...lines] },
    options,
  );
}
