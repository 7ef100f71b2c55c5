import type { TradeClient } from "../client.js";
import { InvalidInputError } from "../errors.js";
import {
  type AdjustContract,
  type AdjustedPosition,
  adjustChoicePrompt,
  adjustmentOrders,
  adjustRefusal,
} from "../rules/options/adjust.js";
import type { RequestOptions } from "../transport/http.js";
import { tradingOf } from "./index.js";
import type { PlaceOutcome } from "./orders.js";

/** What an adjustment did: the position's exit, and the new position's order once the exit was accepted. */
export interface AdjustOutcome {
  exit: PlaceOutcome;
  /** Absent when the exit was refused: nothing is opened beside a position still held. */
  entry?: PlaceOutcome;
}

/**
 * Adjust a position (spec 2 §2, §5): exit it at market through the partial-position call (the broker takes the side
 * from the position it holds), then, once the exit is accepted, open the same side and quantity in `target` at
 * market, in the same product. Refused with an `InvalidInputError` in the spec's words outside NSE and BSE F&O
 * ('Only available for NSEFO & BSEFO') or while no new contract is chosen ('Select New Position to Adjust').
 *
 * @example
 * ```ts
 * import { adjustPosition } from "@trade/core/orders";
 * const { exit, entry } = await adjustPosition(client, position, { segment: 2, token: 43120, tradingSymbol: "NIFTY25DEC24100CE", expiry: "2025-12-30", optionType: "CE", strike: 2410000 });
 * ```
 */
export async function adjustPosition(
  client: TradeClient,
  position: AdjustedPosition,
  target: AdjustContract,
  options?: RequestOptions,
): Promise<AdjustOutcome> {
  const [exitOrder, entryOrder] = adjustmentOrders(position, target);
  if (exitOrder === undefined || entryOrder === undefined) {
    const message =
      adjustRefusal(position) ?? adjustChoicePrompt(position, target) ?? "The position has no open quantity";
    throw new InvalidInputError({ status: 0, code: "VALIDATION", message, requestId: undefined });
  }
  const orders = tradingOf(client).orders;
  const exit = await orders.partialPosition(
    {
      exchangeSegment: exitOrder.exchangeSegment,
      symbolToken: exitOrder.symbolToken,
      productType: exitOrder.productType,
      quantity: exitOrder.quantity,
    },
    options,
  );
  if (!exit.ok) return { exit };
  return { exit, entry: await orders.place(entryOrder, options) };
}
