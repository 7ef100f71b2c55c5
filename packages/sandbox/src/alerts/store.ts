import type { Alert, AlertStatus, AlertTimeFrame, AlertType } from "@trade/core/alerts";
import type { Db } from "../db/database.js";

/** A row of alerts (its migration); `tokens`, `entry` and `meta` are JSON, read and written whole. */
export interface AlertRow {
  id: number;
  client_code: string;
  name: string;
  type: AlertType;
  status: AlertStatus;
  time_frame: AlertTimeFrame;
  description: string | null;
  mode: "once" | "always";
  start_time: number;
  end_time: number | null;
  tokens: string;
  entry: string;
  meta: string | null;
  triggered_at: number | null;
  trigger_count: number;
  created_at: number;
  updated_at: number;
}

/** The condition's columns: what a create writes and an update replaces. */
export type AlertTerms = Pick<
  AlertRow,
  | "name"
  | "type"
  | "time_frame"
  | "description"
  | "mode"
  | "start_time"
  | "end_time"
  | "tokens"
  | "entry"
  | "meta"
>;

const live = "('active', 'paused')";

const alertStatements = (db: Db) => ({
  insert: db.prepare<AlertTerms & { client_code: string; now: number }>(
    `INSERT INTO alerts (client_code, name, type, status, time_frame, description, mode, start_time, end_time,
       tokens, entry, meta, created_at, updated_at)
     VALUES (@client_code, @name, @type, 'active', @time_frame, @description, @mode, @start_time, @end_time,
       @tokens, @entry, @meta, @now, @now)`,
  ),
  update: db.prepare<AlertTerms & { id: number; now: number }>(
    `UPDATE alerts SET name = @name, type = @type, time_frame = @time_frame, description = @description,
       mode = @mode, start_time = @start_time, end_time = @end_time, tokens = @tokens, entry = @entry,
       meta = @meta, updated_at = @now
     WHERE id = @id AND status IN ${live}`,
  ),
  status: db.prepare<[AlertStatus, number, number, AlertStatus]>(
    "UPDATE alerts SET status = ?, updated_at = ? WHERE id = ? AND status = ?",
  ),
  fired: db.prepare<[AlertStatus, number, number, number]>(
    `UPDATE alerts SET status = ?, triggered_at = ?, trigger_count = trigger_count + 1, updated_at = ?
     WHERE id = ? AND status = 'active'`,
  ),
  remove: db.prepare<[number, string]>("DELETE FROM alerts WHERE id = ? AND client_code = ?"),
  byId: db.prepare<[number, string], AlertRow>("SELECT * FROM alerts WHERE id = ? AND client_code = ?"),
  row: db.prepare<[number], AlertRow>("SELECT * FROM alerts WHERE id = ?"),
  list: db.prepare<[string], AlertRow>("SELECT * FROM alerts WHERE client_code = ? ORDER BY id DESC"),
  listIn: db.prepare<[string, AlertStatus], AlertRow>(
    "SELECT * FROM alerts WHERE client_code = ? AND status = ? ORDER BY id DESC",
  ),
  live: db.prepare<[], AlertRow>(`SELECT * FROM alerts WHERE status IN ${live} ORDER BY id`),
});

/** The alerts table: one statement per question, every write inside the caller's transaction. */
export class AlertStore {
  readonly #sql;

  constructor(readonly db: Db) {
    this.#sql = alertStatements(db);
  }

  insert(clientCode: string, terms: AlertTerms, now: number): AlertRow {
    const { lastInsertRowid } = this.#sql.insert.run({ ...terms, client_code: clientCode, now });
    return this.#sql.row.get(Number(lastInsertRowid)) as AlertRow;
  }

  /** Replace an active or paused alert's condition; undefined when it is neither. */
  update(id: number, terms: AlertTerms, now: number): AlertRow | undefined {
    if (this.#sql.update.run({ ...terms, id, now }).changes === 0) return undefined;
    return this.#sql.row.get(id);
  }

  /** Move an alert from one status to another; undefined when it was not in `from`. */
  move(id: number, from: AlertStatus, to: AlertStatus, now: number): AlertRow | undefined {
    if (this.#sql.status.run(to, now, id, from).changes === 0) return undefined;
    return this.#sql.row.get(id);
  }

  /** An active alert fired at `at`: counted, stamped, and completed (Once) or left active (Always); false if not active. */
  fired(id: number, status: "active" | "completed", at: number): boolean {
    return this.#sql.fired.run(status, at, at, id).changes > 0;
  }

  remove(clientCode: string, id: number): boolean {
    return this.#sql.remove.run(id, clientCode).changes > 0;
  }

  get(clientCode: string, id: number): AlertRow | undefined {
    return this.#sql.byId.get(id, clientCode);
  }

  rowById(id: number): AlertRow | undefined {
    return this.#sql.row.get(id);
  }

  /** A client's alerts, newest first: all of them or those in one status. */
  list(clientCode: string, status?: AlertStatus): AlertRow[] {
    return status === undefined ? this.#sql.list.all(clientCode) : this.#sql.listIn.all(clientCode, status);
  }

  /** Every active or paused alert: what the evaluator watches (paused ones only for their end time). */
  live(): AlertRow[] {
    return this.#sql.live.all();
  }
}

/** A row as the wire's alert. */
export function toAlert(row: AlertRow): Alert {
  return {
    alertId: String(row.id),
    name: row.name,
    type: row.type,
    status: row.status,
    timeFrame: row.time_frame,
    description: row.description,
    execution: { mode: row.mode, startTime: row.start_time, endTime: row.end_time },
    tokens: JSON.parse(row.tokens) as Alert["tokens"],
    entry: JSON.parse(row.entry) as Alert["entry"],
    meta: row.meta === null ? null : (JSON.parse(row.meta) as Alert["meta"]),
    triggeredAt: row.triggered_at,
    triggerCount: row.trigger_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
