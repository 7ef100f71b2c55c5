import type { Db } from "../db/database.js";

/** A row of transfer_beneficiaries. */
export interface BeneficiaryRow {
  id: number;
  client_code: string;
  boid: string;
  depository: "CDSL" | "NSDL";
  dpid: string;
  name: string;
  pan: string;
  scode: number;
  added_at: number;
  active_from: number | null;
}

/** A row of stock_transfers; `trandetails_json` holds the lines as the client sent them (with the server's ltp). */
export interface TransferRow {
  id: number;
  client_code: string;
  fromboid: string;
  toboid: string;
  beneficiary_name: string;
  remark: string;
  reasoncode: string;
  executiondate: string;
  trandetails_json: string;
  value: number;
  scode: number;
  message: string | null;
  created_at: number;
  updated_at: number;
}

/** The request ids the API shows: B<n> for a beneficiary, T<n> for a transfer (deterministic: the row ids). */
export const beneficiaryReqId = (id: number) => `B${id}`;
export const transferReqId = (id: number) => `T${id}`;
export const rowIdOf = (reqId: string, prefix: "B" | "T"): number | undefined =>
  new RegExp(`^${prefix}(\\d{1,12})$`).exec(reqId)?.[1] === undefined ? undefined : Number(reqId.slice(1));

const transferStatements = (db: Db) => ({
  beneficiaries: db.prepare<[string], BeneficiaryRow>(
    "SELECT * FROM transfer_beneficiaries WHERE client_code = ? ORDER BY added_at DESC, id DESC",
  ),
  beneficiary: db.prepare<[string, number], BeneficiaryRow>(
    "SELECT * FROM transfer_beneficiaries WHERE client_code = ? AND id = ?",
  ),
  beneficiaryByBoid: db.prepare<[string, string], BeneficiaryRow>(
    "SELECT * FROM transfer_beneficiaries WHERE client_code = ? AND boid = ?",
  ),
  removeBeneficiary: db.prepare<[number]>("DELETE FROM transfer_beneficiaries WHERE id = ?"),
  insertBeneficiary: db.prepare<Omit<BeneficiaryRow, "id">>(
    `INSERT INTO transfer_beneficiaries (client_code, boid, depository, dpid, name, pan, scode, added_at, active_from)
     VALUES (@client_code, @boid, @depository, @dpid, @name, @pan, @scode, @added_at, @active_from)`,
  ),
  setBeneficiary: db.prepare<[number, number | null, number, number]>(
    "UPDATE transfer_beneficiaries SET scode = ?, active_from = ? WHERE id = ? AND scode = ?",
  ),
  transfers: db.prepare<[string, number, number], TransferRow>(
    `SELECT * FROM stock_transfers WHERE client_code = ? AND created_at >= ? AND created_at < ?
     ORDER BY created_at DESC, id DESC`,
  ),
  openTransfers: db.prepare<[string], TransferRow>(
    "SELECT * FROM stock_transfers WHERE client_code = ? AND scode IN (101, 201) ORDER BY id",
  ),
  transfer: db.prepare<[string, number], TransferRow>(
    "SELECT * FROM stock_transfers WHERE client_code = ? AND id = ?",
  ),
  insertTransfer: db.prepare<Omit<TransferRow, "id">>(
    `INSERT INTO stock_transfers (client_code, fromboid, toboid, beneficiary_name, remark, reasoncode,
       executiondate, trandetails_json, value, scode, message, created_at, updated_at)
     VALUES (@client_code, @fromboid, @toboid, @beneficiary_name, @remark, @reasoncode, @executiondate,
       @trandetails_json, @value, @scode, @message, @created_at, @updated_at)`,
  ),
  setTransfer: db.prepare<[number, string | null, number, number, number]>(
    "UPDATE stock_transfers SET scode = ?, message = ?, updated_at = ? WHERE id = ? AND scode = ?",
  ),
  otpFor: db.prepare<[string], { req_id: string; type: string }>(
    "SELECT req_id, type FROM transfer_otp_requests WHERE client_code = ?",
  ),
  setOtpFor: db.prepare<[string, string, string]>(
    `INSERT INTO transfer_otp_requests (client_code, req_id, type) VALUES (?, ?, ?)
     ON CONFLICT(client_code) DO UPDATE SET req_id = excluded.req_id, type = excluded.type`,
  ),
  clearOtpFor: db.prepare<[string]>("DELETE FROM transfer_otp_requests WHERE client_code = ?"),
  takeHolding: db.prepare<[number, string, string, number]>(
    "UPDATE holdings SET quantity = quantity - ? WHERE client_code = ? AND isin = ? AND quantity >= ?",
  ),
  dropEmptyHolding: db.prepare<[string, string]>(
    "DELETE FROM holdings WHERE client_code = ? AND isin = ? AND quantity <= 0",
  ),
});

/** The stock transfer tables: prepared statements, nothing else. */
export class TransferStore {
  readonly #sql;

  constructor(readonly db: Db) {
    this.#sql = transferStatements(db);
  }

  beneficiaries(clientCode: string): BeneficiaryRow[] {
    return this.#sql.beneficiaries.all(clientCode);
  }

  beneficiary(clientCode: string, id: number): BeneficiaryRow | undefined {
    return this.#sql.beneficiary.get(clientCode, id);
  }

  beneficiaryByBoid(clientCode: string, boid: string): BeneficiaryRow | undefined {
    return this.#sql.beneficiaryByBoid.get(clientCode, boid);
  }

  /** Add a beneficiary (a rejected one with the same BOID gives way); answers its row id. */
  addBeneficiary(row: Omit<BeneficiaryRow, "id">, replacing?: number): number {
    return this.db.transaction(() => {
      if (replacing !== undefined) this.#sql.removeBeneficiary.run(replacing);
      return Number(this.#sql.insertBeneficiary.run(row).lastInsertRowid);
    })();
  }

  /** Move a beneficiary on from the status `from`; false when it had moved already. */
  setBeneficiary(id: number, from: number, scode: number, activeFrom: number | null): boolean {
    return this.#sql.setBeneficiary.run(scode, activeFrom, id, from).changes === 1;
  }

  /** The client's transfers created in [from, to) (epoch ms), newest first. */
  transfers(clientCode: string, from: number, to: number): TransferRow[] {
    return this.#sql.transfers.all(clientCode, from, to);
  }

  /** The client's transfers waiting for their OTP or their EDIS check. */
  openTransfers(clientCode: string): TransferRow[] {
    return this.#sql.openTransfers.all(clientCode);
  }

  transfer(clientCode: string, id: number): TransferRow | undefined {
    return this.#sql.transfer.get(clientCode, id);
  }

  addTransfer(row: Omit<TransferRow, "id">): number {
    return Number(this.#sql.insertTransfer.run(row).lastInsertRowid);
  }

  /** Move a transfer on from the status `from`; false when it had moved already. */
  setTransfer(id: number, from: number, scode: number, message: string | null, now: number): boolean {
    return this.#sql.setTransfer.run(scode, message, now, id, from).changes === 1;
  }

  /** Which request the client's live OTP was sent for. */
  otpFor(clientCode: string): { req_id: string; type: string } | undefined {
    return this.#sql.otpFor.get(clientCode);
  }

  setOtpFor(clientCode: string, reqId: string, type: string): void {
    this.#sql.setOtpFor.run(clientCode, reqId, type);
  }

  clearOtpFor(clientCode: string): void {
    this.#sql.clearOtpFor.run(clientCode);
  }

  /** Take shares out of a holding (the row goes when none are left); false when it holds fewer. */
  takeHolding(clientCode: string, isin: string, quantity: number): boolean {
    if (this.#sql.takeHolding.run(quantity, clientCode, isin, quantity).changes !== 1) return false;
    this.#sql.dropEmptyHolding.run(clientCode, isin);
    return true;
  }
}
