import type { Side } from "@trade/core/orders";
import { openLots, type Position, type PositionActionId } from "@trade/core/orders";
import type { PadPreset } from "./orderPadState.js";

/** The order pad a position's row action opens: which side, and what the pad starts with. */
export interface PositionPad {
  side: Side;
  preset: PadPreset;
}

/**
 * The pad of a position's row action (spec 2 §4 position actions), in the position's product and for its open
 * quantity (lots outside equity): Buy more and Sell more add on the position's side; Exit is a market order on the
 * other side; Set SL/Target and Stop Loss open the Stop Loss tab on the other side; a flat position's Buy and Sell
 * start from the pad's defaults in its product.
 *
 * @example
 * ```ts
 * const { side, preset } = positionPad("EXIT", position); // long 2 ITC: { side: "S", preset: { orderType: "MARKET", quantity: "2", ... } }
 * ```
 */
export function positionPad(
  action: PositionActionId,
  position: Pick<Position, "netQty" | "productType" | "exchangeSegment" | "lotSize">,
): PositionPad {
  const own: Side = position.netQty < 0 ? "S" : "B";
  const other: Side = own === "B" ? "S" : "B";
  const base = { tab: "regular" as const, productType: position.productType };
  const quantity = String(openLots(position));
  switch (action) {
    case "BUY_MORE":
    case "SELL_MORE":
      return { side: own, preset: { ...base, quantity } };
    case "EXIT":
      return { side: other, preset: { ...base, orderType: "MARKET", quantity } };
    case "SET_SL_TARGET":
    case "STOP_LOSS":
      return { side: other, preset: { ...base, tab: "stoploss", orderType: "SL", quantity } };
    case "BUY":
      return { side: "B", preset: base };
    case "SELL":
      return { side: "S", preset: base };
  }
}
