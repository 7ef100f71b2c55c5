import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { migrations } from "./migrations.js";

export type Db = Database.Database;

/** Open (or create) the sandbox's SQLite database in WAL mode and bring its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, "sandbox.db"));
  db.pragma("journal_mode = WAL");
  // NORMAL in WAL mode survives a killed process (not a power cut): every committed transaction is in the WAL file.
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
