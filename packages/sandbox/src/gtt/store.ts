import type { GttLeg, GttProduct, GttRule, GttStatusCode, GttType } from "@trade/core/gtt";
import type { Db } from "../db/database.js";

/** A row of gtt_rules (migration 7). */
export interface GttRow {
  id: number;
  client_code: string;
  segment: number;
  token: number;
  trading_symbol: string;
  exchange: string;
  side: "B" | "S";
  product: GttProduct;
  gtt_type: GttType;
  order_type: "LIMIT" | "MARKET";
  qty: number;
  price: number | null;
  trigger_price: number;
  stoploss_price: number | null;
  stoploss_trigger_price: number | null;
  disclosed_qty: number;
  market_protection: number | null;
  ltp_at_placement: number;
  status: GttStatusCode;
  order_id: string | null;
  gui_order_id: string | null;
  triggered_leg: GttLeg | null;
  rejection_reason: string | null;
  strategy_code: string | null;
  created_at: number;
  updated_at: number;
}

/** The terms a rule is set with (and replaced by a modification). */
export type GttTerms = Pick<
  GttRow,
  | "order_type"
  | "qty"
  | "price"
  | "trigger_price"
  | "stoploss_price"
  | "stoploss_trigger_price"
  | "disclosed_qty"
  | "market_protection"
  | "ltp_at_placement"
>;

export type NewGtt = GttTerms &
  Pick<
    GttRow,
    | "client_code"
    | "segment"
    | "token"
    | "trading_symbol"
    | "exchange"
    | "side"
    | "product"
    | "gtt_type"
    | "strategy_code"
  >;

/** What firing or the order's fate writes: the status and the order. */
export type GttOutcome = Pick<
  GttRow,
  "status" | "order_id" | "gui_order_id" | "triggered_leg" | "rejection_reason"
>;

const pending = "(1, 4)";

const gttStatements = (db: Db) => ({
  insert: db.prepare<NewGtt & { now: number }>(
    `INSERT INTO gtt_rules (client_code, segment, token, trading_symbol, exchange, side, product, gtt_type,
       order_type, qty, price, trigger_price, stoploss_price, stoploss_trigger_price, disclosed_qty,
       market_protection, ltp_at_placement, status, strategy_code, created_at, updated_at)
     VALUES (@client_code, @segment, @token, @trading_symbol, @exchange, @side, @product, @gtt_type, @order_type,
       @qty, @price, @trigger_price, @stoploss_price, @stoploss_trigger_price, @disclosed_qty, @market_protection,
       @ltp_at_placement, 1, @strategy_code, @now, @now)`,
  ),
  modify: db.prepare<GttTerms & { id: number; now: number }>(
    `UPDATE gtt_rules SET order_type = @order_type, qty = @qty, price = @price, trigger_price = @trigger_price,
       stoploss_price = @stoploss_price, stoploss_trigger_price = @stoploss_trigger_price,
       disclosed_qty = @disclosed_qty, market_protection = @market_protection,
       ltp_at_placement = @ltp_at_placement, status = 4, updated_at = @now
     WHERE id = @id AND status IN ${pending}`,
  ),
  outcome: db.prepare<GttOutcome & { id: number; now: number }>(
    `UPDATE gtt_rules SET status = @status, order_id = @order_id, gui_order_id = @gui_order_id,
       triggered_leg = @triggered_leg, rejection_reason = @rejection_reason, updated_at = @now WHERE id = @id`,
  ),
  cancel: db.prepare<[number, number]>(
    `UPDATE gtt_rules SET status = 3, updated_at = ? WHERE id = ? AND status IN ${pending}`,
  ),
  byId: db.prepare<[number, string], GttRow>("SELECT * FROM gtt_rules WHERE id = ? AND client_code = ?"),
  row: db.prepare<[number], GttRow>("SELECT * FROM gtt_rules WHERE id = ?"),
  page: db.prepare<[string, string, number, number], GttRow>(
    `SELECT * FROM gtt_rules WHERE client_code = ? AND instr(?, ',' || status || ',') > 0
     ORDER BY id DESC LIMIT ? OFFSET ?`,
  ),
  count: db.prepare<[string, string], { total: number }>(
    "SELECT COUNT(*) AS total FROM gtt_rules WHERE client_code = ? AND instr(?, ',' || status || ',') > 0",
  ),
  pendingOf: db.prepare<[string], { total: number }>(
    `SELECT COUNT(*) AS total FROM gtt_rules WHERE client_code = ? AND status IN ${pending}`,
  ),
  live: db.prepare<[], GttRow>(`SELECT * FROM gtt_rules WHERE status IN (1, 4, 5) ORDER BY id`),
});

/** The GTT rules table: one statement per question, every write inside the caller's transaction. */
export class GttStore {
  readonly #sql;

  constructor(readonly db: Db) {
    this.#sql = gttStatements(db);
  }

  insert(rule: NewGtt, now: number): GttRow {
    const { lastInsertRowid } = this.#sql.insert.run({ ...rule, now });
    return this.#sql.row.get(Number(lastInsertRowid)) as GttRow;
  }

  /** Replace a pending rule's terms (status 4); undefined when it is no longer pending. */
  modify(id: number, terms: GttTerms, now: number): GttRow | undefined {
    if (this.#sql.modify.run({ ...terms, id, now }).changes === 0) return undefined;
    return this.#sql.row.get(id);
  }

  /** Cancel a pending rule (status 3); undefined when it is no longer pending. */
  cancel(id: number, now: number): GttRow | undefined {
    if (this.#sql.cancel.run(now, id).changes === 0) return undefined;
    return this.#sql.row.get(id);
  }

  setOutcome(id: number, outcome: GttOutcome, now: number): void {
    this.#sql.outcome.run({ ...outcome, id, now });
  }

  rowById(id: number): GttRow | undefined {
    return this.#sql.row.get(id);
  }

  get(clientCode: string, id: number): GttRow | undefined {
    return this.#sql.byId.get(id, clientCode);
  }

  /** A page of a client's rules with the given status codes, newest first, and how many there are in all. */
  page(
    clientCode: string,
    statuses: readonly number[],
    page: number,
    count: number,
  ): { rows: GttRow[]; total: number } {
    const set = `,${statuses.join(",")},`;
    const rows = this.#sql.page.all(clientCode, set, count, (page - 1) * count);
    const total = (this.#sql.count.get(clientCode, set) as { total: number }).total;
    return { rows, total };
  }

  pendingCount(clientCode: string): number {
    return (this.#sql.pendingOf.get(clientCode) as { total: number }).total;
  }

  /** Every rule still pending, or triggered with its order not yet done: what the evaluator watches. */
  live(): GttRow[] {
    return this.#sql.live.all();
  }
}

/** A row as the wire's GTT rule. */
export function toGttRule(row: GttRow): GttRule {
  return {
    id: String(row.id),
    clientid: row.client_code,
    exchange: row.exchange,
    exchangeSegment: row.segment,
    symboltoken: row.token,
    tradingsymbol: row.trading_symbol,
    transactiontype: row.side,
    producttype: row.product,
    gttType: row.gtt_type,
    orderType: row.order_type,
    qty: row.qty,
    price: row.price,
    triggerprice: row.trigger_price,
    stoplossprice: row.stoploss_price,
    stoplosstriggerprice: row.stoploss_trigger_price,
    disclosedqty: row.disclosed_qty,
    marketProtection: row.market_protection,
    ltp_at_order_placement: row.ltp_at_placement,
    status: row.status,
    orderId: row.order_id,
    triggeredLeg: row.triggered_leg,
    rejectionReason: row.rejection_reason,
    strategyCode: row.strategy_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
