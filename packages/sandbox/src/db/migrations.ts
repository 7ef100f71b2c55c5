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
  // 7: GTT rules (spec 2 §3 GTT): the terms, the LTP they were set at, the status code and what firing did
  `
  CREATE TABLE gtt_rules (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    trading_symbol TEXT NOT NULL,
    exchange TEXT NOT NULL,
    side TEXT NOT NULL CHECK (side IN ('B', 'S')),
    product TEXT NOT NULL,
    gtt_type TEXT NOT NULL CHECK (gtt_type IN ('SINGLE', 'OCO')),
    order_type TEXT NOT NULL CHECK (order_type IN ('LIMIT', 'MARKET')),
    qty INTEGER NOT NULL,
    price INTEGER,
    trigger_price INTEGER NOT NULL,
    stoploss_price INTEGER,
    stoploss_trigger_price INTEGER,
    disclosed_qty INTEGER NOT NULL,
    market_protection REAL,
    ltp_at_placement INTEGER NOT NULL,
    status INTEGER NOT NULL,
    order_id TEXT,
    gui_order_id TEXT,
    triggered_leg TEXT,
    rejection_reason TEXT,
    strategy_code TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX gtt_rules_client ON gtt_rules(client_code, id);
  CREATE INDEX gtt_rules_status ON gtt_rules(status);
  `,
  // 8: Stock SIPs (spec 2 §3 Stock SIP) and their instalments, one per SIP and date
  `
  CREATE TABLE sips (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    symbol TEXT NOT NULL,
    trade_symbol TEXT NOT NULL,
    name TEXT NOT NULL,
    exchange TEXT NOT NULL,
    order_type TEXT NOT NULL CHECK (order_type IN ('QTY', 'AMOUNT')),
    order_value INTEGER NOT NULL,
    frequency TEXT NOT NULL CHECK (frequency IN ('MONTHLY', 'WEEKLY', 'DAILY')),
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'PAUSE', 'CANCEL')),
    start_date TEXT NOT NULL,
    end_date TEXT,
    next_date TEXT,
    strategy_code TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX sips_client ON sips(client_code, id);
  CREATE INDEX sips_due ON sips(status, next_date);
  CREATE TABLE sip_transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    sip_id INTEGER NOT NULL REFERENCES sips(id),
    date TEXT NOT NULL,
    at INTEGER NOT NULL,
    order_id TEXT,
    gui_order_id TEXT,
    quantity INTEGER NOT NULL,
    status TEXT NOT NULL,
    reason TEXT,
    UNIQUE (sip_id, date)
  );
  `,
  // 9: baskets (spec 2 §3 Basket): a name, the version an update must name, the lines as JSON (read and written whole)
  `
  CREATE TABLE baskets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    name TEXT NOT NULL,
    version INTEGER NOT NULL,
    orders TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX baskets_client ON baskets(client_code, id);
  `,
  // alerts (spec 2 §3 Alert): the condition as JSON (tokens, entry, meta; read and written whole), the status, the
  // execution window and what firing wrote; a cancelled alert is deleted
  `
  CREATE TABLE alerts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('price', 'indicator')),
    status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'completed', 'expired')),
    time_frame TEXT NOT NULL,
    description TEXT,
    mode TEXT NOT NULL CHECK (mode IN ('once', 'always')),
    start_time INTEGER NOT NULL,
    end_time INTEGER,
    tokens TEXT NOT NULL,
    entry TEXT NOT NULL,
    meta TEXT,
    triggered_at INTEGER,
    trigger_count INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX alerts_client ON alerts(client_code, id);
  CREATE INDEX alerts_live ON alerts(status);
  `,
  // backtests (spec 2 §3 Backtest): the request as sent, where the run stands, and its closed trades and summary as JSON
  `
  CREATE TABLE backtests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    request TEXT NOT NULL,
    symbol TEXT NOT NULL,
    holding TEXT NOT NULL CHECK (holding IN ('delivery', 'intraday')),
    start_time INTEGER NOT NULL,
    end_time INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
    message TEXT,
    trades TEXT,
    summary TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX backtests_client ON backtests(client_code, id);
  `,
  // funds: payments in (UPI, net banking) and withdrawals out; each moves the ledger once (docs/funds.md)
  `
  CREATE TABLE fund_payments (
    id TEXT PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    reference TEXT NOT NULL,
    method TEXT NOT NULL CHECK (method IN ('UPI_ID', 'UPI_QR', 'NET_BANKING')),
    amount INTEGER NOT NULL CHECK (amount > 0),
    vpa TEXT,
    bank_name TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'failure')),
    message TEXT,
    outcome TEXT CHECK (outcome IN ('success', 'failure')),
    outcome_message TEXT,
    settle_at INTEGER,
    expires_at INTEGER NOT NULL,
    redirect_url TEXT,
    payin_settled INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (client_code, reference)
  );
  CREATE INDEX fund_payments_client ON fund_payments(client_code, created_at);
  CREATE TABLE fund_withdrawals (
    id TEXT PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    reference TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    bank_name TEXT NOT NULL,
    bank_account TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'cancelled', 'failed')),
    created_at INTEGER NOT NULL,
    processing_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (client_code, reference)
  );
  CREATE INDEX fund_withdrawals_client ON fund_withdrawals(client_code, created_at);
  `,
  // portfolio (spec 3 §3 Holdings): the settled equity transactions behind each holding (buys, sells, split and bonus
  // shares; lots, LTCG/STCG and the statement are replayed from them) and corporate events declared by tests
  `
  CREATE TABLE holding_transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    isin TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    date TEXT NOT NULL,
    kind TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price INTEGER NOT NULL
  );
  CREATE INDEX holding_transactions_client ON holding_transactions(client_code, isin, date, id);
  CREATE TABLE corporate_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    isin TEXT NOT NULL,
    corp_type TEXT NOT NULL,
    ratio_new INTEGER NOT NULL,
    ratio_old INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    ex_date TEXT NOT NULL
  );
  CREATE INDEX corporate_events_isin ON corporate_events(isin, ex_date);
  `,
  // Stock transfer: beneficiaries, transfers, and which request each client's live OTP is for (transfer/store.ts)
  `
  CREATE TABLE transfer_beneficiaries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    boid TEXT NOT NULL,
    depository TEXT NOT NULL,
    dpid TEXT NOT NULL,
    name TEXT NOT NULL,
    pan TEXT NOT NULL,
    scode INTEGER NOT NULL,
    added_at INTEGER NOT NULL,
    active_from INTEGER,
    UNIQUE (client_code, boid)
  );
  CREATE TABLE stock_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    fromboid TEXT NOT NULL,
    toboid TEXT NOT NULL,
    beneficiary_name TEXT NOT NULL,
    remark TEXT NOT NULL,
    reasoncode TEXT NOT NULL,
    executiondate TEXT NOT NULL,
    trandetails_json TEXT NOT NULL,
    value INTEGER NOT NULL,
    scode INTEGER NOT NULL,
    message TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX stock_transfers_client ON stock_transfers(client_code, created_at);
  CREATE TABLE transfer_otp_requests (
    client_code TEXT PRIMARY KEY REFERENCES clients(client_code),
    req_id TEXT NOT NULL,
    type TEXT NOT NULL
  );
  `,
  // delivery-instruction verification (spec 3 §5, §7): each request the depository's page answers, and per client,
  // IST day and ISIN the quantity approved and what sales and transfers used of it (a new day starts empty)
  `
  CREATE TABLE edis_requests (
    id TEXT PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    flow_type TEXT NOT NULL CHECK (flow_type IN ('sell', 'transfer')),
    isins_json TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'rejected', 'expired')),
    day TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX edis_requests_client ON edis_requests(client_code, created_at);
  CREATE TABLE edis_authorisations (
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    day TEXT NOT NULL,
    isin TEXT NOT NULL,
    approved INTEGER NOT NULL CHECK (approved >= 0),
    used INTEGER NOT NULL CHECK (used >= 0),
    PRIMARY KEY (client_code, day, isin)
  );
  `,
  // ASBA blocks (spec 3 §3 Block, §4): the status follows from the times (activation, release, validity), so the market
  // clock moves it with no writes; creating and revoking are one statement each
  `
  CREATE TABLE fund_blocks (
    id TEXT PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    reference TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    bank_name TEXT NOT NULL,
    bank_account TEXT NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure')),
    message TEXT,
    validity TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    active_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    released_at INTEGER,
    UNIQUE (client_code, reference)
  );
  CREATE INDEX fund_blocks_client ON fund_blocks(client_code, created_at);
  `,
  // pledging and Pay Later (spec 3 §3-§9 MTF and pledge): pledge and unpledge requests with their stocks, what is
  // pledged (collateral shares and MTF shares), the MTF buys (lots) with their pledge, the interest charged at each day
  // roll and the payments of the dues
  `
  CREATE TABLE pledge_requests (
    req_id TEXT PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    kind TEXT NOT NULL CHECK (kind IN ('PLEDGE', 'UNPLEDGE')),
    status INTEGER NOT NULL,
    remark TEXT NOT NULL,
    source TEXT NOT NULL,
    otp TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    authorised_at INTEGER,
    lapses_at INTEGER,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX pledge_requests_client ON pledge_requests(client_code, created_at);
  CREATE TABLE pledge_items (
    req_id TEXT NOT NULL REFERENCES pledge_requests(req_id),
    isin TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    qty INTEGER NOT NULL CHECK (qty > 0),
    mtf_qty INTEGER NOT NULL DEFAULT 0,
    done_qty INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL,
    PRIMARY KEY (req_id, isin)
  );
  CREATE TABLE pledges (
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    isin TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    qty INTEGER NOT NULL CHECK (qty >= 0),
    mtf_qty INTEGER NOT NULL CHECK (mtf_qty >= 0),
    collateral INTEGER NOT NULL CHECK (collateral >= 0),
    PRIMARY KEY (client_code, isin)
  );
  CREATE TABLE mtf_lots (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    isin TEXT NOT NULL,
    segment INTEGER NOT NULL,
    token INTEGER NOT NULL,
    trade_date TEXT NOT NULL,
    qty INTEGER NOT NULL CHECK (qty > 0),
    price INTEGER NOT NULL,
    pledged_qty INTEGER NOT NULL DEFAULT 0,
    closed_qty INTEGER NOT NULL DEFAULT 0,
    squared_off_qty INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX mtf_lots_client ON mtf_lots(client_code, segment, token, trade_date);
  CREATE TABLE mtf_interest (
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    date TEXT NOT NULL,
    days INTEGER NOT NULL,
    funded INTEGER NOT NULL,
    interest INTEGER NOT NULL,
    PRIMARY KEY (client_code, date)
  );
  CREATE TABLE mtf_payments (
    payment_id TEXT PRIMARY KEY,
    client_code TEXT NOT NULL REFERENCES clients(client_code),
    reference TEXT NOT NULL,
    amount INTEGER NOT NULL CHECK (amount > 0),
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (client_code, reference)
  );
  `,
];
