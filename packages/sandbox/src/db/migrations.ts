import { firstHalfMigrations } from "./firstHalfMigrations.js";

/**
 * Versioned schema. Each migration runs once, in a transaction, and bumps PRAGMA user_version. Never edit a
 * released migration: add the next one.
 */
export const migrations: readonly string[] = [
  ...firstHalfMigrations,
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
