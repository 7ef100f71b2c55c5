import { istDateKey, istDayOf } from "@trade/core";
import { lotsOf } from "@trade/core/portfolio";
import type { InstrumentMaster } from "../market/instruments/index.js";
import { hashedUniform } from "../market/simulator/random.js";
import type { HoldingRow } from "../trading/book.js";
import { eventsBetween } from "./corporateEvents.js";
import { type HoldingLedger, signedQuantity, type TransactionRow } from "./ledger.js";

const netOf = (rows: readonly TransactionRow[]) => rows.reduce((sum, tx) => sum + signedQuantity(tx), 0);

/**
 * Give a holding the transactions it lacks: a holding seeded from a persona (or kept from before the ledger existed)
 * gets opening buys for the shares no transaction explains, dated in the past (one lot over a year old, one under),
 * priced so the lots cost what the holding's average says. Idempotent.
 */
export function reconcileHolding(ledger: HoldingLedger, holding: HoldingRow, today: string): void {
  const rows = ledger.transactions(holding.client_code, holding.isin);
  const missing = holding.quantity - netOf(rows);
  if (missing <= 0) return;
  const held = lotsOf(rows.map((tx) => ({ ...tx, type: tx.kind })));
  const heldCost = held.reduce((sum, lot) => sum + lot.quantity * lot.price, 0);
  const price = Math.max(0, Math.round((holding.avg_price * holding.quantity - heldCost) / missing));
  const day = istDayOf(today);
  const ago = (salt: number, min: number, span: number) =>
    istDateKey(day - min - Math.floor(hashedUniform(1, salt, holding.token) * span));
  const older = Math.ceil(missing / 2);
  const base = {
    client_code: holding.client_code,
    isin: holding.isin,
    segment: holding.segment,
    token: holding.token,
  };
  // Before any other row of the stock: the statement and the lots replay in date order.
  const first = rows[0]?.date ?? today;
  const clamp = (date: string) => (date < first ? date : first);
  ledger.record({ ...base, date: clamp(ago(81, 400, 1100)), kind: "BUY", quantity: older, price });
  ledger.record({ ...base, date: clamp(ago(82, 30, 300)), kind: "BUY", quantity: missing - older, price });
}

/** Reconcile every holding (before a day roll changes them: a sale needs the lots it sells from). */
export function reconcileHoldings(ledger: HoldingLedger, today: string): void {
  for (const holding of ledger.allHoldings()) reconcileHolding(ledger, holding, today);
}

/** Record the day's delivery settlement of a stock: a net buy or a net sell at its average price (paise). */
export function recordSettlement(
  ledger: HoldingLedger,
  holding: Omit<HoldingRow, "quantity" | "avg_price">,
  tradeDate: string,
  net: number,
  value: number,
): void {
  if (net === 0) return;
  const quantity = Math.abs(net);
  ledger.record({
    ...holding,
    date: tradeDate,
    kind: net > 0 ? "BUY" : "SELL",
    quantity,
    price: Math.round(Math.abs(value) / quantity),
  });
}

/**
 * Apply the splits and bonuses with an ex-date after `after` and up to `through` (YYYY-MM-DD) to every holding: the
 * quantity grows by the ratio, the average falls so the cost stays, and the new shares are recorded (credited two
 * trading days later: uncredited until then). Dividends change no holding (they are paid to the bank account).
 */
export function applyCorporateEvents(
  ledger: HoldingLedger,
  master: InstrumentMaster,
  after: string,
  through: string,
  save: (holding: HoldingRow) => void,
): void {
  for (const holding of ledger.allHoldings()) {
    const instrument = master.get(holding.segment, holding.token);
    if (instrument === undefined) continue;
    for (const event of eventsBetween(ledger, instrument, after, through)) {
      if (event.ex_date === after || event.corp_type === "DIVIDEND") continue;
      const extra =
        event.corp_type === "SPLIT"
          ? Math.floor((holding.quantity * event.ratioNew) / event.ratioOld) - holding.quantity
          : Math.floor((holding.quantity * event.ratioNew) / event.ratioOld);
      if (extra <= 0) continue;
      const cost = holding.avg_price * holding.quantity;
      holding.quantity += extra;
      holding.avg_price = Math.round(cost / holding.quantity);
      ledger.record({
        client_code: holding.client_code,
        isin: holding.isin,
        segment: holding.segment,
        token: holding.token,
        date: event.ex_date,
        kind: event.corp_type,
        quantity: extra,
        price: 0,
      });
      save(holding);
    }
  }
}
