import type { FlagColour } from "@trade/core/watchlist";
import type Database from "better-sqlite3";
import type { Db } from "../db/database.js";

export interface ListRow {
  id: number;
  name: string;
  is_default: number;
  version: number;
}
export interface RowRef {
  segment: number;
  token: number;
  position: number;
}
export interface SectionRow extends RowRef {
  name: string;
}
export interface FlagRow {
  segment: number;
  token: number;
  label: string;
  icon: FlagColour;
}

type Sql<P extends unknown[], R = unknown> = Database.Statement<P, R>;

/** The watchlists store's SQL (typed by hand: the declaration build cannot name better-sqlite3's statement type). */
export interface WatchlistStatements {
  lists: Sql<[string], ListRow>;
  list: Sql<[number, string], ListRow>;
  items: Sql<[number], RowRef>;
  sections: Sql<[number], SectionRow>;
  flags: Sql<[number], FlagRow>;
  seeded: Sql<[string], { client_code: string }>;
  markSeeded: Sql<[string]>;
  insertList: Sql<[string, string, number, number, number]>;
  bump: Sql<[number, number]>;
  rename: Sql<[string, number]>;
  deleteList: Sql<[number]>;
  makeDefault: Sql<[number]>;
  insertItem: Sql<[number, number, number, number]>;
  deleteItem: Sql<[number, number, number]>;
  moveItem: Sql<[number, number, number, number]>;
  insertSection: Sql<[number, string, number, number, number]>;
  deleteSection: Sql<[number, string]>;
  renameSection: Sql<[string, number, string]>;
  moveSection: Sql<[number, number, number, number]>;
  setFlag: Sql<[number, number, number, string, string]>;
  deleteFlag: Sql<[number, number, number]>;
}

/** The watchlists store's SQL, prepared once per database. */
export function watchlistStatements(db: Db): WatchlistStatements {
  return {
    lists: db.prepare<[string], ListRow>(
      "SELECT id, name, is_default, version FROM watchlists WHERE client_code = ? ORDER BY id",
    ),
    list: db.prepare<[number, string], ListRow>(
      "SELECT id, name, is_default, version FROM watchlists WHERE id = ? AND client_code = ?",
    ),
    items: db.prepare<[number], RowRef>(
      "SELECT segment, token, position FROM watchlist_items WHERE watchlist_id = ?",
    ),
    sections: db.prepare<[number], SectionRow>(
      "SELECT name, segment, token, position FROM watchlist_sections WHERE watchlist_id = ?",
    ),
    flags: db.prepare<[number], FlagRow>(
      "SELECT segment, token, label, icon FROM watchlist_flags WHERE watchlist_id = ?",
    ),
    seeded: db.prepare<[string], { client_code: string }>(
      "SELECT client_code FROM watchlists_seeded WHERE client_code = ?",
    ),
    markSeeded: db.prepare<[string]>("INSERT INTO watchlists_seeded (client_code) VALUES (?)"),
    insertList: db.prepare<[string, string, number, number, number]>(
      `INSERT INTO watchlists (client_code, name, is_default, version, created_at, updated_at)
       VALUES (?, ?, ?, 1, ?, ?)`,
    ),
    bump: db.prepare<[number, number]>(
      "UPDATE watchlists SET version = version + 1, updated_at = ? WHERE id = ?",
    ),
    rename: db.prepare<[string, number]>("UPDATE watchlists SET name = ? WHERE id = ?"),
    deleteList: db.prepare<[number]>("DELETE FROM watchlists WHERE id = ?"),
    makeDefault: db.prepare<[number]>("UPDATE watchlists SET is_default = 1 WHERE id = ?"),
    insertItem: db.prepare<[number, number, number, number]>(
      "INSERT INTO watchlist_items (watchlist_id, segment, token, position) VALUES (?, ?, ?, ?)",
    ),
    deleteItem: db.prepare<[number, number, number]>(
      "DELETE FROM watchlist_items WHERE watchlist_id = ? AND segment = ? AND token = ?",
    ),
    moveItem: db.prepare<[number, number, number, number]>(
      "UPDATE watchlist_items SET position = ? WHERE watchlist_id = ? AND segment = ? AND token = ?",
    ),
    insertSection: db.prepare<[number, string, number, number, number]>(
      "INSERT INTO watchlist_sections (watchlist_id, name, segment, token, position) VALUES (?, ?, ?, ?, ?)",
    ),
    deleteSection: db.prepare<[number, string]>(
      "DELETE FROM watchlist_sections WHERE watchlist_id = ? AND name = ?",
    ),
    renameSection: db.prepare<[string, number, string]>(
      "UPDATE watchlist_sections SET name = ? WHERE watchlist_id = ? AND name = ?",
    ),
    moveSection: db.prepare<[number, number, number, number]>(
      "UPDATE watchlist_sections SET position = ? WHERE watchlist_id = ? AND segment = ? AND token = ?",
    ),
    setFlag: db.prepare<[number, number, number, string, string]>(
      `INSERT INTO watchlist_flags (watchlist_id, segment, token, label, icon) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (watchlist_id, segment, token) DO UPDATE SET label = excluded.label, icon = excluded.icon`,
    ),
    deleteFlag: db.prepare<[number, number, number]>(
      "DELETE FROM watchlist_flags WHERE watchlist_id = ? AND segment = ? AND token = ?",
    ),
  };
}
