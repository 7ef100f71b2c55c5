import type { Db } from "../db/database.js";

/** What a row of every funds table has: its id, its client, the client's reference for it, the amount in paise. */
export interface ClientRecordRow {
  id: string;
  client_code: string;
  /** The client's own reference: a request repeated with it answers the first record. */
  reference: string;
  amount: number;
}

/** A client's records in one funds table: one by its id or by the client's reference, and all of them newest first. */
export interface ClientRecords<Row extends ClientRecordRow> {
  byId(clientCode: string, id: string): Row | undefined;
  byReference(clientCode: string, reference: string): Row | undefined;
  all(clientCode: string): Row[];
}

/** The reads every funds table answers alike (blocks, payments, withdrawals): a record is its client's only. */
export function clientRecords<Row extends ClientRecordRow>(
  db: Db,
  table: "fund_blocks" | "fund_payments" | "fund_withdrawals",
): ClientRecords<Row> {
  const byId = db.prepare<[string, string], Row>(`SELECT * FROM ${table} WHERE id = ? AND client_code = ?`);
  const byReference = db.prepare<[string, string], Row>(
    `SELECT * FROM ${table} WHERE client_code = ? AND reference = ?`,
  );
  const all = db.prepare<[string], Row>(
    `SELECT * FROM ${table} WHERE client_code = ? ORDER BY created_at DESC, rowid DESC`,
  );
  return {
    byId: (clientCode, id) => byId.get(id, clientCode),
    byReference: (clientCode, reference) => byReference.get(clientCode, reference),
    all: (clientCode) => all.all(clientCode),
  };
}
