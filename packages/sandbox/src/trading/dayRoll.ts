import { defaultMarketCalendar, isTradingDay, istDateKey, istDay } from "@trade/core";
import { isIntradayProduct } from "@trade/core/orders";
import { rollMtf } from "../mtf/dayRoll.js";
import { ledgerOf } from "../portfolio/ledger.js";
import { applyCorporateEvents, reconcileHoldings, recordSettlement } from "../portfolio/settlement.js";
import { toPaise } from "./positions.js";
import type { EngineState } from "./state.js";

/**
 * A new trading day: delivery positions settle into holdings and cash, carry-forward positions carry, realised
 * P&L moves into settled cash, expired contracts and intraday positions left open settle at their last price; then
 * the splits and bonuses of the days since the last roll apply to the holdings (portfolio/settlement.ts).
 */
export function rollDay(state: EngineState, now: number): void {
  const { book } = state;
  const today = istDay(now);
  const stored = book.state("day");
  if (stored === undefined) {
    book.setState("day", String(today));
    return;
  }
  const last = Number(stored);
  if (today <= last || !isTradingDay(today, defaultMarketCalendar)) return;
  book.setState("day", String(today));
  const master = state.deps.instruments();
  const todayKey = istDateKey(today);
  const lastKey = istDateKey(last);
  const ledger = ledgerOf(book.db);
  reconcileHoldings(ledger, lastKey);
  rollMtf(state, now, last, today);
  for (const position of book.allPositions()) {
    const instrument = master.get(position.segment, position.token);
    const net = position.open_qty;
    const paise = (value: number) =>
      instrument === undefined ? 0 : toPaise(state, instrument, position.segment, value);
    if (position.realised !== 0) {
      book.ledger(position.client_code, "realised", -position.realised, now);
      book.ledger(position.client_code, "settled", position.realised, now);
    }
    const expired =
      instrument?.expiry !== null && instrument?.expiry !== undefined && instrument.expiry < todayKey;
    if (net !== 0 && (expired || isIntradayProduct(position.product)) && instrument !== undefined) {
      // Left open over the night (the sandbox was not running at square-off) or expired: settle at the last price.
      const ltp = state.quote(instrument).ltp;
      const pnl = net > 0 ? ltp * net - position.open_value : position.open_value - ltp * -net;
      book.ledger(position.client_code, "settled", paise(pnl), now);
    } else if (
      net !== 0 &&
      position.product === "CNC" &&
      instrument !== undefined &&
      instrument.isin !== null
    ) {
      const holding = book.holding(position.client_code, position.segment, position.token) ?? {
        client_code: position.client_code,
        isin: instrument.isin,
        segment: position.segment,
        token: position.token,
        quantity: 0,
        avg_price: 0,
      };
      if (net > 0) {
        const value = holding.avg_price * holding.quantity + position.open_value;
        holding.quantity += net;
        holding.avg_price = Math.round(value / holding.quantity);
        book.ledger(position.client_code, "settled", -paise(position.open_value), now);
      } else {
        holding.quantity += net;
        book.ledger(position.client_code, "settled", paise(position.open_value), now);
      }
      recordSettlement(ledger, holding, lastKey, net, position.open_value);
      book.saveHolding(holding);
    } else if (net !== 0) {
      book.savePosition({
        ...position,
        buy_qty: 0,
        buy_value: 0,
        sell_qty: 0,
        sell_value: 0,
        cf_qty: net,
        cf_value: position.open_value,
        realised: 0,
        updated_at: now,
      });
      continue;
    }
    book.deletePosition(position);
  }
  applyCorporateEvents(ledger, master, lastKey, todayKey, (holding) => book.saveHolding(holding));
}
