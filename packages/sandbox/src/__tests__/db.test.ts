import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations.js";
import { personas } from "../personas.js";
import { seedPersonas } from "../store/clients.js";
import { bearer, startBroker } from "./support.js";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "sandbox-db-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the database", () => {
  it("is in WAL mode, at the latest schema version, with the tables of the walking skeleton", () => {
    const db = openDatabase(freshDir());
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => row.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          "clients",
          "sessions",
          "tokens",
          "otps",
          "otp_sends",
          "preferences",
          "funds_ledger",
        ]),
      );
    } finally {
      db.close();
    }
  });

  it("applies each migration once, in order, and a failed migration leaves nothing behind", () => {
    const db = new Database(":memory:");
    migrate(db);
    migrate(db);
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
    const broken = new Database(":memory:");
    expect(() => migrate(broken, [...migrations, "CREATE TABLE half (a); THIS IS NOT SQL"])).toThrow();
    expect(broken.pragma("user_version", { simple: true })).toBe(migrations.length);
    expect(broken.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
  });

  it("seeds the personas once: a second start adds no client and no second opening credit", () => {
    const dir = freshDir();
    for (let start = 0; start < 2; start++) {
      const db = openDatabase(dir);
      seedPersonas(db, Date.now());
      const clients = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM clients").get()?.n;
      const credits = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM funds_ledger").get()?.n;
      expect(clients).toBe(personas.length);
      expect(credits).toBe(personas.length);
      db.close();
    }
  });

  it("stores tokens and OTPs hashed, never in clear", async () => {
    const dataDir = freshDir();
    const broker = await startBroker({ dataDir });
    const tokens = await broker.loginBearer("DEMO01");
    await broker.post("/api/login/v3/generateOtp", { clientCode: "DEMO01" });
    const otp = broker.sandbox.lastOtp("DEMO01") ?? "";
    await broker.close();
    const db = openDatabase(dataDir);
    try {
      const dump = JSON.stringify([
        db.prepare("SELECT * FROM tokens").all(),
        db.prepare("SELECT hex(code_hash) AS code, * FROM otps").all(),
      ]);
      expect(dump).not.toContain(tokens.tradeToken);
      expect(dump).not.toContain(tokens.refreshToken);
      expect(dump).not.toContain(`"${otp}"`);
    } finally {
      db.close();
    }
  });

  it("keeps sessions, tokens and preferences across a restart on the same data directory", async () => {
    const dataDir = freshDir();
    const first = await startBroker({ dataDir });
    const tokens = await first.loginBearer("DEMO02");
    await first.post(
      "/api/user-preference/v1/preference",
      { preferenceType: "layout", preferences: { blackMode: true }, version: 0 },
      bearer(tokens.nonTradeToken),
    );
    await first.close();
    const second = await startBroker({ dataDir });
    try {
      const read = await second.api("/api/user-preference/v1/preference?preferenceType=layout", {
        headers: bearer(tokens.nonTradeToken),
      });
      expect(read.body.data).toMatchObject({ version: 1, preferences: { blackMode: true } });
      expect((await second.post("/api/funds/v2/getRMSLimit", {}, bearer(tokens.tradeToken))).status).toBe(
        200,
      );
    } finally {
      await second.close();
    }
  });
});
