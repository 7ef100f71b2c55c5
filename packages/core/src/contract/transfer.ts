import * as z from "zod/mini";
import { depositories } from "../rules/transfer/limits.js";
import { getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * Stock transfer (spec 3 §3 Stock transfer, §7 Stock transfer): beneficiaries, the stocks that can be transferred,
 * transfers with their two OTPs and the EDIS check, and the history. Prices and values are integer paise; dates
 * YYYY-MM-DD. The spec names the calls, not their paths: ours are `/stocktransfer/<call>` (docs/decisions.md,
 * "Stock transfer").
 */

const clientcode = z.string().check(z.minLength(1), z.maxLength(20));
const reqId = z.string().check(z.minLength(1), z.maxLength(40));
const field = (max: number) => z.string().check(z.maxLength(max));
const dateKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"));
const isin = z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/, "must be an ISIN (12 characters)"));

/** A transfer reason (getReasonCodeList). */
export const transferReason = z.object({ code: z.string(), description: z.string() });
export type TransferReason = z.infer<typeof transferReason>;

/**
 * A beneficiary (spec 3 §3): the demat account stocks can be sent to. `clientboid` is the client's own BOID,
 * `beneficiaryboid` the beneficiary's; `name` and `beneficiaryname` both carry the holder's name as typed. `pan` comes
 * back masked. `scode` is a beneficiary code of §4 (`beneficiaryLabelOf`); `activeFrom` is when an in-process
 * beneficiary becomes active (epoch ms), null before its OTP is verified.
 */
export const beneficiary = z.object({
  reqId: z.string(),
  beneficiaryname: z.string(),
  name: z.string(),
  clientboid: z.string(),
  beneficiaryboid: z.string(),
  depository: z.enum(depositories),
  dpid: z.string(),
  pan: z.string(),
  scode: z.number(),
  addedAt: z.number(),
  activeFrom: z.nullable(z.number()),
});
export type Beneficiary = z.infer<typeof beneficiary>;

/**
 * A stock that can be transferred (spec 3 §3): `AvlQty` is the free quantity less what pending transfers hold; `ltp`
 * is a snapshot in paise. Version v2 adds the instrument's segment and token (for live prices).
 */
export const stockToTransfer = z.object({
  symbolName: z.string(),
  isin: z.string(),
  AvlQty: z.number(),
  ltp: z.number(),
  mktSegID: z.optional(z.number()),
  tokenID: z.optional(z.number()),
});
export type StockToTransfer = z.infer<typeof stockToTransfer>;

/** One stock of a transfer (spec 3 §3 trandetails): quantity, name and last price (paise) as the client saw it. */
export const tranDetail = z.strictObject({
  isin,
  qty: z.int().check(z.gte(0), z.lte(10_000_000)),
  scripname: field(60),
  ltp: z.number().check(z.gte(0)),
});
export type TranDetail = z.infer<typeof tranDetail>;

/**
 * A transfer (spec 3 §3 Transfer): `scode` is a transfer code of §4 (`transferLabelOf`), `value` the server's value
 * of it (paise, at its prices when it was made), `message` why it failed or waits, when it does.
 */
export const stockTransfer = z.object({
  reqId: z.string(),
  clientcode: z.string(),
  fromboid: z.string(),
  toboid: z.string(),
  beneficiaryname: z.string(),
  remark: z.string(),
  reasoncode: z.string(),
  executiondate: z.string(),
  trandetails: z.array(
    z.object({ isin: z.string(), qty: z.number(), scripname: z.string(), ltp: z.number() }),
  ),
  value: z.number(),
  scode: z.number(),
  createdAt: z.number(),
  message: z.nullable(z.string()),
});
export type StockTransfer = z.infer<typeof stockTransfer>;

/** The OTP kinds of generateDisOtp and verifyDisOtp. */
export const disOtpType = z.enum(["beneficiary", "transaction"]);
export type DisOtpType = z.infer<typeof disOtpType>;

export const reasonCodesResult = z.object({ reasons: z.array(transferReason) });
/** getHolding {clientcode, boid}, query version v1 or v2. */
export const transferHoldingRequest = z.strictObject({ clientcode, boid: field(16) });
export const transferHoldingQuery = z.object({ version: z.optional(z.enum(["v1", "v2"])) });
/** `today`: the server's date (YYYY-MM-DD), the execution date of a transfer made now. */
export const transferHoldingResult = z.object({
  boid: z.string(),
  today: z.string(),
  holdings: z.array(stockToTransfer),
});
export const beneficiariesRequest = z.strictObject({ clientcode });
export const beneficiariesResult = z.object({ clientboid: z.string(), beneficiaries: z.array(beneficiary) });
/** transactionHistory {clientcode, startdate, enddate}: pending and completed transfers, newest first. */
export const transferHistoryRequest = z.strictObject({ clientcode, startdate: dateKey, enddate: dateKey });
export const transferHistoryResult = z.object({
  pending: z.array(stockTransfer),
  completed: z.array(stockTransfer),
});
/** addBeneficiary: `clientboid` is the BOID being added (the beneficiary's client id at its depository). */
export const addBeneficiaryRequest = z.strictObject({
  clientcode,
  clientboid: field(16),
  depository: field(4),
  dpid: field(8),
  name: field(60),
  pan: field(10),
});
export const addBeneficiaryResult = z.object({ beneficiary });
export const generateDisOtpRequest = z.strictObject({ clientcode, reqId, type: disOtpType });
export const generateDisOtpResult = z.object({ reqId: z.string(), type: disOtpType, message: z.string() });
export const verifyDisOtpRequest = z.strictObject({
  clientcode,
  type: disOtpType,
  reqId,
  otp: z.string().check(z.maxLength(6)),
});
export const verifyDisOtpResult = z.object({ reqId: z.string(), type: disOtpType, scode: z.number() });
export const addTransactionRequest = z.strictObject({
  clientcode,
  fromboid: field(16),
  toboid: field(16),
  remark: field(50),
  reasoncode: field(4),
  executiondate: dateKey,
  trandetails: z.array(tranDetail).check(z.maxLength(50)),
});
export const transactionResult = z.object({ transaction: stockTransfer });
export const checkEdisRequest = z.strictObject({ clientcode, reqId });

/** The stock transfer calls (spec 3 §7): reads safe to retry; the writes are not. */
export const transferEndpoints = {
  reasonCodes: getEndpoint("trade", "/stocktransfer/getReasonCodeList", undefined, reasonCodesResult),
  holdings: {
    ...postEndpoint(
      "trade",
      "/stocktransfer/getHolding",
      transferHoldingRequest,
      transferHoldingResult,
      true,
    ),
    query: transferHoldingQuery,
  },
  beneficiaries: postEndpoint(
    "trade",
    "/stocktransfer/getAllBeneficiaries",
    beneficiariesRequest,
    beneficiariesResult,
    true,
  ),
  history: postEndpoint(
    "trade",
    "/stocktransfer/transactionHistory",
    transferHistoryRequest,
    transferHistoryResult,
    true,
  ),
  addBeneficiary: postEndpoint(
    "trade",
    "/stocktransfer/addBeneficiary",
    addBeneficiaryRequest,
    addBeneficiaryResult,
  ),
  generateOtp: postEndpoint(
    "trade",
    "/stocktransfer/generateDisOtp",
    generateDisOtpRequest,
    generateDisOtpResult,
  ),
  verifyOtp: postEndpoint("trade", "/stocktransfer/verifyDisOtp", verifyDisOtpRequest, verifyDisOtpResult),
  addTransaction: postEndpoint(
    "trade",
    "/stocktransfer/addTransaction",
    addTransactionRequest,
    transactionResult,
  ),
  checkEdis: postEndpoint(
    "trade",
    "/stocktransfer/checkedisStockTransfer",
    checkEdisRequest,
    transactionResult,
  ),
};

/** The codes the transfer calls refuse with (`error.code` of the ApiError), so callers branch without parsing text. */
export const transferErrorCodes = {
  /** 422: a field is wrong; `body.data.errors` has the message per field. */
  invalid: "ST-INVALID",
  /** 400: the OTP is wrong ('Incorrect OTP'). */
  incorrectOtp: "ST-OTP",
  /** 410: the OTP ran out or was tried too often: send a new one. */
  otpExpired: "ST-OTP-EXPIRED",
  /** 409: a transfer is pending today. */
  pending: "ST-PENDING",
  /** 403: the account or the beneficiary may not transfer ('Transfer Stocks not allowed'). */
  notAllowed: "ST-NOT-ALLOWED",
  /** 404: no such request. */
  notFound: "ST-404",
  /** 409: the request is not at the step asked for. */
  wrongStep: "ST-STEP",
  /** 428: the EDIS check refused: delivery-instruction verification is needed first. */
  edis: "ST-EDIS",
  /** 429: too many OTPs sent. */
  otpLimit: "ST-OTP-LIMIT",
} as const;
export type TransferErrorCode = (typeof transferErrorCodes)[keyof typeof transferErrorCodes];
