import { defaultLayout, type PreferenceType } from "@trade/core";
import type { Db } from "../db/database.js";

export interface StoredPreference {
  clientId: string;
  preferenceType: PreferenceType;
  version: number;
  createdAt: string;
  updatedAt: string;
  preferences: Record<string, unknown>;
}

interface Row {
  version: number;
  json: string;
  created_at: number;
  updated_at: number;
}

/** Defaults of spec 1 §3: Collapsed View watchlist, Default font; order preferences Retain. */
const defaults: Record<PreferenceType, Record<string, unknown>> = {
  layout: {
    ...defaultLayout,
    sectionCollapseStates: {},
    indices: [],
  },
  order: {
    equityCash: { productType: "Retain", orderType: "Retain" },
    equityDerivatives: { productType: "Retain", orderType: "Retain" },
    currencyDerivative: { productType: "Retain", orderType: "Retain" },
    commodityDerivative: { productType: "Retain", orderType: "Retain" },
    orderConfirmation: true,
    glueOrderpad: false,
  },
  strategy: { favStrategy: [] },
};

/** Versioned preferences per client and type; a save with a stale version loses and gets the stored document. */
export class Preferences {
  readonly #db: Db;
  readonly #get;
  readonly #upsert;

  constructor(db: Db) {
    this.#db = db;
    this.#get = db.prepare<[string, string], Row>(
      "SELECT version, json, created_at, updated_at FROM preferences WHERE client_code = ? AND type = ?",
    );
    this.#upsert = db.prepare(
      `INSERT INTO preferences (client_code, type, version, json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(client_code, type) DO UPDATE SET version = excluded.version, json = excluded.json,
       updated_at = excluded.updated_at`,
    );
  }

  get(clientCode: string, type: PreferenceType, now: number): StoredPreference {
    const row = this.#get.get(clientCode, type);
    const at = new Date(row?.created_at ?? now).toISOString();
    return {
      clientId: clientCode,
      preferenceType: type,
      version: row?.version ?? 0,
      createdAt: at,
      updatedAt: new Date(row?.updated_at ?? now).toISOString(),
      preferences: row ? (JSON.parse(row.json) as Record<string, unknown>) : structuredClone(defaults[type]),
    };
  }

  /** Save when `version` is the stored one (merging shallowly); otherwise answer the conflict and the stored data. */
  save(
    clientCode: string,
    type: PreferenceType,
    preferences: Record<string, unknown>,
    version: number,
    now: number,
  ): { status: "success" | "conflict"; preference: StoredPreference } {
    return this.#db.transaction(() => {
      const stored = this.get(clientCode, type, now);
      if (stored.version !== version) return { status: "conflict" as const, preference: stored };
      const merged = { ...stored.preferences, ...preferences };
      const created = this.#get.get(clientCode, type)?.created_at ?? now;
      this.#upsert.run(clientCode, type, version + 1, JSON.stringify(merged), created, now);
      return { status: "success" as const, preference: this.get(clientCode, type, now) };
    })();
  }
}
