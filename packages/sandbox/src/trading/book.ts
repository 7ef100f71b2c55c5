import type {
  Order,
  OrderLeg,
  OrderStatus,
  OrderType,
  ProductType,
  Schedule,
  Side,
} from "@trade/core/orders";
import { terminalStatuses } from "@trade/core/orders";
import type { Db } from "../db/database.js";
import type { Instrument } from "../market/types.js";

/** An order as the `orders` table holds it. */
export interface OrderRow {
  seq: number;
  order_id: string;
  client_code: string;
  gui_order_id: string;
  parent_order_id: string;
  leg: OrderLeg;
  segment: number;
  token: number;
  side: Side;
  product: ProductType;
  order_type: OrderType;
  variety: "NORMAL" | "AMO";
  duration: "DAY" | "IOC";
  quantity: number;
  filled: number;
  fill_value: number;
  cancelled: number;
  price: number;
  trigger_price: number;
  disclosed: number;
  square_off: number;
  stop_loss: number;
  trailing: number;
  status: OrderStatus;
  error_code: string | null;
  rejection_reason: string;
  text: string;
  is_amo: number;
  schedule_json: string | null;
  /** Stop-loss-and-target exits placed once the entry fills: {stopLossTriggerPrice, stopLossPrice, targetPrice}. */
  exits_json: string | null;
  ao_order_id: string | null;
  tag: string;
  created_at: number;
  updated_at: number;
}

/** A position as the `positions` table holds it: today's buys and sells, what was carried in, the open lot. */
export interface PositionRow {
  client_code: string;
  segment: number;
  token: number;
  product: ProductType;
  buy_qty: number;
  buy_value: number;
  sell_qty: number;
  sell_value: number;
  cf_qty: number;
  cf_value: number;
  /** Signed open quantity (long positive) and its cost, price × quantity in minor units (average-cost method). */
  open_qty: number;
  open_value: number;
  /** Realised P&L in paise. */
  realised: number;
  advance: number;
  updated_at: number;
}

export interface HoldingRow {
  client_code: string;
  isin: string;
  segment: number;
  token: number;
  quantity: number;
  avg_price: number;
}

type NewOrder = Omit<OrderRow, "seq" | "order_id">;

/** The trading tables: prepared statements, nothing else (the engine decides, the book stores). */
export class Book {
  readonly db: Db;
  readonly #insert;
  readonly #update;
  readonly #byId;
  readonly #byGui;
  readonly #list;
  readonly #working;
  readonly #trade;
  readonly #positions;
  readonly #allPositions;
  readonly #upsertPosition;
  readonly #deletePosition;
  readonly #holding;
  readonly #holdings;
  readonly #upsertHolding;
  readonly #ledger;
  readonly #state;
  readonly #setState;
  readonly #children;
  readonly #sequence;
  readonly #setAo;
  readonly #deleteHolding;
  readonly #request;
  readonly #saveRequest;

  constructor(db: Db) {
    this.db = db;
    this.#request = db.prepare<[string, string], { fingerprint: string }>(
      "SELECT fingerprint FROM order_requests WHERE client_code = ? AND gui_order_id = ?",
    );
    this.#saveRequest = db.prepare("INSERT OR IGNORE INTO order_requests VALUES (?, ?, ?)");
    this.#sequence = db.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'orders'");
    this.#setAo = db.prepare("UPDATE orders SET ao_order_id = ? WHERE order_id = ?");
    this.#deleteHolding = db.prepare("DELETE FROM holdings WHERE client_code = ? AND isin = ?");
    this.#insert = db.prepare<NewOrder & { order_id: string }>(
      `INSERT INTO orders (order_id, client_code, gui_order_id, parent_order_id, leg, segment, token, side, product,
        order_type, variety, duration, quantity, filled, fill_value, cancelled, price, trigger_price, disclosed,
        square_off, stop_loss, trailing, status, error_code, rejection_reason, text, is_amo, schedule_json, exits_json,
        ao_order_id, tag, created_at, updated_at)
       VALUES (@order_id, @client_code, @gui_order_id, @parent_order_id, @leg, @segment, @token, @side, @product,
        @order_type, @variety, @duration, @quantity, @filled, @fill_value, @cancelled, @price, @trigger_price,
        @disclosed, @square_off, @stop_loss, @trailing, @status, @error_code, @rejection_reason, @text, @is_amo,
        @schedule_json, @exits_json, @ao_order_id, @tag, @created_at, @updated_at)`,
    );
    this.#update = db.prepare<OrderRow>(
      `UPDATE orders SET order_type = @order_type, quantity = @quantity, filled = @filled, fill_value = @fill_value,
        cancelled = @cancelled, price = @price, trigger_price = @trigger_price, disclosed = @disclosed,
        trailing = @trailing, status = @status, error_code = @error_code, rejection_reason = @rejection_reason,
        text = @text, duration = @duration, updated_at = @updated_at WHERE order_id = @order_id`,
    );
    this.#byId = db.prepare<[string], OrderRow>("SELECT * FROM orders WHERE order_id = ?");
    this.#byGui = db.prepare<[string, string], OrderRow>(
      "SELECT * FROM orders WHERE client_code = ? AND gui_order_id = ?",
    );
    this.#list = db.prepare<[string, number, number], OrderRow>(
      "SELECT * FROM orders WHERE client_code = ? AND (created_at >= ? OR updated_at >= ?) ORDER BY seq DESC",
    );
    this.#working = db.prepare<[], OrderRow>(
      `SELECT * FROM orders WHERE status NOT IN (${terminalStatuses.map((s) => `'${s}'`).join(", ")}) ORDER BY seq`,
    );
    this.#children = db.prepare<[string], OrderRow>(
      "SELECT * FROM orders WHERE parent_order_id = ? ORDER BY seq",
    );
    this.#trade = db.prepare(
      `INSERT INTO trades (order_id, client_code, segment, token, product, side, quantity, price, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#positions = db.prepare<[string], PositionRow>(
      "SELECT * FROM positions WHERE client_code = ? ORDER BY updated_at DESC, segment, token, product",
    );
    this.#allPositions = db.prepare<[], PositionRow>("SELECT * FROM positions");
    this.#upsertPosition = db.prepare<PositionRow>(
      `INSERT INTO positions (client_code, segment, token, product, buy_qty, buy_value, sell_qty, sell_value, cf_qty,
        cf_value, open_qty, open_value, realised, advance, updated_at)
       VALUES (@client_code, @segment, @token, @product, @buy_qty, @buy_value, @sell_qty, @sell_value, @cf_qty,
        @cf_value, @open_qty, @open_value, @realised, @advance, @updated_at)
       ON CONFLICT (client_code, segment, token, product) DO UPDATE SET buy_qty = @buy_qty, buy_value = @buy_value,
        sell_qty = @sell_qty, sell_value = @sell_value, cf_qty = @cf_qty, cf_value = @cf_value, open_qty = @open_qty,
        open_value = @open_value, realised = @realised, advance = @advance, updated_at = @updated_at`,
    );
    this.#deletePosition = db.prepare(
      "DELETE FROM positions WHERE client_code = ? AND segment = ? AND token = ? AND product = ?",
    );
    this.#holding = db.prepare<[string, number, number], HoldingRow>(
      "SELECT * FROM holdings WHERE client_code = ? AND segment = ? AND token = ?",
    );
    this.#holdings = db.prepare<[string], HoldingRow>(
      "SELECT * FROM holdings WHERE client_code = ? ORDER BY isin",
    );
    this.#upsertHolding = db.prepare<HoldingRow>(
      `INSERT INTO holdings (client_code, isin, segment, token, quantity, avg_price)
       VALUES (@client_code, @isin, @segment, @token, @quantity, @avg_price)
       ON CONFLICT (client_code, isin) DO UPDATE SET quantity = @quantity, avg_price = @avg_price`,
    );
    this.#ledger = db.prepare(
      "INSERT INTO funds_ledger (client_code, entry, amount, at) VALUES (?, ?, ?, ?)",
    );
    this.#state = db.prepare<[string], { value: string }>("SELECT value FROM engine_state WHERE key = ?");
    this.#setState = db.prepare(
      "INSERT INTO engine_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
  }

  /** Insert an order; its id is `prefix` + the table's sequence, zero-padded (stable across restarts). */
  insert(order: NewOrder, prefix: string): OrderRow {
    const orderId = `${prefix}${String(this.nextSeq()).padStart(7, "0")}`;
    this.#insert.run({ ...order, order_id: orderId });
    return this.#byId.get(orderId) as OrderRow;
  }

  nextSeq(): number {
    return (this.#sequence.get()?.seq ?? 0) + 1;
  }

  /** Record the stop-loss-and-target id of an order. */
  setAoOrderId(orderId: string, aoOrderId: string): void {
    this.#setAo.run(aoOrderId, orderId);
  }

  update(order: OrderRow): void {
    this.#update.run(order);
  }

  byId(orderId: string): OrderRow | undefined {
    return this.#byId.get(orderId);
  }

  byGui(clientCode: string, guiOrderId: string): OrderRow | undefined {
    return this.#byGui.get(clientCode, guiOrderId);
  }

  /** The fingerprint of the placement stored under a guiOrderId (none for orders placed before it was kept). */
  requestFingerprint(clientCode: string, guiOrderId: string): string | undefined {
    return this.#request.get(clientCode, guiOrderId)?.fingerprint;
  }

  saveRequestFingerprint(clientCode: string, guiOrderId: string, fingerprint: string): void {
    this.#saveRequest.run(clientCode, guiOrderId, fingerprint);
  }

  /** A client's orders created or changed since `since` (epoch ms), newest first. */
  list(clientCode: string, since: number): OrderRow[] {
    return this.#list.all(clientCode, since, since);
  }

  working(): OrderRow[] {
    return this.#working.all();
  }

  children(orderId: string): OrderRow[] {
    return this.#children.all(orderId);
  }

  trade(order: OrderRow, quantity: number, price: number, at: number): void {
    this.#trade.run(
      order.order_id,
      order.client_code,
      order.segment,
      order.token,
      order.product,
      order.side,
      quantity,
      price,
      at,
    );
  }

  /**
   * A client's positions, read once and then kept in step with every write (the engine is the only writer, on one
   * connection); `forget` drops the copies after a rolled-back transaction.
   */
  #clientPositions(clientCode: string): Map<string, PositionRow> {
    let rows = this.#positionCache.get(clientCode);
    if (rows === undefined) {
      rows = new Map(this.#positions.all(clientCode).map((row) => [positionKey(row), row]));
      this.#positionCache.set(clientCode, rows);
    }
    return rows;
  }

  readonly #positionCache = new Map<string, Map<string, PositionRow>>();

  forget(): void {
    this.#positionCache.clear();
  }

  /** A copy of one position (callers change their copy, then save it). */
  position(clientCode: string, segment: number, token: number, product: string): PositionRow | undefined {
    const row = this.#clientPositions(clientCode).get(`${segment}|${token}|${product}`);
    return row === undefined ? undefined : { ...row };
  }

  positions(clientCode: string): PositionRow[] {
    return [...this.#clientPositions(clientCode).values()]
      .map((row) => ({ ...row }))
      .sort((a, b) => b.updated_at - a.updated_at || a.segment - b.segment || a.token - b.token);
  }

  allPositions(): PositionRow[] {
    return this.#allPositions.all();
  }

  savePosition(position: PositionRow): void {
    this.#upsertPosition.run(position);
    this.#clientPositions(position.client_code).set(positionKey(position), { ...position });
  }

  deletePosition(position: PositionRow): void {
    this.#deletePosition.run(position.client_code, position.segment, position.token, position.product);
    this.#clientPositions(position.client_code).delete(positionKey(position));
  }

  holding(clientCode: string, segment: number, token: number): HoldingRow | undefined {
    return this.#holding.get(clientCode, segment, token);
  }

  holdings(clientCode: string): HoldingRow[] {
    return this.#holdings.all(clientCode);
  }

  saveHolding(holding: HoldingRow): void {
    if (holding.quantity <= 0) {
      this.#deleteHolding.run(holding.client_code, holding.isin);
      return;
    }
    this.#upsertHolding.run(holding);
  }

  /** A funds ledger entry in paise (realised, settled, ...). */
  ledger(clientCode: string, entry: string, amount: number, at: number): void {
    if (amount !== 0) this.#ledger.run(clientCode, entry, amount, at);
  }

  state(key: string): string | undefined {
    return this.#state.get(key)?.value;
  }

  setState(key: string, value: string): void {
    this.#setState.run(key, value);
  }
}

const positionKey = (row: { segment: number; token: number; product: string }) =>
  `${row.segment}|${row.token}|${row.product}`;

/** The wire Order of a row (spec 2 §3). */
export function toOrder(row: OrderRow, instrument: Instrument | undefined): Order {
  const schedule = row.schedule_json === null ? null : (JSON.parse(row.schedule_json) as Schedule);
  return {
    orderId: row.order_id,
    guiOrderId: row.gui_order_id,
    parentOrderId: row.parent_order_id,
    leg: row.leg,
    orderStatus: row.status,
    status: row.status,
    rejectionReason: row.rejection_reason,
    text: row.text,
    errorCode: row.error_code,
    quantity: row.quantity,
    filledShares: row.filled,
    cancelledShares: row.cancelled,
    averagePrice: row.filled === 0 ? 0 : Math.round(row.fill_value / row.filled),
    price: row.price,
    triggerPrice: row.trigger_price,
    disclosedQuantity: row.disclosed,
    transactionType: row.side,
    productType: row.product,
    orderType: row.order_type,
    exchange: instrument?.exchange ?? "",
    exchangeSegment: row.segment,
    symbolToken: row.token,
    tradingSymbol: instrument?.tradeSymbol ?? "",
    lotSize: instrument?.lotSize ?? 1,
    orderTime: row.created_at,
    updateTime: row.updated_at,
    expiryDate: instrument?.expiry ?? null,
    instrumentType: instrument?.kind ?? "",
    optionType: instrument?.optionType ?? null,
    strikePrice: instrument?.strike ?? 0,
    isAMO: row.is_amo === 1,
    isStopLoss: row.leg === "STOPLOSS",
    isTakeProfit: row.leg === "TARGET",
    squareOff: row.square_off,
    stopLoss: row.stop_loss,
    trailInfo: row.trailing > 0 ? { trailJump: row.trailing } : null,
    scheduledOrder: schedule,
    duration: row.duration,
    variety: row.variety,
    orderTag: row.tag,
  };
}

/** The latest market time a run stamped on an order (epoch ms), or undefined when there is none yet. */
export function lastStampedTime(db: Db): number | undefined {
  const row = db.prepare<[], { last: number | null }>("SELECT MAX(updated_at) AS last FROM orders").get();
  return row?.last ?? undefined;
}
