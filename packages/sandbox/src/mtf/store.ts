import type { Db } from "../db/database.js";
import { perDatabase } from "../db/perDatabase.js";

/** Interest charged at a day roll (mtf_interest). */
export interface MtfInterestRow {
  client_code: string;
  date: string;
  days: number;
  funded: number;
  interest: number;
}

/** A payment of the MTF dues (mtf_payments). */
export interface MtfPaymentRow {
  payment_id: string;
  client_code: string;
  reference: string;
  amount: number;
  status: "pending" | "failed" | "successful";
  created_at: number;
}

const mtfStatements = (db: Db) => ({
  charge: db.prepare<MtfInterestRow>(
    `INSERT INTO mtf_interest (client_code, date, days, funded, interest)
     VALUES (@client_code, @date, @days, @funded, @interest) ON CONFLICT DO NOTHING`,
  ),
  interest: db.prepare<[string], MtfInterestRow>(
    "SELECT * FROM mtf_interest WHERE client_code = ? ORDER BY date DESC",
  ),
  payments: db.prepare<[string], MtfPaymentRow>(
    "SELECT * FROM mtf_payments WHERE client_code = ? ORDER BY created_at DESC, payment_id DESC",
  ),
  byReference: db.prepare<[string, string], MtfPaymentRow>(
    "SELECT * FROM mtf_payments WHERE client_code = ? AND reference = ?",
  ),
  pay: db.prepare<MtfPaymentRow>(
    `INSERT INTO mtf_payments (payment_id, client_code, reference, amount, status, created_at)
     VALUES (@payment_id, @client_code, @reference, @amount, @status, @created_at)`,
  ),
  totals: db.prepare<[string, string], { charged: number; paid: number }>(
    `SELECT (SELECT COALESCE(SUM(interest), 0) FROM mtf_interest WHERE client_code = ?) AS charged,
       (SELECT COALESCE(SUM(amount), 0) FROM mtf_payments WHERE client_code = ? AND status = 'successful') AS paid`,
  ),
  ledger: db.prepare("INSERT INTO funds_ledger (client_code, entry, amount, at) VALUES (?, ?, ?, ?)"),
});

/** The MTF interest and payments tables: prepared statements, nothing else. */
export class MtfStore {
  readonly #sql;

  constructor(readonly db: Db) {
    this.#sql = mtfStatements(db);
  }

  charge(row: MtfInterestRow): void {
    if (row.interest > 0) this.#sql.charge.run(row);
  }

  interest(clientCode: string): MtfInterestRow[] {
    return this.#sql.interest.all(clientCode);
  }

  payments(clientCode: string): MtfPaymentRow[] {
    return this.#sql.payments.all(clientCode);
  }

  paymentByReference(clientCode: string, reference: string): MtfPaymentRow | undefined {
    return this.#sql.byReference.get(clientCode, reference);
  }

  /** Record a successful payment and take it from settled cash, in one transaction. */
  pay(row: MtfPaymentRow): void {
    this.db.transaction(() => {
      this.#sql.pay.run(row);
      if (row.status === "successful")
        this.#sql.ledger.run(row.client_code, "settled", -row.amount, row.created_at);
    })();
  }

  /** Interest charged and not paid, paise. */
  dues(clientCode: string): number {
    const totals = this.#sql.totals.get(clientCode, clientCode) ?? { charged: 0, paid: 0 };
    return totals.charged - totals.paid;
  }
}

/** The MTF store of a database (one per database). */
export const mtfStoreOf: (db: Db) => MtfStore = perDatabase((db) => new MtfStore(db));
