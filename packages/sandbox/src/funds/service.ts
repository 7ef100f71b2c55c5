import { randomBytes } from "node:crypto";
import { displayName, istDay, istInstant, type RmsLimit } from "@trade/core";
import {
  type AddFundsMethod,
  addFundsPaiseProblem,
  type FundsTransaction,
  type FundsTransactionsQuery,
  type LinkedBank,
  matchesFundsFilter,
  type NetBankingPaymentRequest,
  normaliseUpiId,
  type Payment,
  paymentFailureTexts,
  paymentNotFoundMessage,
  type UpiPaymentRequest,
  type UpiVerification,
  upiIdInvalidMessage,
  upiIdProblem,
  upiIdVerifiedMessage,
  type Withdrawal,
  withdrawableBalance,
  withdrawalNotCancellableMessage,
  withdrawalNotFoundMessage,
  withdrawPaiseProblem,
} from "@trade/core/funds";
import { refused, type ServiceAnswer } from "../http/answer.js";
import { epochSeconds } from "../http/epochSeconds.js";
import { linkedBankOf } from "./banks.js";
import { outcomeOfHandle, requestLifetimeMs, unknownHandle } from "./handles.js";
import { repeatedRequest } from "./reference.js";
import type { FundsTransferStore, PaymentRow, WithdrawalRow } from "./store.js";

/** What the funds service reads from the rest of the sandbox. */
export interface FundsTransferDeps {
  /** The market clock, epoch ms (test controls drive it). */
  now: () => number;
  /** The trading balance, with the margin the engine blocks. */
  limit: (clientCode: string) => RmsLimit;
  clientName: (clientCode: string) => string;
}

/** The page that approves a payment: the sandbox's UPI app, or its bank's net-banking page. */
export const bankPagesBase = "/sandbox-bank";

const newId = (prefix: string) => `${prefix}${randomBytes(10).toString("hex").toUpperCase()}`;
const modeOf: Record<AddFundsMethod, string> = {
  UPI_ID: "UPI ID",
  UPI_QR: "UPI QR",
  NET_BANKING: "Net banking",
};

/**
 * The other side of adding and withdrawing money: the UPI network, the bank and the payout desk. A payment is pending
 * until its test handle settles, its page is answered, or it expires; each status check first settles what is due, so
 * the balance moves when the user (or a script) looks. A new IST day settles yesterday's pay-in into cash and
 * processes the withdrawals requested before it.
 */
export class FundsTransferService {
  readonly #store: FundsTransferStore;
  readonly #deps: FundsTransferDeps;

  constructor(store: FundsTransferStore, deps: FundsTransferDeps) {
    this.#store = store;
    this.#deps = deps;
  }

  bank(clientCode: string): LinkedBank {
    return linkedBankOf(clientCode, this.#deps.clientName(clientCode));
  }

  /** Settle what the clock made due for a client: test handles, expired requests, the day roll. */
  catchUp(clientCode: string): void {
    const now = this.#deps.now();
    for (const row of this.#store.pendingPayments(clientCode)) this.#settleIfDue(row, now);
    const todayStart = istInstant(istDay(now), 0);
    for (const row of this.#store.unsettledPayins(clientCode, todayStart)) this.#store.settlePayin(row, now);
    for (const row of this.#store.dueWithdrawals(clientCode, now))
      this.#store.finishWithdrawal(row, "success", now);
  }

  verifyUpi(vpa: string): UpiVerification {
    const id = normaliseUpiId(vpa);
    const problem = upiIdProblem(id);
    if (problem !== undefined || id === unknownHandle) {
      return { vpa: id, verified: false, payer_name: null, message: problem ?? upiIdInvalidMessage };
    }
    const name = id.split("@")[0]?.replace(/[._-]+/g, " ") ?? id;
    return { vpa: id, verified: true, payer_name: name.toUpperCase(), message: upiIdVerifiedMessage };
  }

  payByUpi(clientCode: string, request: UpiPaymentRequest): ServiceAnswer<Payment> {
    const method: AddFundsMethod = request.request_type === "qr" ? "UPI_QR" : "UPI_ID";
    let vpa: string | null = null;
    if (method === "UPI_ID") {
      vpa = normaliseUpiId(request.vpa ?? "");
      const problem = upiIdProblem(vpa) ?? (vpa === unknownHandle ? upiIdInvalidMessage : undefined);
      if (problem !== undefined) return refused(422, "FUNDS-UPI-ID", problem);
    }
    return this.#start(clientCode, method, request.amount, request.upstream_reference_number, vpa, null);
  }

  payByNetBanking(clientCode: string, request: NetBankingPaymentRequest): ServiceAnswer<Payment> {
    const { amount, upstream_reference_number: reference, redirect_url } = request;
    return this.#start(clientCode, "NET_BANKING", amount, reference, null, redirect_url);
  }

  payment(clientCode: string, id: string): ServiceAnswer<Payment> {
    const row = this.#store.payment(id);
    if (row === undefined || row.client_code !== clientCode) {
      return refused(404, "FUNDS-PAYMENT-NOT-FOUND", paymentNotFoundMessage);
    }
    this.catchUp(clientCode);
    return { ok: true, value: paymentOf(this.#store.payment(id) as PaymentRow) };
  }

  /** A payment as its approval page sees it (by its unguessable id; the page has no session). */
  pagePayment(id: string): PaymentRow | undefined {
    const row = this.#store.payment(id);
    if (row !== undefined && row.status === "pending") this.#settleIfDue(row, this.#deps.now());
    return row === undefined ? undefined : this.#store.payment(id);
  }

  /** The UPI app or the bank answered a pending request. False when it was no longer pending. */
  decide(id: string, decision: "approve" | "decline" | "bankfail"): boolean {
    const row = this.pagePayment(id);
    if (row === undefined || row.status !== "pending") return false;
    if (decision === "approve") return this.#store.finishPayment(row, "success", null, this.#deps.now());
    const message =
      decision === "bankfail"
        ? paymentFailureTexts.bankTechnical
        : row.method === "NET_BANKING"
          ? paymentFailureTexts.cancelledAtBank
          : paymentFailureTexts.declined;
    return this.#store.finishPayment(row, "failure", message, this.#deps.now());
  }

  withdrawBalance(clientCode: string) {
    this.catchUp(clientCode);
    const limit = this.#deps.limit(clientCode);
    return {
      withdrawable: withdrawableBalance(limit),
      unsettled: Math.max(0, limit.m2mRealised),
      bank: this.bank(clientCode),
    };
  }

  withdraw(clientCode: string, amount: number, reference: string): ServiceAnswer<Withdrawal> {
    this.catchUp(clientCode);
    const repeated = repeatedRequest(
      this.#store.withdrawals.byReference(clientCode, reference),
      (earlier) => earlier.amount === amount,
      (earlier) => ({ ok: true, value: withdrawalOf(earlier, this.#deps.now()) }),
    );
    if (repeated !== undefined) return repeated;
    const now = this.#deps.now();
    const bank = this.bank(clientCode);
    const row: WithdrawalRow = {
      id: newId("WD"),
      client_code: clientCode,
      reference,
      amount,
      bank_name: bank.bank_name,
      bank_account: bank.bank_account_number,
      status: "pending",
      created_at: now,
      processing_at: istInstant(istDay(now) + 1, 0),
      updated_at: now,
    };
    let problem: string | undefined;
    const made = this.#store.insertWithdrawal(row, () => {
      problem = withdrawPaiseProblem(amount, withdrawableBalance(this.#deps.limit(clientCode)));
      return problem === undefined;
    });
    if (!made) return refused(422, "FUNDS-WITHDRAW", problem ?? withdrawalNotCancellableMessage);
    return { ok: true, value: withdrawalOf(row, now) };
  }

  cancelWithdrawal(clientCode: string, id: string): ServiceAnswer<Withdrawal> {
    this.catchUp(clientCode);
    const row = this.#store.withdrawals.byId(clientCode, id);
    if (row === undefined) return refused(404, "FUNDS-WITHDRAWAL-NOT-FOUND", withdrawalNotFoundMessage);
    if (row.status === "pending") this.#store.finishWithdrawal(row, "cancelled", this.#deps.now());
    const now = this.#store.withdrawals.byId(clientCode, id) as WithdrawalRow;
    if (now.status !== "cancelled") {
      return refused(409, "FUNDS-WITHDRAWAL-FINAL", withdrawalNotCancellableMessage);
    }
    return { ok: true, value: withdrawalOf(now, this.#deps.now()) };
  }

  withdrawals(clientCode: string): Withdrawal[] {
    this.catchUp(clientCode);
    const now = this.#deps.now();
    return this.#store.withdrawals.all(clientCode).map((row) => withdrawalOf(row, now));
  }

  /** Money added and withdrawn, newest first, through the funds filter (spec 3 §5). */
  transactions(clientCode: string, query: FundsTransactionsQuery): FundsTransaction[] {
    this.catchUp(clientCode);
    const added: FundsTransaction[] = this.#store.payments.all(clientCode).map((row) => ({
      id: row.id,
      type: "added",
      amount: row.amount,
      bank_name: row.bank_name,
      transaction_date: epochSeconds(row.created_at),
      status: row.status,
      mode: modeOf[row.method],
      vpa: row.vpa,
      message: row.message,
    }));
    const withdrawn: FundsTransaction[] = this.#store.withdrawals.all(clientCode).map((row) => ({
      id: row.id,
      type: "withdrawn",
      amount: row.amount,
      bank_name: row.bank_name,
      transaction_date: epochSeconds(row.created_at),
      status: row.status,
      mode: "Withdrawal",
      vpa: null,
      message: null,
    }));
    return [...added, ...withdrawn]
      .filter((row) => query.type === undefined || row.type === query.type)
      .filter((row) => matchesFundsFilter(row, query))
      .sort((a, b) => b.transaction_date - a.transaction_date);
  }

  #start(
    clientCode: string,
    method: AddFundsMethod,
    amount: number,
    reference: string,
    vpa: string | null,
    redirectUrl: string | null,
  ): ServiceAnswer<Payment> {
    const repeated = repeatedRequest(
      this.#store.payments.byReference(clientCode, reference),
      (earlier) => earlier.amount === amount && earlier.method === method && earlier.vpa === vpa,
      (earlier) => this.payment(clientCode, earlier.id),
    );
    if (repeated !== undefined) return repeated;
    const problem = addFundsPaiseProblem(method, amount);
    if (problem !== undefined) return refused(422, "FUNDS-AMOUNT", problem);
    const now = this.#deps.now();
    const row: PaymentRow = {
      id: newId("TXN"),
      client_code: clientCode,
      reference,
      method,
      amount,
      vpa,
      bank_name: this.bank(clientCode).bank_name,
      status: "pending",
      message: null,
      ...outcomeOfHandle(vpa, now),
      expires_at: now + requestLifetimeMs,
      redirect_url: redirectUrl,
      payin_settled: 0,
      created_at: now,
      updated_at: now,
    };
    this.#store.insertPayment(row);
    return this.payment(clientCode, row.id);
  }

  #settleIfDue(row: PaymentRow, now: number): void {
    if (row.settle_at !== null && row.outcome !== null && now >= row.settle_at) {
      this.#store.finishPayment(row, row.outcome, row.outcome_message, now);
    } else if (row.settle_at === null && now >= row.expires_at) {
      this.#store.finishPayment(row, "failure", paymentFailureTexts.expired, now);
    }
  }
}

function paymentOf(row: PaymentRow): Payment {
  const page = row.method === "NET_BANKING" ? "netbanking" : "upi";
  const rupees = `${Math.trunc(row.amount / 100)}.${String(row.amount % 100).padStart(2, "0")}`;
  return {
    transaction_id: row.id,
    status: row.status,
    amount: row.amount,
    method: row.method,
    request_type: row.method === "NET_BANKING" ? "NETBANKING" : row.method === "UPI_QR" ? "qr" : "COLLECT",
    vpa: row.vpa,
    bank_name: row.bank_name,
    upstream_reference_number: row.reference,
    message: row.message,
    transaction_date: epochSeconds(row.created_at),
    qr_payload:
      row.method === "UPI_QR"
        ? `upi://pay?pa=tradekit@upi&pn=Trade%20Kit&am=${rupees}&tr=${row.id}&cu=INR`
        : null,
    payment_url: row.status === "pending" ? `${bankPagesBase}/${page}/${row.id}` : null,
  };
}

function withdrawalOf(row: WithdrawalRow, now: number): Withdrawal {
  return {
    withdrawal_id: row.id,
    amount: row.amount,
    status: row.status,
    bank_name: row.bank_name,
    bank_account_number: row.bank_account,
    transaction_date: epochSeconds(row.created_at),
    processing_date: epochSeconds(row.processing_at),
    cancellable: row.status === "pending" && now < row.processing_at,
  };
}

/** The client's name as the bank knows it. */
export const clientNameOf = (profile: { clientDetails: Parameters<typeof displayName>[0] } | undefined) =>
  profile === undefined ? "" : displayName(profile.clientDetails);
