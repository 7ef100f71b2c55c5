import type { Db } from "../db/database.js";

/** A client's records in one funds table: one by its id or by the client's reference, and all of them newest first. */
export interface ClientRecords<Row> {
  byId(clientCode: string, id: string): Row | undefined;
  byReference(clientCode: string, reference: string): Row | undefined;
  all(clientCode: string): Row[];
}

/** The reads every funds table answers alike (blocks, payments, withdrawals): a record is its client's only. */
export function clientRecords<Row>(
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
