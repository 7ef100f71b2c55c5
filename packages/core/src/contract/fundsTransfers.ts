import * as z from "zod/mini";
import { endpoint, getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * Money in and out (spec 3 §3 Funds, §4, §7 Funds): verify a UPI ID, pay by UPI (collect request or QR) or net banking,
 * follow the payment, withdraw, cancel a withdrawal, and the merged transaction list. The spec does not show these
 * paths; ours are in docs/decisions.md, "Funds". Amounts are integers in paise.
 */

const text = (max: number) => z.string().check(z.maxLength(max));
/** A request's own reference: the broker answers a repeat of it with the first answer (safe to retry). */
const reference = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
const amount = z.int().check(z.gte(1), z.lte(1e13));
const yyyyMmDd = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** How money is added. */
export const addFundsMethod = z.enum(["UPI_ID", "UPI_QR", "NET_BANKING"]);

/** A bank account linked to the trading account (masked). */
export const linkedBank = z.object({
  bank_name: z.string(),
  /** Masked: XXXXXXXX1234. */
  bank_account_number: z.string(),
  bank_ifsc_code: z.string(),
  client_name: z.string(),
});
export type LinkedBank = z.infer<typeof linkedBank>;

/** payment-page-data: the linked bank accounts money comes from and goes to. */
export const paymentPageData = z.object({ bank_accounts: z.array(linkedBank) });
export type PaymentPageData = z.infer<typeof paymentPageData>;

/** UPI verify (spec 3 §7: bank_name, product, vpa, upstream_reference_number). */
export const upiVerifyRequest = z.strictObject({
  vpa: text(320),
  bank_name: z.optional(text(100)),
  product: z.optional(text(40)),
  upstream_reference_number: z.optional(reference),
});
export type UpiVerifyRequest = z.input<typeof upiVerifyRequest>;

/** The verification: `verified` with the payer's name, or not, with the message to show ('Enter valid UPI ID'). */
export const upiVerification = z.object({
  vpa: z.string(),
  verified: z.boolean(),
  payer_name: z.nullable(z.string()),
  message: z.string(),
});
export type UpiVerification = z.infer<typeof upiVerification>;

/** What a payment request carries besides the amount (spec 3 §3 Payment request); optional ones the broker fills. */
const paymentFields = {
  amount,
  upstream_reference_number: reference,
  bank_name: z.optional(text(100)),
  bank_account_number: z.optional(text(40)),
  bank_ifsc_code: z.optional(text(20)),
  client_name: z.optional(text(120)),
  product: z.optional(text(40)),
  request_source: z.optional(text(40)),
  request_epoch_time: z.optional(z.int()),
};

/** UPI initiate: a collect request to `vpa` (COLLECT), or a QR code to scan (qr). */
export const upiPaymentRequest = z.strictObject({
  ...paymentFields,
  request_type: z.enum(["COLLECT", "qr"]),
  vpa: z.optional(text(320)),
});
export type UpiPaymentRequest = z.input<typeof upiPaymentRequest>;

/** Net-banking initiate: the bank's page, which sends the user back to `redirect_url` (a path under /trade/). */
export const netBankingPaymentRequest = z.strictObject({
  ...paymentFields,
  redirect_url: z.string().check(z.maxLength(500), z.regex(/^\/trade\/[^\s\\]*$/)),
});
export type NetBankingPaymentRequest = z.input<typeof netBankingPaymentRequest>;

/** Payment status (spec 3 §4: pending, success, failure; error is the app's when the status cannot be read). */
export const paymentStatus = z.enum(["pending", "success", "failure"]);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** A payment: its status, and where the user approves it. */
export const payment = z.object({
  transaction_id: z.string(),
  status: paymentStatus,
  amount: z.number(),
  method: addFundsMethod,
  request_type: z.enum(["COLLECT", "qr", "NETBANKING"]),
  vpa: z.nullable(z.string()),
  bank_name: z.string(),
  upstream_reference_number: z.string(),
  /** The bank's words when it failed ('Transaction failed due to temporary technical issue at your bank'). */
  message: z.nullable(z.string()),
  /** Epoch seconds. */
  transaction_date: z.number(),
  /** The UPI intent a QR code carries (`upi://pay?...`); QR payments only. */
  qr_payload: z.nullable(z.string()),
  /** The page that approves it: the UPI app's collect request, or the bank's net-banking page. */
  payment_url: z.nullable(z.string()),
});
export type Payment = z.infer<typeof payment>;
export const paymentResult = z.object({ payment });

/** Withdrawal status: pending (initiated, still cancellable), success (processed), cancelled, failed. */
export const withdrawalStatus = z.enum(["pending", "success", "cancelled", "failed"]);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

export const withdrawal = z.object({
  withdrawal_id: z.string(),
  amount: z.number(),
  status: withdrawalStatus,
  bank_name: z.string(),
  bank_account_number: z.string(),
  /** Epoch seconds. */
  transaction_date: z.number(),
  /** When it is (or was) processed: the next day roll after the request. Epoch seconds. */
  processing_date: z.number(),
  cancellable: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalResult = z.object({ withdrawal });
export const withdrawalList = z.object({ withdrawals: z.array(withdrawal) });

/** Withdraw balance: what may be withdrawn now (today's unsettled sale proceeds excluded) and where it goes. */
export const withdrawBalance = z.object({
  withdrawable: z.number(),
  /** Today's realised profit, withdrawable once settled. */
  unsettled: z.number(),
  bank: linkedBank,
});
export type WithdrawBalance = z.infer<typeof withdrawBalance>;

export const withdrawalRequest = z.strictObject({ amount, upstream_reference_number: reference });
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

/** One row of the merged transaction list (spec 3 §3 Funds transaction: amount, bank_name, transaction_date). */
export const fundsTransaction = z.object({
  id: z.string(),
  type: z.enum(["added", "withdrawn"]),
  amount: z.number(),
  bank_name: z.string(),
  /** Epoch seconds. */
  transaction_date: z.number(),
  /** The payment's or withdrawal's status. */
  status: z.string(),
  /** UPI ID, UPI QR, Net banking, or Withdrawal. */
  mode: z.string(),
  vpa: z.nullable(z.string()),
  message: z.nullable(z.string()),
});
export type FundsTransaction = z.infer<typeof fundsTransaction>;

/** The list's filter (spec 3 §3 Funds filter state): added or withdrawn, search text, IST date range. */
export const fundsTransactionsQuery = z.strictObject({
  type: z.optional(z.enum(["added", "withdrawn"])),
  inputStr: z.optional(text(40)),
  startDate: z.optional(yyyyMmDd),
  endDate: z.optional(yyyyMmDd),
});
export type FundsTransactionsQuery = z.input<typeof fundsTransactionsQuery>;
export const fundsTransactionList = z.object({ transactions: z.array(fundsTransaction) });

/**
 * The funds calls (spec 3 §7 Funds). Initiating a payment or a withdrawal carries the request's own reference, which
 * the broker de-duplicates, so they are safe to retry; so is cancelling (a cancelled withdrawal answers as it is).
 */
export const fundsTransferEndpoints = {
  paymentPageData: getEndpoint("trade", "/funds/v1/payment-page-data", undefined, paymentPageData),
  verifyUpi: postEndpoint("trade", "/funds/v1/upi/verify", upiVerifyRequest, upiVerification, true),
  payByUpi: postEndpoint("trade", "/funds/v1/upi/initiate", upiPaymentRequest, paymentResult, true),
  payByNetBanking: postEndpoint(
    "trade",
    "/funds/v1/netbanking/initiate",
    netBankingPaymentRequest,
    paymentResult,
    true,
  ),
  paymentStatus: getEndpoint("trade", "/funds/v1/payments/{transaction_id}", undefined, paymentResult),
  withdrawBalance: getEndpoint("trade", "/funds/v1/withdraw/balance", undefined, withdrawBalance),
  withdraw: postEndpoint("trade", "/funds/v1/withdrawals", withdrawalRequest, withdrawalResult, true),
  cancelWithdrawal: endpoint({
    method: "POST",
    path: "/funds/v1/withdrawals/{withdrawal_id}/cancel",
    token: "trade",
    body: undefined,
    query: undefined,
    data: withdrawalResult,
    idempotent: true,
  }),
  withdrawals: getEndpoint("trade", "/funds/v1/withdrawals", undefined, withdrawalList),
  transactions: getEndpoint("trade", "/funds/v1/transactions", fundsTransactionsQuery, fundsTransactionList),
};
