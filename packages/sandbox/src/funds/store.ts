import type { Db } from "../db/database.js";
import { type ClientRecordRow, type ClientRecords, clientRecords } from "./clientRecords.js";

/** A row of fund_payments: a payment in, and what the other side will answer (`outcome`, at `settle_at`). */
export interface PaymentRow extends ClientRecordRow {
  method: "UPI_ID" | "UPI_QR" | "NET_BANKING";
  vpa: string | null;
  bank_name: string;
  status: "pending" | "success" | "failure";
  message: string | null;
  /** What a test handle settles to, and when (market ms); null while a page decides. */
  outcome: "success" | "failure" | null;
  outcome_message: string | null;
  settle_at: number | null;
  /** An unanswered request fails then. */
  expires_at: number;
  redirect_url: string | null;
  /** 1 once the credited amount moved from today's pay-in to settled cash (the day roll). */
  payin_settled: number;
  created_at: number;
  updated_at: number;
}

/** A row of fund_withdrawals. */
export interface WithdrawalRow extends ClientRecordRow {
  bank_name: string;
  bank_account: string;
  status: "pending" | "success" | "cancelled" | "failed";
  created_at: number;
  processing_at: number;
  updated_at: number;
}

/**
 * The payments and withdrawals tables and the ledger entries they make. Every change of status that moves money is
 * one transaction with its ledger entry, guarded by the status it leaves (`WHERE status = 'pending'`): however often
 * it is asked, and whatever kills the process, an amount reaches the ledger once or not at all.
 */
export class FundsTransferStore {
  readonly #db: Db;
  readonly #sql;
  /** A client's payments in: by reference, all newest first (by id: `payment`, which a redirect asks without a session). */
  readonly payments: ClientRecords<PaymentRow>;
  /** A client's withdrawals: by id, by reference, all newest first. */
  readonly withdrawals: ClientRecords<WithdrawalRow>;

  constructor(db: Db) {
    this.#db = db;
    this.payments = clientRecords(db, "fund_payments");
    this.withdrawals = clientRecords(db, "fund_withdrawals");
    this.#sql = {
      insertPayment: db.prepare<PaymentRow>(
        `INSERT INTO fund_payments (id, client_code, reference, method, amount, vpa, bank_name, status, message,
           outcome, outcome_message, settle_at, expires_at, redirect_url, payin_settled, created_at, updated_at)
         VALUES (@id, @client_code, @reference, @method, @amount, @vpa, @bank_name, @status, @message, @outcome,
           @outcome_message, @settle_at, @expires_at, @redirect_url, @payin_settled, @created_at, @updated_at)`,
      ),
      payment: db.prepare<[string], PaymentRow>("SELECT * FROM fund_payments WHERE id = ?"),
      pendingPayments: db.prepare<[string], PaymentRow>(
        "SELECT * FROM fund_payments WHERE client_code = ? AND status = 'pending'",
      ),
      unsettledPayins: db.prepare<[string, number], PaymentRow>(
        `SELECT * FROM fund_payments
         WHERE client_code = ? AND status = 'success' AND payin_settled = 0 AND updated_at < ?`,
      ),
      finishPayment: db.prepare<[string, string | null, number, string]>(
        "UPDATE fund_payments SET status = ?, message = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
      ),
      settlePayin: db.prepare<[string]>(
        "UPDATE fund_payments SET payin_settled = 1 WHERE id = ? AND status = 'success' AND payin_settled = 0",
      ),
      insertWithdrawal: db.prepare<WithdrawalRow>(
        `INSERT INTO fund_withdrawals (id, client_code, reference, amount, bank_name, bank_account, status,
           created_at, processing_at, updated_at)
         VALUES (@id, @client_code, @reference, @amount, @bank_name, @bank_account, @status, @created_at,
           @processing_at, @updated_at)`,
      ),
      dueWithdrawals: db.prepare<[string, number], WithdrawalRow>(
        "SELECT * FROM fund_withdrawals WHERE client_code = ? AND status = 'pending' AND processing_at <= ?",
      ),
      finishWithdrawal: db.prepare<[string, number, string]>(
        "UPDATE fund_withdrawals SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
      ),
      ledger: db.prepare<[string, string, number, number]>(
        "INSERT INTO funds_ledger (client_code, entry, amount, at) VALUES (?, ?, ?, ?)",
      ),
    };
  }

  insertPayment(row: PaymentRow): void {
    this.#sql.insertPayment.run(row);
  }

  payment(id: string): PaymentRow | undefined {
    return this.#sql.payment.get(id);
  }

  pendingPayments(clientCode: string): PaymentRow[] {
    return this.#sql.pendingPayments.all(clientCode);
  }

  /** Finish a pending payment; a success credits today's pay-in in the same transaction. False if not pending. */
  finishPayment(
    row: PaymentRow,
    status: "success" | "failure",
    message: string | null,
    now: number,
  ): boolean {
    return this.#db.transaction(() => {
      if (this.#sql.finishPayment.run(status, message, now, row.id).changes !== 1) return false;
      if (status === "success") this.#sql.ledger.run(row.client_code, "payin", row.amount, now);
      return true;
    })();
  }

  /** Credited payments finished before `before` whose pay-in is not yet settled cash. */
  unsettledPayins(clientCode: string, before: number): PaymentRow[] {
    return this.#sql.unsettledPayins.all(clientCode, before);
  }

  /** Today's pay-in becomes settled cash (the day roll), once. */
  settlePayin(row: PaymentRow, now: number): void {
    this.#db.transaction(() => {
      if (this.#sql.settlePayin.run(row.id).changes !== 1) return;
      this.#sql.ledger.run(row.client_code, "payin", -row.amount, now);
      this.#sql.ledger.run(row.client_code, "settled", row.amount, now);
    })();
  }

  dueWithdrawals(clientCode: string, now: number): WithdrawalRow[] {
    return this.#sql.dueWithdrawals.all(clientCode, now);
  }

  /**
   * A withdrawal leaves the trading balance (today's pay-out) when it is made, unless `canMake` (asked inside the
   * transaction, so two requests cannot both spend the same balance) refuses it.
   */
  insertWithdrawal(row: WithdrawalRow, canMake: () => boolean): boolean {
    return this.#db.transaction(() => {
      if (!canMake()) return false;
      this.#sql.insertWithdrawal.run(row);
      this.#sql.ledger.run(row.client_code, "payout", row.amount, row.created_at);
      return true;
    })();
  }

  /** Cancelled: the pay-out is taken back. Processed: the pay-out leaves settled cash. False if not pending. */
  finishWithdrawal(row: WithdrawalRow, status: "cancelled" | "success", now: number): boolean {
    return this.#db.transaction(() => {
      if (this.#sql.finishWithdrawal.run(status, now, row.id).changes !== 1) return false;
      this.#sql.ledger.run(row.client_code, "payout", -row.amount, now);
      if (status === "success") this.#sql.ledger.run(row.client_code, "settled", -row.amount, now);
      return true;
    })();
  }
}
