import { asbaFunds, marginAvailableTo } from "@trade/core/funds";
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

/** An order or position as the ASBA rule sees it: its product and segment. */
type Funded = { product: string; segment: number };
const fundedByBlocks = (row: Funded) => asbaFunds({ productType: row.product, exchangeSegment: row.segment });

/**
 * Margin blocked by the client's open positions and working orders, paise; with `only`, by those it accepts (the
 * cash-delivery ones, for the ASBA rule).
 */
export function utilisedMargin(
  state: EngineState,
  clientCode: string,
  only: (row: Funded) => boolean = () => true,
): number {
  let total = 0;
  const master = state.deps.instruments();
  for (const row of state.book.positions(clientCode)) {
    if (row.open_qty === 0 || !only(row)) continue;
    total += positionMargin(state, row, master.get(row.segment, row.token) as Instrument);
  }
  for (const row of state.working.values()) {
    if (row.client_code !== clientCode || !only(row)) continue;
    total += orderMargin(state, row, state.instrument(row));
  }
  return total;
}

/** Margin in use by cash-delivery orders and positions: what ASBA blocks cover first (spec 3 §5). */
export const utilisedByDelivery = (state: EngineState, clientCode: string): number =>
  utilisedMargin(state, clientCode, fundedByBlocks);

/**
 * Margin available to the client, paise; given an order (its product and segment), what that order may spend: block
 * money funds cash delivery only (core's marginAvailableTo, spec 3 §5 ASBA).
 */
export function availableMargin(state: EngineState, clientCode: string, order?: Funded): number {
  const available = state.deps.cash(clientCode) - utilisedMargin(state, clientCode);
  const blocked = state.deps.asbaBlocked?.(clientCode) ?? 0;
  if (order === undefined || blocked === 0) return available;
  return marginAvailableTo(fundedByBlocks(order), {
    available,
    blocked,
    utilisedByDelivery: utilisedByDelivery(state, clientCode),
  });
}
