/**
 * Versioned schema. Each migration runs once, in a transaction, and bumps PRAGMA user_version. Never edit a
 * released migration: add the next one.
 */
export const migrations: readonly string[] = [
  // 1: clients, sessions, tokens, OTPs, preferences, funds ledger
  `
  CREATE TABLE clients (
    client_code TEXT PRIMARY KEY,
    mobile TEXT NOT NULL UNIQUE,
    profile_json TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    device_id TEXT NOT NULL,
    device_name TEXT NOT NULL,
    platform TEXT NOT NULL,
    ip TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_active_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX sessions_client ON sessions(client_code, revoked_at);
  CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions(id),
    kind TEXT NOT NULL CHECK (kind IN ('trade', 'nontrade', 'refresh')),
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_session ON tokens(session_id, kind);
  CREATE TABLE otps (
    client_code TEXT PRIMARY KEY REFERENCES clients(client_code),
    code_hash BLOB NOT NULL,
    expires_at INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0,
    voided INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE otp_sends (
    client_code TEXT NOT NULL,
    sent_at INTEGER NOT NULL
  );
  CREATE INDEX otp_sends_client ON otp_sends(client_code, sent_at);
  CREATE TABLE preferences (
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    type TEXT NOT NULL,
    version INTEGER NOT NULL,
    json TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (client_code, type)
  );
  CREATE TABLE funds_ledger (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    entry TEXT NOT NULL,
    amount INTEGER NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX funds_ledger_client ON funds_ledger(client_code);
  `,
];
