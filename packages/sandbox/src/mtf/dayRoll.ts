import { defaultMarketCalendar, isTradingDay, istDateKey, istDayOf } from "@trade/core";
import { mtfFunded, mtfInterest, mtfPledgeDays, mtfProduct } from "@trade/core/mtf";
import { openQtyOf, pledgeStoreOf, unpledgedQtyOf } from "../pledge/store.js";
import type { PositionRow } from "../trading/book.js";
import { toPaise } from "../trading/positions.js";
import type { EngineState } from "../trading/state.js";
import { mtfStoreOf } from "./store.js";

/** Trading days after `from` up to and including `to` (IST day numbers). */
function tradingDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let day = from + 1; day <= to; day += 1) if (isTradingDay(day, defaultMarketCalendar)) count += 1;
  return count;
}

/** The day a lot bought on `tradeDate` is squared off unless pledged: the T+(mtfPledgeDays + 1)th trading day. */
export function squareOffDateOf(tradeDate: string): string {
  let day = istDayOf(tradeDate);
  for (let left = mtfPledgeDays + 1; left > 0; ) {
    day += 1;
    if (isTradingDay(day, defaultMarketCalendar)) left -= 1;
  }
  return istDateKey(day);
}

/**
 * The Pay Later part of a day roll, before the positions roll (trading/dayRoll.ts): the day's MTF buys become lots
 * (its sells close the oldest first), the funded part of every open lot is charged interest for the calendar days
 * since the last roll, and the shares of a lot still unpledged after T+6 trading days are squared off at the last
 * price (the position shrinks, the P&L is realised and settles with the roll).
 */
export function rollMtf(state: EngineState, now: number, lastDay: number, today: number): void {
  const store = pledgeStoreOf(state.book.db);
  const interest = mtfStoreOf(state.book.db);
  const lastKey = istDateKey(lastDay);
  const todayKey = istDateKey(today);
  const master = state.deps.instruments();
  for (const position of state.book.allPositions()) {
    if (position.product !== mtfProduct) continue;
    const instrument = master.get(position.segment, position.token);
    if (instrument?.isin === null || instrument === undefined) continue;
    closeLots(store, position, position.sell_qty);
    if (position.buy_qty > 0) {
      store.insertLot({
        client_code: position.client_code,
        isin: instrument.isin,
        segment: position.segment,
        token: position.token,
        trade_date: lastKey,
        qty: position.buy_qty,
        price: Math.round(position.buy_value / position.buy_qty),
        pledged_qty: 0,
        closed_qty: 0,
        squared_off_qty: 0,
      });
    }
  }
  const funded = new Map<string, number>();
  for (const lot of store.openLots()) {
    const instrument = master.get(lot.segment, lot.token);
    if (instrument === undefined) continue;
    const value = toPaise(state, instrument, lot.segment, lot.price * openQtyOf(lot));
    funded.set(lot.client_code, (funded.get(lot.client_code) ?? 0) + mtfFunded(value));
    const unpledged = unpledgedQtyOf(lot);
    if (unpledged === 0 || tradingDaysBetween(istDayOf(lot.trade_date), today) <= mtfPledgeDays) continue;
    const position = state.book.position(lot.client_code, lot.segment, lot.token, mtfProduct);
    const qty = Math.min(unpledged, Math.max(0, position?.open_qty ?? 0));
    store.saveLot({ ...lot, squared_off_qty: lot.squared_off_qty + unpledged });
    if (position === undefined || qty === 0) continue;
    const ltp = state.quote(instrument).ltp;
    const cost = Math.round((position.open_value * qty) / position.open_qty);
    state.book.savePosition({
      ...position,
      sell_qty: position.sell_qty + qty,
      sell_value: position.sell_value + ltp * qty,
      open_qty: position.open_qty - qty,
      open_value: position.open_value - cost,
      realised: position.realised + toPaise(state, instrument, lot.segment, ltp * qty - cost),
      updated_at: now,
    });
  }
  const days = today - lastDay;
  for (const [clientCode, amount] of funded) {
    interest.charge({
      client_code: clientCode,
      date: todayKey,
      days,
      funded: amount,
      interest: mtfInterest(amount, days),
    });
  }
}

/** A day's MTF sells close the oldest lots first (their pledged shares leave the pledge with them). */
function closeLots(store: ReturnType<typeof pledgeStoreOf>, position: PositionRow, sold: number): void {
  let left = sold;
  for (const lot of store.lots(position.client_code)) {
    if (left === 0) return;
    if (lot.segment !== position.segment || lot.token !== position.token) continue;
    const take = Math.min(openQtyOf(lot), left);
    if (take === 0) continue;
    const pledgedLeft = Math.min(lot.pledged_qty, openQtyOf(lot) - take);
    const released = lot.pledged_qty - pledgedLeft;
    store.saveLot({ ...lot, closed_qty: lot.closed_qty + take, pledged_qty: pledgedLeft });
    if (released > 0) {
      const pledge = store.pledge(lot.client_code, lot.isin);
      if (pledge !== undefined)
        store.savePledge({ ...pledge, mtf_qty: Math.max(0, pledge.mtf_qty - released) });
    }
    left -= take;
  }
}
