import { type DeliveryInstruction, remainingVerified } from "@trade/core/edis";
import type { Db } from "../db/database.js";
import { perDatabase } from "../db/perDatabase.js";

/** A row of edis_requests: one verification, as the depository's page left it. */
export interface EdisRequestRow {
  id: string;
  client_code: string;
  flow_type: "sell" | "transfer";
  isins_json: string;
  status: "pending" | "verified" | "rejected" | "expired";
  /** The IST day (YYYY-MM-DD) its approval holds for. */
  day: string;
  created_at: number;
  expires_at: number;
  updated_at: number;
}

/** A row of edis_authorisations: what a client may move out of the demat for one ISIN on one IST day. */
export interface EdisAuthorisationRow {
  client_code: string;
  day: string;
  isin: string;
  approved: number;
  used: number;
}

function statementsOf(db: Db) {
  return {
    insert: db.prepare<EdisRequestRow>(
      `INSERT INTO edis_requests (id, client_code, flow_type, isins_json, status, day, created_at, expires_at,
         updated_at) VALUES (@id, @client_code, @flow_type, @isins_json, @status, @day, @created_at, @expires_at,
         @updated_at)`,
    ),
    request: db.prepare<[string], EdisRequestRow>("SELECT * FROM edis_requests WHERE id = ?"),
    finish: db.prepare<[string, number, string]>(
      "UPDATE edis_requests SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    ),
    approve: db.prepare<[string, string, string, number]>(
      `INSERT INTO edis_authorisations (client_code, day, isin, approved, used) VALUES (?, ?, ?, ?, 0)
       ON CONFLICT (client_code, day, isin) DO UPDATE SET approved = approved + excluded.approved`,
    ),
    authorisation: db.prepare<[string, string, string], EdisAuthorisationRow>(
      "SELECT * FROM edis_authorisations WHERE client_code = ? AND day = ? AND isin = ?",
    ),
    authorisations: db.prepare<[string, string], EdisAuthorisationRow>(
      "SELECT * FROM edis_authorisations WHERE client_code = ? AND day = ? ORDER BY isin",
    ),
    use: db.prepare<[number, string, string, string, number]>(
      `UPDATE edis_authorisations SET used = used + ? WHERE client_code = ? AND day = ? AND isin = ?
       AND approved - used >= ?`,
    ),
  };
}

const sqlOf = perDatabase(statementsOf);

/** The quantity of `isin` still verified for `clientCode` on IST day `day` (YYYY-MM-DD). */
export function verifiedRemaining(db: Db, clientCode: string, isin: string, day: string): number {
  const row = sqlOf(db).authorisation.get(clientCode, day, isin);
  return row === undefined ? 0 : remainingVerified(row.approved, row.used);
}

/**
 * Whether `quantity` shares of `isin` may leave `clientCode`'s demat on IST day `day` (YYYY-MM-DD): the depository
 * approved at least that much of it that day, less what sales and transfers used. For a client who needs the
 * verification (POA without DDPI); a stock transfer checks it, then `spendDeliveryVerification` once it goes ahead.
 */
export function deliveryVerified(
  db: Db,
  clientCode: string,
  isin: string,
  quantity: number,
  day: string,
): boolean {
  return quantity > 0 && verifiedRemaining(db, clientCode, isin, day) >= quantity;
}

/**
 * Use `quantity` of the day's verified `isin` (a sale placed, a transfer made); answers false, changing nothing, when
 * less than that remains. Call it inside the transaction that moves the shares.
 */
export function spendDeliveryVerification(
  db: Db,
  clientCode: string,
  isin: string,
  quantity: number,
  day: string,
): boolean {
  return sqlOf(db).use.run(quantity, clientCode, day, isin, quantity).changes === 1;
}

/** Today's authorisations of a client, by ISIN. */
export function authorisationsOf(db: Db, clientCode: string, day: string): EdisAuthorisationRow[] {
  return sqlOf(db).authorisations.all(clientCode, day);
}

/** The verification requests: made pending, answered once (`WHERE status = 'pending'`). */
export class EdisStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  insert(row: EdisRequestRow): void {
    sqlOf(this.#db).insert.run(row);
  }

  request(id: string): EdisRequestRow | undefined {
    return sqlOf(this.#db).request.get(id);
  }

  /** Answer a pending request; a verified one adds its quantities to the day's authorisations, in one transaction. */
  finish(row: EdisRequestRow, status: "verified" | "rejected" | "expired", now: number): boolean {
    return this.#db.transaction(() => {
      const sql = sqlOf(this.#db);
      if (sql.finish.run(status, now, row.id).changes !== 1) return false;
      if (status === "verified") {
        for (const { isin, quantity } of instructionsOf(row)) {
          sql.approve.run(row.client_code, row.day, isin, quantity);
        }
      }
      return true;
    })();
  }
}

export const instructionsOf = (row: Pick<EdisRequestRow, "isins_json">): DeliveryInstruction[] =>
  JSON.parse(row.isins_json) as DeliveryInstruction[];
