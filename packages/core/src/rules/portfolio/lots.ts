import type { EquityTransaction } from "../../contract/portfolio.js";

/** A holding period longer than this many days makes a lot long term (LTCG); ours, after the Income Tax Act's 12 months. */
export const longTermDays = 365;

/** Shares bought on one date at one price (paise) that are still held. */
export interface Lot {
  date: string;
  quantity: number;
  price: number;
}

/** What a sell realised against the lots it consumed (first in, first out). */
export interface Realisation {
  isin: string;
  date: string;
  quantity: number;
  buyValue: number;
  sellValue: number;
  /** Shares of the sell that had been held longer than a year. */
  longTerm: number;
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Whether a lot bought on `bought` is long term on `on` (both YYYY-MM-DD). */
export const isLongTerm = (bought: string, on: string): boolean =>
  dayNumber(on) - dayNumber(bought) > longTermDays;

/**
 * Replay one stock's transactions (oldest first) into the lots still held, first in first out: buys add a lot, sells
 * consume the oldest, a split scales every lot (the date of acquisition stays), bonus shares are a new lot at no cost
 * on the ex-date, a transfer out consumes the oldest like a sell but realises nothing. `onSell` hears what each sell
 * realised.
 */
export function lotsOf(
  transactions: readonly Pick<EquityTransaction, "isin" | "date" | "type" | "quantity" | "price">[],
  onSell?: (realisation: Realisation) => void,
): Lot[] {
  let lots: Lot[] = [];
  for (const tx of transactions) {
    if (tx.type === "BUY") lots.push({ date: tx.date, quantity: tx.quantity, price: tx.price });
    else if (tx.type === "BONUS") lots.push({ date: tx.date, quantity: tx.quantity, price: 0 });
    else if (tx.type === "SPLIT") {
      const held = lots.reduce((sum, lot) => sum + lot.quantity, 0);
      if (held === 0) continue;
      const factor = (held + tx.quantity) / held;
      lots = lots.map((lot) => ({
        ...lot,
        quantity: Math.round(lot.quantity * factor),
        price: lot.price / factor,
      }));
    } else {
      let left = tx.quantity;
      let buyValue = 0;
      let longTerm = 0;
      while (left > 0 && lots.length > 0) {
        const lot = lots[0] as Lot;
        const used = Math.min(left, lot.quantity);
        buyValue += used * lot.price;
        if (isLongTerm(lot.date, tx.date)) longTerm += used;
        lot.quantity -= used;
        left -= used;
        if (lot.quantity === 0) lots.shift();
      }
      if (tx.type === "TRANSFER") continue;
      onSell?.({
        isin: tx.isin,
        date: tx.date,
        quantity: tx.quantity - left,
        buyValue: Math.round(buyValue),
        sellValue: (tx.quantity - left) * tx.price,
        longTerm,
      });
    }
  }
  return lots;
}

/** The long-term and short-term split of the lots held on `on`: quantities and average prices (paise). */
export function termSplit(
  lots: readonly Lot[],
  on: string,
): { ltcgQty: number; ltcgAvg: number; stcgQty: number; stcgAvg: number } {
  let lq = 0;
  let lv = 0;
  let sq = 0;
  let sv = 0;
  for (const lot of lots) {
    if (isLongTerm(lot.date, on)) {
      lq += lot.quantity;
      lv += lot.quantity * lot.price;
    } else {
      sq += lot.quantity;
      sv += lot.quantity * lot.price;
    }
  }
  return {
    ltcgQty: lq,
    ltcgAvg: lq === 0 ? 0 : Math.round(lv / lq),
    stcgQty: sq,
    stcgAvg: sq === 0 ? 0 : Math.round(sv / sq),
  };
}
