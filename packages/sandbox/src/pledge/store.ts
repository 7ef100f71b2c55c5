import type { Db } from "../db/database.js";
import { perDatabase } from "../db/perDatabase.js";

/** A pledge or unpledge request (pledge_requests). */
export interface PledgeRequestRow {
  req_id: string;
  client_code: string;
  kind: "PLEDGE" | "UNPLEDGE";
  status: number;
  remark: string;
  source: string;
  /** The depository's OTP for this request (the sandbox prints it, like the login OTPs). */
  otp: string;
  created_at: number;
  authorised_at: number | null;
  lapses_at: number | null;
  updated_at: number;
}

/** A stock of a request (pledge_items): `mtf_qty` of `qty` are MTF shares. */
export interface PledgeItemRow {
  req_id: string;
  isin: string;
  segment: number;
  token: number;
  qty: number;
  mtf_qty: number;
  done_qty: number;
  status: number;
}

/** What a client has pledged of a stock (pledges): collateral shares, MTF shares, the collateral margin given. */
export interface PledgeRow {
  client_code: string;
  isin: string;
  segment: number;
  token: number;
  qty: number;
  mtf_qty: number;
  collateral: number;
}

/** An MTF buy (mtf_lots): shares bought with Pay Later on a day, their pledge, and what closed or was squared off. */
export interface MtfLotRow {
  id: number;
  client_code: string;
  isin: string;
  segment: number;
  token: number;
  trade_date: string;
  qty: number;
  price: number;
  pledged_qty: number;
  closed_qty: number;
  squared_off_qty: number;
}

const pledgeStatements = (db: Db) => ({
  insertRequest: db.prepare<PledgeRequestRow>(
    `INSERT INTO pledge_requests (req_id, client_code, kind, status, remark, source, otp, created_at,
       authorised_at, lapses_at, updated_at)
     VALUES (@req_id, @client_code, @kind, @status, @remark, @source, @otp, @created_at, @authorised_at,
       @lapses_at, @updated_at)`,
  ),
  insertItem: db.prepare<PledgeItemRow>(
    `INSERT INTO pledge_items (req_id, isin, segment, token, qty, mtf_qty, done_qty, status)
     VALUES (@req_id, @isin, @segment, @token, @qty, @mtf_qty, @done_qty, @status)`,
  ),
  request: db.prepare<[string], PledgeRequestRow>("SELECT * FROM pledge_requests WHERE req_id = ?"),
  requests: db.prepare<[string], PledgeRequestRow>(
    "SELECT * FROM pledge_requests WHERE client_code = ? ORDER BY created_at DESC, req_id DESC",
  ),
  open: db.prepare<[string], PledgeRequestRow>(
    "SELECT * FROM pledge_requests WHERE client_code = ? AND status IN (201, 207, 203) ORDER BY created_at",
  ),
  items: db.prepare<[string], PledgeItemRow>("SELECT * FROM pledge_items WHERE req_id = ? ORDER BY isin"),
  // Guarded by the status it leaves: a transition happens once, however often it is asked.
  move: db.prepare<{ req_id: string; from: number; status: number; remark: string; at: number }>(
    `UPDATE pledge_requests SET status = @status, remark = @remark, updated_at = @at,
       authorised_at = CASE WHEN @status = 203 THEN @at ELSE authorised_at END
     WHERE req_id = @req_id AND status = @from`,
  ),
  itemDone: db.prepare<{ req_id: string; isin: string; done_qty: number; status: number }>(
    "UPDATE pledge_items SET done_qty = @done_qty, status = @status WHERE req_id = @req_id AND isin = @isin",
  ),
  pledge: db.prepare<[string, string], PledgeRow>("SELECT * FROM pledges WHERE client_code = ? AND isin = ?"),
  pledges: db.prepare<[string], PledgeRow>(
    "SELECT * FROM pledges WHERE client_code = ? AND (qty > 0 OR mtf_qty > 0) ORDER BY isin",
  ),
  savePledge: db.prepare<PledgeRow>(
    `INSERT INTO pledges (client_code, isin, segment, token, qty, mtf_qty, collateral)
     VALUES (@client_code, @isin, @segment, @token, @qty, @mtf_qty, @collateral)
     ON CONFLICT (client_code, isin) DO UPDATE SET qty = excluded.qty, mtf_qty = excluded.mtf_qty,
       collateral = excluded.collateral`,
  ),
  lots: db.prepare<[string], MtfLotRow>(
    "SELECT * FROM mtf_lots WHERE client_code = ? ORDER BY trade_date, id",
  ),
  allLots: db.prepare<[], MtfLotRow>(
    "SELECT * FROM mtf_lots WHERE qty > closed_qty + squared_off_qty ORDER BY client_code, trade_date, id",
  ),
  insertLot: db.prepare<Omit<MtfLotRow, "id">>(
    `INSERT INTO mtf_lots (client_code, isin, segment, token, trade_date, qty, price, pledged_qty, closed_qty,
       squared_off_qty)
     VALUES (@client_code, @isin, @segment, @token, @trade_date, @qty, @price, @pledged_qty, @closed_qty,
       @squared_off_qty)`,
  ),
  saveLot: db.prepare<MtfLotRow>(
    `UPDATE mtf_lots SET pledged_qty = @pledged_qty, closed_qty = @closed_qty, squared_off_qty = @squared_off_qty
     WHERE id = @id`,
  ),
  ledger: db.prepare("INSERT INTO funds_ledger (client_code, entry, amount, at) VALUES (?, ?, ?, ?)"),
});

/** The pledging and MTF tables: prepared statements, nothing else. */
export class PledgeStore {
  readonly #sql;

  constructor(readonly db: Db) {
    this.#sql = pledgeStatements(db);
  }

  insertRequest(row: PledgeRequestRow, items: readonly PledgeItemRow[]): void {
    this.#sql.insertRequest.run(row);
    for (const item of items) this.#sql.insertItem.run(item);
  }

  request(reqId: string): PledgeRequestRow | undefined {
    return this.#sql.request.get(reqId);
  }

  /** The client's requests, newest first. */
  requests(clientCode: string): PledgeRequestRow[] {
    return this.#sql.requests.all(clientCode);
  }

  /** The client's requests still moving (awaiting the OTP or the depository), oldest first. */
  open(clientCode: string): PledgeRequestRow[] {
    return this.#sql.open.all(clientCode);
  }

  items(reqId: string): PledgeItemRow[] {
    return this.#sql.items.all(reqId);
  }

  /** Move a request from `from` to `status`; false when it was no longer at `from` (someone else moved it). */
  move(reqId: string, from: number, status: number, remark: string, at: number): boolean {
    return this.#sql.move.run({ req_id: reqId, from, status, remark, at }).changes === 1;
  }

  itemDone(item: PledgeItemRow, doneQty: number, status: number): void {
    this.#sql.itemDone.run({ req_id: item.req_id, isin: item.isin, done_qty: doneQty, status });
  }

  pledge(clientCode: string, isin: string): PledgeRow | undefined {
    return this.#sql.pledge.get(clientCode, isin);
  }

  pledges(clientCode: string): PledgeRow[] {
    return this.#sql.pledges.all(clientCode);
  }

  savePledge(row: PledgeRow): void {
    this.#sql.savePledge.run(row);
  }

  lots(clientCode: string): MtfLotRow[] {
    return this.#sql.lots.all(clientCode);
  }

  /** Every client's lots with shares still open. */
  openLots(): MtfLotRow[] {
    return this.#sql.allLots.all();
  }

  insertLot(row: Omit<MtfLotRow, "id">): void {
    this.#sql.insertLot.run(row);
  }

  saveLot(row: MtfLotRow): void {
    this.#sql.saveLot.run(row);
  }

  /** A funds ledger entry in paise (collateral, settled). */
  ledger(clientCode: string, entry: string, amount: number, at: number): void {
    if (amount !== 0) this.#sql.ledger.run(clientCode, entry, amount, at);
  }
}

/** The pledge store of a database (one per database: the day roll and the services share its statements). */
export const pledgeStoreOf: (db: Db) => PledgeStore = perDatabase((db) => new PledgeStore(db));

/** Open shares of a lot: bought, less closed by sells and squared off. */
export const openQtyOf = (lot: MtfLotRow): number => lot.qty - lot.closed_qty - lot.squared_off_qty;
/** Open shares of a lot still awaiting their pledge. */
export const unpledgedQtyOf = (lot: MtfLotRow): number => Math.max(0, openQtyOf(lot) - lot.pledged_qty);
