import type { Basket, BasketLine } from "@trade/core/basket";
import type { Db } from "../db/database.js";

/** A row of baskets (migration 9); `orders` is the lines as JSON. */
export interface BasketRow {
  id: number;
  client_code: string;
  name: string;
  version: number;
  orders: string;
  created_at: number;
  updated_at: number;
}

const basketStatements = (db: Db) => ({
  insert: db.prepare<[string, string, string, number, number]>(
    `INSERT INTO baskets (client_code, name, version, orders, created_at, updated_at)
     VALUES (?, ?, 1, ?, ?, ?)`,
  ),
  update: db.prepare<[string, string, number, number, string, number]>(
    `UPDATE baskets SET name = ?, orders = ?, version = version + 1, updated_at = ?
     WHERE id = ? AND client_code = ? AND version = ?`,
  ),
  remove: db.prepare<[number, string]>("DELETE FROM baskets WHERE id = ? AND client_code = ?"),
  byId: db.prepare<[number, string], BasketRow>("SELECT * FROM baskets WHERE id = ? AND client_code = ?"),
  list: db.prepare<[string], BasketRow>("SELECT * FROM baskets WHERE client_code = ? ORDER BY id DESC"),
});

/** The baskets table: one statement per question; each write is one statement, so one transaction. */
export class BasketStore {
  readonly #sql;

  constructor(readonly db: Db) {
    this.#sql = basketStatements(db);
  }

  insert(clientCode: string, name: string, lines: readonly BasketLine[], now: number): BasketRow {
    const { lastInsertRowid } = this.#sql.insert.run(clientCode, name, JSON.stringify(lines), now, now);
    return this.#sql.byId.get(Number(lastInsertRowid), clientCode) as BasketRow;
  }

  /** Replace the name and lines if the basket is still at `version` (the version moves on); undefined if not. */
  update(
    clientCode: string,
    id: number,
    version: number,
    change: { name: string; lines: readonly BasketLine[] },
    now: number,
  ): BasketRow | undefined {
    const { changes } = this.#sql.update.run(
      change.name,
      JSON.stringify(change.lines),
      now,
      id,
      clientCode,
      version,
    );
    return changes === 0 ? undefined : this.#sql.byId.get(id, clientCode);
  }

  remove(clientCode: string, id: number): boolean {
    return this.#sql.remove.run(id, clientCode).changes > 0;
  }

  get(clientCode: string, id: number): BasketRow | undefined {
    return this.#sql.byId.get(id, clientCode);
  }

  list(clientCode: string): BasketRow[] {
    return this.#sql.list.all(clientCode);
  }
}

/** A row as the wire's basket. */
export function toBasket(row: BasketRow): Basket {
  const orders = JSON.parse(row.orders) as BasketLine[];
  return {
    basketId: String(row.id),
    basketName: row.name,
    version: row.version,
    orders,
    itemCount: orders.length,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
