import { priceDivider } from "@trade/core";
import type { OrderPlacement, Position, ProductType } from "@trade/core/orders";
import type { Instrument } from "../market/types.js";
import type { HoldingRow, OrderRow, PositionRow } from "./book.js";
import { marginFacts } from "./margin.js";
import type { EngineState } from "./state.js";

export function emptyPosition(
  clientCode: string,
  segment: number,
  token: number,
  product: ProductType,
  now: number,
): PositionRow {
  return {
    client_code: clientCode,
    segment,
    token,
    product,
    buy_qty: 0,
    buy_value: 0,
    sell_qty: 0,
    sell_value: 0,
    cf_qty: 0,
    cf_value: 0,
    open_qty: 0,
    open_value: 0,
    realised: 0,
    advance: 0,
    updated_at: now,
  };
}

/** A value in the segment's minor units times the contract multiplier, in paise. */
export function toPaise(state: EngineState, instrument: Instrument, segment: number, value: number): number {
  return Math.round((value * marginFacts(state, instrument).multiplier * 100) / priceDivider(segment));
}

/** A fill moves the position of its product: it adds to the open lot, or closes part of it and realises P&L. */
export function applyFill(
  state: EngineState,
  row: OrderRow,
  quantity: number,
  price: number,
  now: number,
  instrument: Instrument,
): void {
  const position =
    state.book.position(row.client_code, row.segment, row.token, row.product) ??
    emptyPosition(row.client_code, row.segment, row.token, row.product, now);
  const signed = row.side === "B" ? quantity : -quantity;
  if (row.side === "B") {
    position.buy_qty += quantity;
    position.buy_value += quantity * price;
  } else {
    position.sell_qty += quantity;
    position.sell_value += quantity * price;
  }
  const open = position.open_qty;
  if (open === 0 || Math.sign(open) === Math.sign(signed)) {
    position.open_qty += signed;
    position.open_value += quantity * price;
  } else {
    const closing = Math.min(Math.abs(open), quantity);
    const avgCost = position.open_value / Math.abs(open);
    const pnlMinor = open > 0 ? (price - avgCost) * closing : (avgCost - price) * closing;
    const pnl = toPaise(state, instrument, row.segment, pnlMinor);
    const costClosed = Math.round(avgCost * closing);
    position.open_value -= costClosed;
    position.open_qty += open > 0 ? -closing : closing;
    if (position.open_qty === 0) position.open_value = 0;
    position.realised += pnl;
    state.book.ledger(row.client_code, "realised", pnl, now);
    const rest = quantity - closing;
    if (rest > 0) {
      position.open_qty += row.side === "B" ? rest : -rest;
      position.open_value = rest * price;
    }
  }
  if (row.product === "CO" || row.product === "BO") position.advance = 1;
  if (row.product === "MIS" || position.advance === 1) state.hasIntraday = true;
  position.updated_at = now;
  state.book.savePosition(position);
}

/** The client's positions as the API tells them. */
export function positionsOf(state: EngineState, clientCode: string): Position[] {
  const master = state.deps.instruments();
  return state.book.positions(clientCode).map((row) => {
    const instrument = master.get(row.segment, row.token) as Instrument;
    const quote = state.quote(instrument);
    const netQty = row.cf_qty + row.buy_qty - row.sell_qty;
    const cfBuy = Math.max(row.cf_qty, 0);
    const cfSell = row.cf_qty < 0 ? -row.cf_qty : 0;
    const cfBuyValue = row.cf_qty > 0 ? row.cf_value : 0;
    const cfSellValue = row.cf_qty < 0 ? row.cf_value : 0;
    const avg = (value: number, qty: number) => (qty === 0 ? 0 : Math.round(value / qty));
    return {
      symbolToken: row.token,
      symbolName: instrument.symbol,
      tradingSymbol: instrument.tradeSymbol,
      exchange: instrument.exchange,
      exchangeSegment: row.segment,
      productType: row.product,
      netQty,
      buyQty: row.buy_qty,
      sellQty: row.sell_qty,
      buyAmount: row.buy_value,
      sellAmount: row.sell_value,
      buyAvgPrice: avg(row.buy_value, row.buy_qty),
      sellAvgPrice: avg(row.sell_value, row.sell_qty),
      totalBuyAvgPrice: avg(row.buy_value + cfBuyValue, row.buy_qty + cfBuy),
      totalSellAvgPrice: avg(row.sell_value + cfSellValue, row.sell_qty + cfSell),
      carryForwardQty: row.cf_qty,
      carryForwardAvgPrice: avg(row.cf_value, Math.abs(row.cf_qty)),
      lotSize: instrument.lotSize,
      multiplier: master.multiplier(instrument),
      expiryDate: instrument.expiry,
      optionType: instrument.optionType,
      strikePrice: instrument.strike ?? 0,
      instrumentType: instrument.kind,
      isin: instrument.isin,
      realisedPnl: row.realised,
      ltp: quote.ltp,
      isAdvance: row.advance === 1,
      updatetime: row.updated_at,
    };
  });
}

/** The position an order exits, when it is opposite to it and not larger (a larger one reverses: a new position). */
export function exitOf(state: EngineState, clientCode: string, payload: OrderPlacement): { netQty?: number } {
  const position = state.book.position(
    clientCode,
    payload.exchangeSegment,
    payload.symbolToken,
    payload.productType,
  );
  const net = position === undefined ? 0 : position.open_qty;
  const opposite = payload.transactionType === "B" ? net < 0 : net > 0;
  return opposite && payload.quantity <= Math.abs(net) ? { netQty: net } : {};
}

/** The client's delivery holdings (seeded from the persona on first use). */
export function holdingsOf(state: EngineState, clientCode: string): HoldingRow[] {
  seedHoldings(state, clientCode);
  return state.book.holdings(clientCode);
}

function seedHoldings(state: EngineState, clientCode: string): void {
  const seeded = `holdings-seeded:${clientCode}`;
  if (state.book.state(seeded) !== undefined) return;
  const master = state.deps.instruments();
  state.book.db.transaction(() => {
    for (const holding of state.deps.openingHoldings?.(clientCode) ?? []) {
      const instrument = master.listings(holding.symbol).find((i) => i.segment === 1);
      if (instrument?.isin == null) continue;
      state.book.saveHolding({
        client_code: clientCode,
        isin: instrument.isin,
        segment: instrument.segment,
        token: instrument.token,
        quantity: holding.quantity,
        avg_price: holding.avgPrice,
      });
    }
    state.book.setState(seeded, "1");
  })();
}

/** Delivery quantity the client holds (holdings and today's delivery net), less what working sells take. */
export function heldQty(state: EngineState, clientCode: string, instrument: Instrument): number {
  seedHoldings(state, clientCode);
  const held = state.book.holding(clientCode, instrument.segment, instrument.token)?.quantity ?? 0;
  const today = state.book.position(clientCode, instrument.segment, instrument.token, "CNC");
  const net = today === undefined ? 0 : today.cf_qty + today.buy_qty - today.sell_qty;
  let pendingSells = 0;
  for (const row of state.working.values()) {
    if (
      row.client_code === clientCode &&
      row.token === instrument.token &&
      row.segment === instrument.segment &&
      row.product === "CNC" &&
      row.side === "S"
    ) {
      pendingSells += row.quantity - row.filled;
    }
  }
  return held + net - pendingSells;
}
