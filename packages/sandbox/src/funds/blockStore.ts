import type { BlockStatus } from "@trade/core/funds";
import type { Db } from "../db/database.js";
import { type ClientRecordRow, type ClientRecords, clientRecords } from "./clientRecords.js";

/** A row of fund_blocks. Its status is read from its times (`blockStatusAt`), so the market clock moves it. */
export interface BlockRow extends ClientRecordRow {
  bank_name: string;
  bank_account: string;
  outcome: "success" | "failure";
  message: string | null;
  /** The last day it holds, IST yyyy-mm-dd. */
  validity: string;
  created_at: number;
  /** Market ms: ENABLED from then (unless failed or revoked). */
  active_at: number;
  /** Market ms: the day after `validity` begins; DISABLED from then. */
  expires_at: number;
  revoked_at: number | null;
  /** Market ms: a revoked block is DISABLED from then. */
  released_at: number | null;
}

/** A block's status at `now` (market ms). */
export function blockStatusAt(row: BlockRow, now: number): BlockStatus {
  if (row.outcome === "failure" || now >= row.expires_at) return "DISABLED";
  if (row.released_at !== null) return now >= row.released_at ? "DISABLED" : "DEACTIVATION_IN_PROGRESS";
  return now >= row.active_at ? "ENABLED" : "ACTIVATION_IN_PROGRESS";
}

/**
 * The fund_blocks table. Creating and revoking are each one statement inside a transaction with the checks they
 * depend on (the day's count, the bank's balance, the margin in use), so two requests cannot both pass a check that
 * only one of them may, and a SIGKILL leaves a block made whole or not at all.
 */
export class BlockStore {
  readonly #db: Db;
  readonly #sql;
  /** A client's blocks: by id, by reference, all newest first. */
  readonly blocks: ClientRecords<BlockRow>;

  constructor(db: Db) {
    this.#db = db;
    this.blocks = clientRecords(db, "fund_blocks");
    this.#sql = {
      insert: db.prepare<BlockRow>(
        `INSERT INTO fund_blocks (id, client_code, reference, amount, bank_name, bank_account, outcome, message,
           validity, created_at, active_at, expires_at, revoked_at, released_at)
         VALUES (@id, @client_code, @reference, @amount, @bank_name, @bank_account, @outcome, @message, @validity,
           @created_at, @active_at, @expires_at, @revoked_at, @released_at)`,
      ),
      createdSince: db.prepare<[string, number], { count: number }>(
        "SELECT COUNT(*) AS count FROM fund_blocks WHERE client_code = ? AND outcome = 'success' AND created_at >= ?",
      ),
      held: db.prepare<[string, number, number], { total: number | null }>(
        `SELECT SUM(amount) AS total FROM fund_blocks
         WHERE client_code = ? AND outcome = 'success' AND expires_at > ? AND (released_at IS NULL OR released_at > ?)`,
      ),
      enabled: db.prepare<[string, number, number], { total: number | null }>(
        `SELECT SUM(amount) AS total FROM fund_blocks
         WHERE client_code = ? AND outcome = 'success' AND active_at <= ? AND expires_at > ? AND revoked_at IS NULL`,
      ),
      revoke: db.prepare<[number, number, string, number, number]>(
        `UPDATE fund_blocks SET revoked_at = ?, released_at = ?
         WHERE id = ? AND outcome = 'success' AND revoked_at IS NULL AND active_at <= ? AND expires_at > ?`,
      ),
    };
  }

  /** Blocks made (not failed) since `since` (market ms). */
  createdSince(clientCode: string, since: number): number {
    return this.#sql.createdSince.get(clientCode, since)?.count ?? 0;
  }

  /** What the bank holds at `now`: every block made and not yet released or expired, paise. */
  held(clientCode: string, now: number): number {
    return this.#sql.held.get(clientCode, now, now)?.total ?? 0;
  }

  /** What the ENABLED blocks add to buying power at `now`, paise. */
  enabled(clientCode: string, now: number): number {
    return this.#sql.enabled.get(clientCode, now, now)?.total ?? 0;
  }

  /** Insert a block once `decide` (asked inside the transaction) answers its row, or nothing when it answers a refusal. */
  insert<R>(decide: () => { row: BlockRow } | { refusal: R }): BlockRow | R {
    return this.#db.transaction((): BlockRow | R => {
      const decided = decide();
      if ("refusal" in decided) return decided.refusal;
      this.#sql.insert.run(decided.row);
      return decided.row;
    })() as BlockRow | R;
  }

  /** Revoke an ENABLED block when `canRevoke` (asked inside the transaction) allows; false when nothing changed. */
  revoke(row: BlockRow, now: number, releasedAt: number, canRevoke: () => boolean): boolean {
    return this.#db.transaction(() => {
      if (!canRevoke()) return false;
      return this.#sql.revoke.run(now, releasedAt, row.id, now, now).changes === 1;
    })();
  }
}
