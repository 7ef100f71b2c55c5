import type { SipFrequency, SipOrderType, SipStatus } from "@trade/core/sip";
import type { Db } from "../db/database.js";

/** A row of sips (migration 8). */
export interface SipRow {
  id: number;
  client_code: string;
  segment: number;
  token: number;
  symbol: string;
  trade_symbol: string;
  name: string;
  exchange: string;
  order_type: SipOrderType;
  order_value: number;
  frequency: SipFrequency;
  status: SipStatus;
  start_date: string;
  end_date: string | null;
  next_date: string | null;
  strategy_code: string | null;
  created_at: number;
  updated_at: number;
}

/** A row of sip_transactions: one instalment. `status` is what was known when it ran: Placed, Rejected or Failed. */
export interface SipTransactionRow {
  id: number;
  sip_id: number;
  date: string;
  at: number;
  order_id: string | null;
  gui_order_id: string | null;
  quantity: number;
  status: "Placed" | "Rejected" | "Failed";
  reason: string | null;
}

export type NewSip = Omit<SipRow, "id" | "created_at" | "updated_at">;
export type SipTerms = Pick<
  SipRow,
  | "order_type"
  | "order_value"
  | "frequency"
  | "status"
  | "start_date"
  | "end_date"
  | "next_date"
  | "strategy_code"
>;

const sipStatements = (db: Db) => ({
  insert: db.prepare<NewSip & { now: number }>(
    `INSERT INTO sips (client_code, segment, token, symbol, trade_symbol, name, exchange, order_type, order_value,
       frequency, status, start_date, end_date, next_date, strategy_code, created_at, updated_at)
     VALUES (@client_code, @segment, @token, @symbol, @trade_symbol, @name, @exchange, @order_type, @order_value,
       @frequency, @status, @start_date, @end_date, @next_date, @strategy_code, @now, @now)`,
  ),
  update: db.prepare<SipTerms & { id: number; now: number }>(
    `UPDATE sips SET order_type = @order_type, order_value = @order_value, frequency = @frequency,
       status = @status, start_date = @start_date, end_date = @end_date, next_date = @next_date,
       strategy_code = @strategy_code, updated_at = @now WHERE id = @id`,
  ),
  setNext: db.prepare<[string | null, number, number]>(
    "UPDATE sips SET next_date = ?, updated_at = ? WHERE id = ?",
  ),
  row: db.prepare<[number], SipRow>("SELECT * FROM sips WHERE id = ?"),
  byClient: db.prepare<[number, string], SipRow>("SELECT * FROM sips WHERE id = ? AND client_code = ?"),
  list: db.prepare<[string], SipRow>("SELECT * FROM sips WHERE client_code = ? ORDER BY id DESC"),
  due: db.prepare<[string], SipRow>(
    "SELECT * FROM sips WHERE status = 'ACTIVE' AND next_date IS NOT NULL AND next_date <= ? ORDER BY id",
  ),
  earliest: db.prepare<[], { next: string | null }>(
    "SELECT MIN(next_date) AS next FROM sips WHERE status = 'ACTIVE' AND next_date IS NOT NULL",
  ),
  record: db.prepare<Omit<SipTransactionRow, "id">>(
    `INSERT OR IGNORE INTO sip_transactions (sip_id, date, at, order_id, gui_order_id, quantity, status, reason)
     VALUES (@sip_id, @date, @at, @order_id, @gui_order_id, @quantity, @status, @reason)`,
  ),
  transactions: db.prepare<[number], SipTransactionRow>(
    "SELECT * FROM sip_transactions WHERE sip_id = ? ORDER BY date DESC, id DESC",
  ),
});

/** The SIP tables: one statement per question, every write inside the caller's transaction. */
export class SipStore {
  readonly #sql;

  constructor(readonly db: Db) {
    this.#sql = sipStatements(db);
  }

  insert(sip: NewSip, now: number): SipRow {
    const { lastInsertRowid } = this.#sql.insert.run({ ...sip, now });
    return this.#sql.row.get(Number(lastInsertRowid)) as SipRow;
  }

  update(id: number, terms: SipTerms, now: number): SipRow {
    this.#sql.update.run({ ...terms, id, now });
    return this.#sql.row.get(id) as SipRow;
  }

  setNext(id: number, next: string | null, now: number): void {
    this.#sql.setNext.run(next, now, id);
  }

  get(clientCode: string, id: number): SipRow | undefined {
    return this.#sql.byClient.get(id, clientCode);
  }

  list(clientCode: string): SipRow[] {
    return this.#sql.list.all(clientCode);
  }

  /** Active SIPs with an instalment due on or before `date`. */
  due(date: string): SipRow[] {
    return this.#sql.due.all(date);
  }

  /** The earliest instalment date of any active SIP, or null. */
  earliest(): string | null {
    return this.#sql.earliest.get()?.next ?? null;
  }

  record(transaction: Omit<SipTransactionRow, "id">): void {
    this.#sql.record.run(transaction);
  }

  transactions(sipId: number): SipTransactionRow[] {
    return this.#sql.transactions.all(sipId);
  }
}
