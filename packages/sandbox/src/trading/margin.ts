import {
  type InstrumentFacts,
  incrementalQuantity,
  intradayAllowedFor,
  type MarginInstrument,
  requiredMargin,
} from "@trade/core/orders";
import type { Instrument } from "../market/types.js";
import type { OrderRow, PositionRow } from "./book.js";
import type { EngineState } from "./state.js";

/** An instrument as core's placement rules see it. */
export function instrumentFacts(instrument: Instrument): InstrumentFacts {
  return {
    segment: instrument.segment,
    exchange: instrument.exchange,
    kind: instrument.kind,
    symbol: instrument.symbol,
    lotSize: instrument.lotSize,
    tick: instrument.tick,
    freezeQty: instrument.freezeQty,
    maxSingleTransactionQty: instrument.maxSingleTransactionQty,
    t2t: instrument.t2t,
    surveillance: instrument.surveillance,
    intradayAllowed: intradayAllowedFor(instrument),
  };
}

/** An instrument as core's margin rules see it. */
export function marginFacts(state: EngineState, instrument: Instrument): MarginInstrument {
  return {
    segment: instrument.segment,
    kind: instrument.kind,
    multiplier: state.deps.instruments().multiplier(instrument),
    strike: instrument.strike,
  };
}

type MarginOrder = Pick<
  OrderRow,
  | "client_code"
  | "segment"
  | "token"
  | "product"
  | "side"
  | "quantity"
  | "filled"
  | "price"
  | "trigger_price"
  | "leg"
>;

/** Margin a working order blocks: the part of what is left that adds exposure, at its price (or the last price). */
export function orderMargin(state: EngineState, row: MarginOrder, instrument: Instrument): number {
  if (row.leg !== "MAIN") return 0;
  const position = state.book.position(row.client_code, row.segment, row.token, row.product);
  const net = position === undefined ? 0 : position.open_qty;
  const quantity = incrementalQuantity(row.side, row.quantity - row.filled, net);
  const price =
    row.price > 0 ? row.price : row.trigger_price > 0 ? row.trigger_price : state.quote(instrument).ltp;
  return requiredMargin(
    { product: row.product, side: row.side, quantity, price },
    marginFacts(state, instrument),
  );
}

/** Margin an open position blocks, at its average cost. */
export function positionMargin(state: EngineState, row: PositionRow, instrument: Instrument): number {
  if (row.open_qty === 0) return 0;
  return requiredMargin(
    {
      product: row.product,
      side: row.open_qty > 0 ? "B" : "S",
      quantity: Math.abs(row.open_qty),
      price: Math.round(row.open_value / Math.abs(row.open_qty)),
    },
    marginFacts(state, instrument),
  );
}

/** Margin blocked by the client's open positions and working orders, paise. */
export function utilisedMargin(state: EngineState, clientCode: string): number {
  let total = 0;
  const master = state.deps.instruments();
  for (const row of state.book.positions(clientCode)) {
    if (row.open_qty === 0) continue;
    total += positionMargin(state, row, master.get(row.segment, row.token) as Instrument);
  }
  for (const row of state.working.values()) {
    if (row.client_code !== clientCode) continue;
    total += orderMargin(state, row, state.instrument(row));
  }
  return total;
}

export function availableMargin(state: EngineState, clientCode: string): number {
  return state.deps.cash(clientCode) - utilisedMargin(state, clientCode);
}
