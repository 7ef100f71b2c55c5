import { accountType, maskMobile, type Profile } from "@trade/core";
import type { Db } from "../db/database.js";
import { type Persona, personas } from "../personas.js";

export interface ClientRow {
  client_code: string;
  mobile: string;
  profile_json: string;
}

/** Seed the personas once; later starts keep what the data directory holds. */
export function seedPersonas(db: Db, now: number): void {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO clients (client_code, mobile, profile_json, created_at) VALUES (?, ?, ?, ?)",
  );
  const credit = db.prepare(
    "INSERT INTO funds_ledger (client_code, entry, amount, at) VALUES (?, 'opening', ?, ?)",
  );
  db.transaction((all: readonly Persona[]) => {
    for (const persona of all) {
      const added = insert.run(persona.clientCode, persona.mobile, JSON.stringify(persona.profile), now);
      if (added.changes === 1) credit.run(persona.clientCode, persona.openingCash, now);
    }
  })(personas);
}

export class Clients {
  readonly #byCode;
  readonly #byMobile;

  constructor(db: Db) {
    this.#byCode = db.prepare<[string], ClientRow>("SELECT * FROM clients WHERE client_code = ?");
    this.#byMobile = db.prepare<[string], ClientRow>("SELECT * FROM clients WHERE mobile = ?");
  }

  find(identity: { clientCode?: string | undefined; mobile?: string | undefined }): ClientRow | undefined {
    if (identity.clientCode !== undefined) return this.#byCode.get(identity.clientCode.toUpperCase());
    if (identity.mobile !== undefined) return this.#byMobile.get(identity.mobile);
    return undefined;
  }

  profile(clientCode: string): Profile | undefined {
    const row = this.#byCode.get(clientCode);
    if (row === undefined) return undefined;
    const stored = JSON.parse(row.profile_json) as Persona["profile"];
    return {
      clientId: row.client_code,
      ClientCode: row.client_code,
      mobile: maskMobile(row.mobile),
      accountType: accountType(stored.dpNumber),
      renew: false,
      ntRenew: false,
      ...stored,
    };
  }
}
