import * as z from "zod/mini";
import { getEndpoint, postEndpoint } from "./endpoint.js";

/**
 * The delivery-instruction (eDIS) verification (spec 3 §5, §7 Delivery-instruction verification): a client with a
 * power of attorney and no DDPI asks the depository to approve ISINs and quantities leaving the demat today, approves
 * on the depository's page, and the broker lets sales (and transfers) of those quantities through for that day. The
 * spec shows the fields (ClientCode, isins, flowType) but not the paths; ours are in docs/decisions.md.
 */

/** An ISIN and a quantity to approve (or approved). */
export const deliveryInstruction = z.object({
  isin: z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/)),
  quantity: z.int().check(z.gte(1), z.lte(999_999_999)),
});
export type DeliveryInstruction = z.infer<typeof deliveryInstruction>;

/** Why the shares leave the demat: a delivery sale, or a stock transfer. */
export const deliveryFlowType = z.enum(["sell", "transfer"]);
export type DeliveryFlowType = z.infer<typeof deliveryFlowType>;

/** Start a verification: the ISINs and quantities (each ISIN once) and the journey. */
export const deliveryVerificationRequest = z.strictObject({
  isins: z.array(deliveryInstruction).check(z.minLength(1), z.maxLength(50)),
  flowType: deliveryFlowType,
});
export type DeliveryVerificationRequest = z.input<typeof deliveryVerificationRequest>;

/** pending (the depository's page is waiting), verified, rejected, expired (not answered in time). */
export const deliveryVerificationStatus = z.enum(["pending", "verified", "rejected", "expired"]);
export type DeliveryVerificationStatus = z.infer<typeof deliveryVerificationStatus>;

/** A verification request and where it stands. */
export const deliveryVerification = z.object({
  request_id: z.string(),
  status: deliveryVerificationStatus,
  flow_type: deliveryFlowType,
  isins: z.array(deliveryInstruction),
  /** The depository's page (relative to the broker), while pending; null once answered. */
  page_url: z.nullable(z.string()),
  /** Epoch seconds (market clock). */
  created_at: z.number(),
  /** When a pending verification times out, epoch seconds (market clock). */
  expires_at: z.number(),
  /** The outcome in words (core's `deliveryVerificationOutcomes`), or the waiting text. */
  message: z.string(),
});
export type DeliveryVerification = z.infer<typeof deliveryVerification>;
export const deliveryVerificationResult = z.object({ verification: deliveryVerification });

/** What today's verifications allow, per ISIN: approved, used by sales and transfers, remaining. */
export const deliveryAuthorisation = z.object({
  isin: z.string(),
  approved: z.number(),
  used: z.number(),
  remaining: z.number(),
});
export type DeliveryAuthorisation = z.infer<typeof deliveryAuthorisation>;
export const deliveryAuthorisations = z.object({
  /** The IST day they hold for (YYYY-MM-DD); the next day starts empty. */
  day: z.string(),
  authorisations: z.array(deliveryAuthorisation),
});
export type DeliveryAuthorisations = z.infer<typeof deliveryAuthorisations>;

/** The verification calls (ours; spec 3 §7 shows the fields, not the paths). */
export const edisEndpoints = {
  start: postEndpoint(
    "trade",
    "/edis/v1/verifications",
    deliveryVerificationRequest,
    deliveryVerificationResult,
  ),
  status: getEndpoint("trade", "/edis/v1/verifications/{request_id}", undefined, deliveryVerificationResult),
  authorisations: getEndpoint("trade", "/edis/v1/authorisations", undefined, deliveryAuthorisations),
};
