import * as z from "zod/mini";
import { getEndpoint, postEndpoint } from "./endpoint.js";
import { pledgedStocks, pledgeTransactions } from "./pledge.js";

/**
 * Pay Later (MTF) (spec 3 §2, §7, §9): the dashboard, the MTF transactions, the pledged and historic pledges, the
 * interest and payment history, recommendations and paying the dues now. The spec shows no paths; ours are in
 * docs/decisions.md, "Pay Later (MTF)". Amounts are integers in paise.
 */

/** The dashboard: eligibility, buying power and what is funded and due. */
export const mtfDashboard = z.object({
  eligible: z.boolean(),
  /** 'Not eligible for MTF', or 'Pay Later requires stock-transfer verification', when not eligible. */
  message: z.nullable(z.string()),
  /** Why not eligible: MTF-INELIGIBLE, or MTF-VERIFY (stock transfers not verified). */
  reason: z.optional(z.enum(["MTF-INELIGIBLE", "MTF-VERIFY"])),
  /** Available margin, cash and pledged collateral together, paise. */
  available_margin: z.number(),
  collateral: z.number(),
  /** 4X the available margin. */
  buying_power: z.number(),
  leverage: z.number(),
  /** What the broker funds of the open MTF positions. */
  funded: z.number(),
  /** Interest accrued and not paid. */
  dues: z.number(),
  /** Interest per day on what is funded now. */
  interest_per_day: z.number(),
  /** MTF shares awaiting their pledge, and the earliest square-off date of any (YYYY-MM-DD). */
  unpledged_qty: z.number(),
  next_square_off: z.nullable(z.string()),
});
export type MtfDashboard = z.infer<typeof mtfDashboard>;

/** An MTF buy (a lot): bought on a day, pledged or awaiting the pledge, or squared off. */
export const mtfTransaction = z.object({
  id: z.number(),
  isin: z.string(),
  symbol: z.string(),
  segment: z.number(),
  token: z.number(),
  trade_date: z.string(),
  qty: z.number(),
  /** Price in minor units. */
  price: z.number(),
  /** Funded by the broker, paise. */
  funded: z.number(),
  pledged_qty: z.number(),
  /** Pledged, Awaiting pledge, Squared off, Closed. */
  status: z.string(),
  /** The day the unpledged shares are squared off unless pledged (T+6 trading days), YYYY-MM-DD. */
  square_off_after: z.string(),
});
export type MtfTransaction = z.infer<typeof mtfTransaction>;
export const mtfTransactions = z.object({ transactions: z.array(mtfTransaction) });

/** Interest charged at a day roll, and the payments of the dues (spec 3 §4: pending, failed, successful). */
export const mtfInterestRow = z.object({
  date: z.string(),
  days: z.number(),
  funded: z.number(),
  interest: z.number(),
  /** The billing cycle's first day (1st or 16th). */
  cycle: z.string(),
});
export type MtfInterestRow = z.infer<typeof mtfInterestRow>;
export const mtfPayment = z.object({
  payment_id: z.string(),
  amount: z.number(),
  status: z.enum(["pending", "failed", "successful"]),
  /** Epoch seconds. */
  created_at: z.number(),
});
export type MtfPayment = z.infer<typeof mtfPayment>;
export const mtfPaymentHistory = z.object({
  payments: z.array(mtfPayment),
  interest: z.array(mtfInterestRow),
  dues: z.number(),
});
export type MtfPaymentHistory = z.infer<typeof mtfPaymentHistory>;

/** A stock recommended for MTF (spec 3 §3 advisory fields, mtf_enabled true). */
export const mtfRecommendation = z.object({
  symbol: z.string(),
  company: z.string(),
  isin: z.string(),
  segment_id: z.number(),
  token: z.number(),
  close_price: z.number(),
  mtf_enabled: z.boolean(),
  leverage: z.number(),
});
export type MtfRecommendation = z.infer<typeof mtfRecommendation>;
export const mtfRecommendationQuery = z.strictObject({
  /** 0: all (spec 3 §7: MTF recommendations use limit=0). */
  limit: z.optional(z.string().check(z.regex(/^\d{1,3}$/))),
});
export const mtfRecommendations = z.object({ recommendations: z.array(mtfRecommendation) });

const reference = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
export const mtfPayNowRequest = z.strictObject({
  amount: z.int().check(z.gte(1), z.lte(1e13)),
  upstream_reference_number: reference,
});
export type MtfPayNowRequest = z.input<typeof mtfPayNowRequest>;
export const mtfPayNowResult = z.object({ payment: mtfPayment, dues: z.number() });

/** The MTF calls. Paying now carries its own reference, which the broker de-duplicates (safe to retry). */
export const mtfEndpoints = {
  dashboard: getEndpoint("trade", "/mtf/v1/dashboard", undefined, mtfDashboard),
  transactions: getEndpoint("trade", "/mtf/v1/transaction", undefined, mtfTransactions),
  pledged: getEndpoint("trade", "/mtf/v1/pledged", undefined, pledgedStocks),
  historicPledge: getEndpoint("trade", "/mtf/v1/historic-pledge", undefined, pledgeTransactions),
  paymentHistory: getEndpoint("trade", "/mtf/v1/payment-history", undefined, mtfPaymentHistory),
  recommendations: getEndpoint("trade", "/mtf/v1/recommendation", mtfRecommendationQuery, mtfRecommendations),
  payNow: postEndpoint("trade", "/mtf/v1/paynow", mtfPayNowRequest, mtfPayNowResult, true),
};
