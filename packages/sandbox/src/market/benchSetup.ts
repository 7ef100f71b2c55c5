import { isIndexKind } from "@trade/core";
import Database from "better-sqlite3";
import { type Db, migrate } from "../db/database.js";
import { personas } from "../personas.js";
import { seedPersonas } from "../store/clients.js";
import { buildInstrumentMaster } from "./instruments/index.js";
import type { InstrumentMaster } from "./instruments/master.js";

/**
 * What an evaluator's bench starts from: a migrated in-memory database with the personas seeded at `now` (epoch ms),
 * their client codes, the instrument master of 24 November 2026, and its first `instruments` instruments that are not
 * indices. The caller closes `db`.
 */
export function benchSetup(
  now: number,
  instruments: number,
): { db: Db; clients: string[]; master: InstrumentMaster; chosen: InstrumentMaster["all"] } {
  const db = new Database(":memory:");
  migrate(db);
  seedPersonas(db, now);
  const clients = personas.map((persona) => persona.clientCode);
  const master = buildInstrumentMaster("2026-11-24");
  const chosen = master.all.filter((i) => !isIndexKind(i.kind)).slice(0, instruments);
  return { db, clients, master, chosen };
}
