import { defaultMarketCalendar } from "@trade/core";
import {
  checkQuantity,
  conversionBlockedMessage,
  conversionSuccessText,
  type ProductType,
  productAllowed,
  quantityAboveMessage,
  type Side,
} from "@trade/core/orders";
import { type EngineAnswer, engineCodes, refused } from "./answers.js";
import type { PositionRow } from "./book.js";
import { availableMargin, instrumentFacts, positionMargin } from "./margin.js";
import { emptyPosition } from "./positions.js";
import type { EngineState } from "./state.js";

export interface ConversionRequest {
  exchangeSegment: number;
  symbolToken: number;
  productType: ProductType;
  newProductType: ProductType;
  quantity: number;
  transactionType: Side;
}

/** Move part or all of an open position from one product to another, at its average cost. */
export function convertPosition(
  state: EngineState,
  clientCode: string,
  request: ConversionRequest,
): EngineAnswer<{ message: string }> {
  const from = state.book.position(
    clientCode,
    request.exchangeSegment,
    request.symbolToken,
    request.productType,
  );
  const net = from === undefined ? 0 : from.cf_qty + from.buy_qty - from.sell_qty;
  if (from === undefined || net === 0)
    return refused(404, engineCodes.noPosition, "There is no open position to convert");
  const instrument = state.instrument(from);
  const quantity = request.quantity;
  const invalid = checkQuantity(quantity, instrumentFacts(instrument));
  if (invalid !== undefined) return refused(422, invalid.code, invalid.message);
  if (quantity > Math.abs(net)) {
    return refused(422, "QTY-EXCEEDS", quantityAboveMessage(Math.abs(net)));
  }
  if ((net > 0 ? "B" : "S") !== request.transactionType) {
    return refused(422, engineCodes.conversion, "The transaction type does not match the position's side");
  }
  if (
    request.productType === request.newProductType ||
    from.advance === 1 ||
    ["CO", "BO"].includes(request.newProductType)
  ) {
    return refused(
      422,
      engineCodes.conversion,
      `A ${request.productType} position cannot be converted to ${request.newProductType}`,
    );
  }
  const now = state.now();
  const blocked = conversionBlockedMessage(
    request.productType,
    request.newProductType,
    request.exchangeSegment,
    now,
    defaultMarketCalendar,
  );
  if (blocked !== undefined) return refused(422, engineCodes.conversion, blocked);
  // The product must be one a new order could be placed with on this instrument, else the position cannot be exited.
  const notAllowed = productAllowed(request.newProductType, instrumentFacts(instrument));
  if (notAllowed !== undefined) return refused(422, notAllowed.code, notAllowed.message);
  if (request.newProductType === "CNC" && instrument.kind !== "EQ") {
    return refused(422, engineCodes.conversion, "Only equity cash positions can be held as Delivery");
  }
  // Move `quantity` of the open lot, at its average cost, from one product to the other.
  // The cost of the part moved: all of the open lot's cost when all of it moves (no rounding left behind).
  const open = Math.abs(from.open_qty);
  const signed = net > 0 ? quantity : -quantity;
  const moved = quantity >= open ? from.open_value : Math.round((from.open_value * quantity) / open);
  const target =
    state.book.position(clientCode, from.segment, from.token, request.newProductType) ??
    emptyPosition(clientCode, from.segment, from.token, request.newProductType, now);
  // Out of the old product: what was carried in goes first, then today's trades; into the new one as today's.
  const fromCarried =
    signed > 0 ? Math.min(quantity, Math.max(from.cf_qty, 0)) : Math.min(quantity, Math.max(-from.cf_qty, 0));
  const carriedValue = fromCarried === 0 ? 0 : Math.round((moved * fromCarried) / quantity);
  from.cf_qty -= signed > 0 ? fromCarried : -fromCarried;
  from.cf_value -= carriedValue;
  const shift = (row: PositionRow, sign: 1 | -1, qty: number, value: number) => {
    if (signed > 0) {
      row.buy_qty += sign * qty;
      row.buy_value += sign * value;
    } else {
      row.sell_qty += sign * qty;
      row.sell_value += sign * value;
    }
    row.updated_at = now;
  };
  shift(from, -1, quantity - fromCarried, moved - carriedValue);
  shift(target, 1, quantity, moved);
  from.open_qty -= signed;
  from.open_value -= moved;
  target.open_qty += signed;
  target.open_value += moved;
  const margin = (row: PositionRow) => positionMargin(state, row, instrument);
  const needAfter =
    margin(target) -
    margin({ ...target, open_qty: target.open_qty - signed, open_value: target.open_value - moved });
  const freed =
    margin({ ...from, open_qty: from.open_qty + signed, open_value: from.open_value + moved }) - margin(from);
  if (needAfter - freed > availableMargin(state, clientCode, target)) {
    return refused(422, engineCodes.funds, "Insufficient funds for the new product's margin");
  }
  state.book.savePosition(from);
  state.book.savePosition(target);
  return { ok: true, value: { message: conversionSuccessText(request.productType, request.newProductType) } };
}
