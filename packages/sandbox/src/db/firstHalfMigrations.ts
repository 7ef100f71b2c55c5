/**
 * The first half's migrations (1 to 6): clients and sessions, the trading core, watchlists, notifications, nudges and
 * placements' idempotency keys. Released: never edit them (migrations.ts appends the next ones).
 */
export const firstHalfMigrations: readonly string[] = [
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
  // 2: the trading core: orders, trades, positions, holdings, the engine's day marker
  `
  CREATE TABLE orders (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id TEXT NOT NULL UNIQUE,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    gui_order_id TEXT NOT NULL,
    parent_order_id TEXT NOT NULL DEFAULT '',
    leg TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    side TEXT NOT NULL,
    product TEXT NOT NULL,
    order_type TEXT NOT NULL,
    variety TEXT NOT NULL,
    duration TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    filled INTEGER NOT NULL DEFAULT 0,
    fill_value INTEGER NOT NULL DEFAULT 0,
    cancelled INTEGER NOT NULL DEFAULT 0,
    price INTEGER NOT NULL,
    trigger_price INTEGER NOT NULL,
    disclosed INTEGER NOT NULL,
    square_off INTEGER NOT NULL DEFAULT 0,
    stop_loss INTEGER NOT NULL DEFAULT 0,
    trailing INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    error_code TEXT,
    rejection_reason TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL DEFAULT '',
    is_amo INTEGER NOT NULL DEFAULT 0,
    schedule_json TEXT,
    exits_json TEXT,
    ao_order_id TEXT,
    tag TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (client_code, gui_order_id)
  );
  CREATE INDEX orders_client ON orders(client_code, seq);
  CREATE INDEX orders_status ON orders(status);
  CREATE INDEX orders_parent ON orders(parent_order_id) WHERE parent_order_id != '';
  CREATE TABLE trades (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id TEXT NOT NULL REFERENCES orders(order_id),
    client_code TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    product TEXT NOT NULL,
    side TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price INTEGER NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX trades_order ON trades(order_id);
  CREATE TABLE positions (
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    product TEXT NOT NULL,
    buy_qty INTEGER NOT NULL DEFAULT 0,
    buy_value INTEGER NOT NULL DEFAULT 0,
    sell_qty INTEGER NOT NULL DEFAULT 0,
    sell_value INTEGER NOT NULL DEFAULT 0,
    cf_qty INTEGER NOT NULL DEFAULT 0,
    cf_value INTEGER NOT NULL DEFAULT 0,
    open_qty INTEGER NOT NULL DEFAULT 0,
    open_value INTEGER NOT NULL DEFAULT 0,
    realised INTEGER NOT NULL DEFAULT 0,
    advance INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (client_code, segment, token, product)
  );
  CREATE TABLE holdings (
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    isin TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    avg_price INTEGER NOT NULL,
    PRIMARY KEY (client_code, isin)
  );
  CREATE TABLE engine_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- The ledger's totals per client and entry, kept by a trigger: reading the limits costs the same on day 1000.
  CREATE TABLE funds_totals (
    client_code TEXT NOT NULL,
    entry TEXT NOT NULL,
    total INTEGER NOT NULL,
    PRIMARY KEY (client_code, entry)
  );
  INSERT INTO funds_totals (client_code, entry, total)
    SELECT client_code, entry, SUM(amount) FROM funds_ledger GROUP BY client_code, entry;
  CREATE TRIGGER funds_ledger_total AFTER INSERT ON funds_ledger BEGIN
    INSERT INTO funds_totals (client_code, entry, total) VALUES (NEW.client_code, NEW.entry, NEW.amount)
      ON CONFLICT (client_code, entry) DO UPDATE SET total = total + NEW.amount;
  END;
  `,
  // 3: watchlists: the lists with their versions, their rows (scrips), sections, flags, and which clients were seeded
  `
  CREATE TABLE watchlists (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    name TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX watchlists_client ON watchlists(client_code, id);
  CREATE TABLE watchlist_items (
    watchlist_id INTEGER NOT NULL REFERENCES watchlists(id) ON DELETE CASCADE,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (watchlist_id, segment, token)
  );
  -- A section heads the scrip it was added at: its segment and token are that scrip's (spec 3 §3 Section).
  CREATE TABLE watchlist_sections (
    watchlist_id INTEGER NOT NULL REFERENCES watchlists(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (watchlist_id, segment, token)
  );
  CREATE UNIQUE INDEX watchlist_sections_name ON watchlist_sections(watchlist_id, name COLLATE NOCASE);
  CREATE TABLE watchlist_flags (
    watchlist_id INTEGER NOT NULL REFERENCES watchlists(id) ON DELETE CASCADE,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    label TEXT NOT NULL,
    icon TEXT NOT NULL,
    PRIMARY KEY (watchlist_id, segment, token)
  );
  CREATE TABLE watchlists_seeded (
    client_code TEXT PRIMARY KEY REFERENCES clients(client_code)
  );
  `,
  // 4: the notifications history (spec 1 §2.2 Notifications dropdown)
  `
  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    type TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    detail TEXT,
    state TEXT,
    order_id TEXT,
    redirection_url TEXT,
    received_at INTEGER NOT NULL,
    read INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX notifications_client ON notifications(client_code, id);
  CREATE INDEX notifications_unread ON notifications(client_code) WHERE read = 0;
  `,
  // 5: the nudges each client deleted (spec 1 §7 nudge delete); the nudges themselves follow the client's profile
  `
  CREATE TABLE nudge_deletions (
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    message_id TEXT NOT NULL,
    deleted_at INTEGER NOT NULL,
    PRIMARY KEY (client_code, message_id)
  );
  `,
  // 6: what each placement asked for, under its idempotency key: the same guiOrderId with another body is a conflict
  `
  CREATE TABLE order_requests (
    client_code TEXT NOT NULL,
    gui_order_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    PRIMARY KEY (client_code, gui_order_id)
  );
  `,
];
