import type { TradeClient } from "../client.js";
import type { RmsLimit } from "../contract/funds.js";
import {
  fundsTransferEndpoints as calls,
  type FundsTransaction,
  type FundsTransactionsQuery,
  type NetBankingPaymentRequest,
  type Payment,
  type PaymentPageData,
  type UpiPaymentRequest,
  type UpiVerification,
  type Withdrawal,
  type WithdrawBalance,
} from "../contract/fundsTransfers.js";
import { atPath } from "../contract/path.js";
import { randomId } from "../internal/ids.js";
import { pageAddress } from "../internal/pageAddress.js";
import { type PollOptions, pollUntil } from "../internal/poll.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/** A request's own reference when the caller gives none: retries of the call send the same one. */
const newReference = () => randomId().replace(/[^A-Za-z0-9]/g, "");

/** A payment or withdrawal as given to the SDK: the reference is filled when absent. */
type Referenced<T extends { upstream_reference_number: string }> = Omit<T, "upstream_reference_number"> & {
  upstream_reference_number?: string;
};

/**
 * Funds (spec 3 §3, §4, §7): the trading balance, adding money by UPI (a collect request to a UPI ID, or a QR code)
 * or net banking, following a payment to its result, withdrawing and cancelling a withdrawal, and the merged
 * transaction list. Amounts are integers in paise. Each payment and withdrawal carries its own reference
 * (`upstream_reference_number`, made here when not given), which the broker de-duplicates: retrying a call never pays
 * or withdraws twice. A payment's amount reaches the trading balance once, when its status turns success.
 *
 * @example
 * ```ts
 * import { fundsOf } from "@trade/core/funds";
 * const funds = fundsOf(client);
 * const { verified } = await funds.verifyUpi("asha@okaxis");
 * const started = await funds.payByUpi({ amount: 5_000_00, request_type: "COLLECT", vpa: "asha@okaxis" });
 * const settled = await funds.waitForPayment(started.transaction_id);
 * ```
 */
export class FundsAreaResource extends Resource {
  /** The trading balance (the same call as `client.funds.rmsLimit`). */
  balance(options?: RequestOptions): Promise<RmsLimit> {
    return this.client.funds.rmsLimit({}, options);
  }

  /** The linked bank accounts money comes from and goes to. */
  pageData(options?: RequestOptions): Promise<PaymentPageData> {
    return this.call(calls.paymentPageData, {}, options);
  }

  /** Ask the UPI network whether a UPI ID exists: `verified` with the payer's name, or the message to show. */
  verifyUpi(vpa: string, options?: RequestOptions): Promise<UpiVerification> {
    return this.call(calls.verifyUpi, { body: { vpa } }, options);
  }

  /** Start a UPI payment: a collect request to `vpa`, or (`request_type: "qr"`) a QR code to scan. */
  async payByUpi(request: Referenced<UpiPaymentRequest>, options?: RequestOptions): Promise<Payment> {
    const body = {
      ...request,
      upstream_reference_number: request.upstream_reference_number ?? newReference(),
    };
    return (await this.call(calls.payByUpi, { body }, options)).payment;
  }

  /** Start a net-banking payment: open `payment_url`; the bank sends the user back to `redirect_url`. */
  async payByNetBanking(
    request: Referenced<NetBankingPaymentRequest>,
    options?: RequestOptions,
  ): Promise<Payment> {
    const body = {
      ...request,
      upstream_reference_number: request.upstream_reference_number ?? newReference(),
    };
    return (await this.call(calls.payByNetBanking, { body }, options)).payment;
  }

  /** A payment's status now (the status check by transaction id). */
  async payment(transactionId: string, options?: RequestOptions): Promise<Payment> {
    return (await this.call(atPath(calls.paymentStatus, { transaction_id: transactionId }), {}, options))
      .payment;
  }

  /**
   * Ask a payment's status every `everyMs` (default 3 s) until it is no longer pending, or `signal` aborts (then the
   * last status read is answered). Timers are the caller's clock, so fake timers drive it in tests.
   */
  async waitForPayment(transactionId: string, wait: PollOptions = {}): Promise<Payment> {
    return pollUntil(
      (options) => this.payment(transactionId, options),
      (payment) => payment.status !== "pending",
      wait,
      3000,
    );
  }

  /**
   * A payment's approval page (the UPI app's request, the bank's net-banking page) as an absolute address: its
   * `payment_url` against the client's base URL. Undefined once the payment is final.
   */
  pageUrl(payment: Pick<Payment, "payment_url">): string | undefined {
    return pageAddress(this.client.options.baseUrl, payment.payment_url);
  }

  /** What may be withdrawn now, and the bank account it goes to. */
  withdrawBalance(options?: RequestOptions): Promise<WithdrawBalance> {
    return this.call(calls.withdrawBalance, {}, options);
  }

  /** Withdraw: the amount leaves the trading balance at once and reaches the bank at the next day roll. */
  async withdraw(
    amount: number,
    { reference, ...options }: RequestOptions & { reference?: string } = {},
  ): Promise<Withdrawal> {
    const body = { amount, upstream_reference_number: reference ?? newReference() };
    return (await this.call(calls.withdraw, { body }, options)).withdrawal;
  }

  /** Cancel a withdrawal not yet processed: the amount returns to the trading balance. */
  async cancelWithdrawal(withdrawalId: string, options?: RequestOptions): Promise<Withdrawal> {
    return (await this.call(atPath(calls.cancelWithdrawal, { withdrawal_id: withdrawalId }), {}, options))
      .withdrawal;
  }

  /** The withdrawals, newest first. */
  async withdrawals(options?: RequestOptions): Promise<Withdrawal[]> {
    return (await this.call(calls.withdrawals, {}, options)).withdrawals;
  }

  /** Money added and withdrawn, newest first, filtered as the funds transactions screen filters (spec 3 §5). */
  async transactions(
    query: FundsTransactionsQuery = {},
    options?: RequestOptions,
  ): Promise<FundsTransaction[]> {
    return (await this.call(calls.transactions, { query }, options)).transactions;
  }
}

/** The funds area of a client (one per client). */
export const fundsOf: (client: TradeClient) => FundsAreaResource = accessorOf(
  (client) => new FundsAreaResource(client),
);
