import type { Db } from "../db/database.js";
import { perDatabase } from "../db/perDatabase.js";
import type { HoldingRow } from "../trading/book.js";

/** One settled transaction behind a holding: prices in paise, the trade date YYYY-MM-DD. */
export interface TransactionRow {
  id: number;
  client_code: string;
  isin: string;
  segment: number;
  token: number;
  date: string;
  kind: "BUY" | "SELL" | "SPLIT" | "BONUS" | "TRANSFER";
  quantity: number;
  price: number;
}

/** The shares a row adds to its holding: negative for a sell and a transfer out. */
export const signedQuantity = (tx: Pick<TransactionRow, "kind" | "quantity">): number =>
  tx.kind === "SELL" || tx.kind === "TRANSFER" ? -tx.quantity : tx.quantity;

/** A corporate event declared (by a test control), next to the generated ones. */
export interface DeclaredEventRow {
  id: number;
  isin: string;
  corp_type: "DIVIDEND" | "SPLIT" | "BONUS";
  ratio_new: number;
  ratio_old: number;
  amount: number;
  ex_date: string;
}

/** The portfolio's tables: prepared statements, nothing else. */
export class HoldingLedger {
  readonly db: Db;
  readonly #insert;
  readonly #ofClient;
  readonly #ofIsin;
  readonly #allHoldings;
  readonly #declare;
  readonly #declared;

  constructor(db: Db) {
    this.db = db;
    this.#insert = db.prepare<Omit<TransactionRow, "id">>(
      `INSERT INTO holding_transactions (client_code, isin, segment, token, date, kind, quantity, price)
       VALUES (@client_code, @isin, @segment, @token, @date, @kind, @quantity, @price)`,
    );
    this.#ofClient = db.prepare<[string], TransactionRow>(
      "SELECT * FROM holding_transactions WHERE client_code = ? ORDER BY date, id",
    );
    this.#ofIsin = db.prepare<[string, string], TransactionRow>(
      "SELECT * FROM holding_transactions WHERE client_code = ? AND isin = ? ORDER BY date, id",
    );
    this.#allHoldings = db.prepare<[], HoldingRow>("SELECT * FROM holdings ORDER BY client_code, isin");
    this.#declare = db.prepare<Omit<DeclaredEventRow, "id">>(
      `INSERT INTO corporate_events (isin, corp_type, ratio_new, ratio_old, amount, ex_date)
       VALUES (@isin, @corp_type, @ratio_new, @ratio_old, @amount, @ex_date)`,
    );
    this.#declared = db.prepare<[string], DeclaredEventRow>(
      "SELECT * FROM corporate_events WHERE isin = ? ORDER BY ex_date, id",
    );
  }

  record(row: Omit<TransactionRow, "id">): void {
    if (row.quantity > 0) this.#insert.run(row);
  }

  /** The client's transactions, oldest first (of one stock, or all). */
  transactions(clientCode: string, isin?: string): TransactionRow[] {
    return isin === undefined ? this.#ofClient.all(clientCode) : this.#ofIsin.all(clientCode, isin);
  }

  /** Every client's holdings (the day roll applies corporate events to all of them). */
  allHoldings(): HoldingRow[] {
    return this.#allHoldings.all();
  }

  declare(event: Omit<DeclaredEventRow, "id">): void {
    this.#declare.run(event);
  }

  declared(isin: string): DeclaredEventRow[] {
    return this.#declared.all(isin);
  }
}

/** The ledger of a database (one per database: its statements are prepared once). */
export const ledgerOf: (db: Db) => HoldingLedger = perDatabase((db) => new HoldingLedger(db));
