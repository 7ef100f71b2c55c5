import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { migrations } from "./migrations.js";

export type Db = Database.Database;

/** How long the main connection waits for a lock another connection holds (the checkpointer's, a restart's). */
export const busyTimeoutMs = 5000;

/** Open (or create) the sandbox's SQLite database in WAL mode and bring its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, "sandbox.db"));
  // 1 kB pages for a new database (an existing one keeps its own): an order touches some fourteen pages (the order
  // and its indexes, the trade, the position, the ledger, the notification), each written whole to the log and again
  // by the checkpoint; at 4 kB an order wrote 55 kB to the log, at 1 kB 17 kB. Rows are a few hundred bytes.
  db.pragma("page_size = 1024");
  db.pragma("journal_mode = WAL");
  // NORMAL in WAL mode survives a killed process (not a power cut): every committed transaction is in the WAL file.
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  // Checkpoints run on a thread of their own (Checkpointer), not inside a committing request.
  db.pragma("wal_autocheckpoint = 0");
  migrate(db);
  return db;
}

/**
 * Bring the schema up to date: migration N (0-based) runs when PRAGMA user_version is N, in a transaction that
 * also sets user_version to N + 1, so a failed migration leaves the database as it was.
 */
export function migrate(db: Db, steps: readonly string[] = migrations): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < steps.length; version++) {
    db.transaction(() => {
      db.exec(steps[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
