import type { AccountFacts } from "../trading/orderFacts.js";
import { isCashSegment } from "../trading/windows.js";

/** A verification's status: waiting for the depository's page, then verified, rejected or expired (timed out). */
export type DeliveryVerificationState = "pending" | "verified" | "rejected" | "expired";

/** (ours) How long the depository's page waits for an answer before the verification times out (market clock). */
export const deliveryVerificationLifetimeMs = 5 * 60_000;

/** (ours) How often a client asks a pending verification's status. */
export const deliveryVerificationPollMs = 3000;

/** The error code of a delivery sell that needs the verification first (rules/trading's EDIS-REQUIRED). */
export const deliveryVerificationCode = "EDIS-REQUIRED";

/**
 * Whether shares leaving this account's demat (a delivery sale, a stock transfer) need the delivery-instruction
 * verification (spec 3 §5, §6): a power of attorney without DDPI.
 */
export const verifiesDeliveries = (account: Pick<AccountFacts, "poa" | "ddpi">): boolean =>
  account.poa && !account.ddpi;

/**
 * Whether this account's delivery sale of a cash stock needs the delivery-instruction verification
 * ({@link verifiesDeliveries}). An exit of today's delivery buy is not a sale from the demat and needs none.
 */
export function needsDeliveryVerification(
  account: Pick<AccountFacts, "poa" | "ddpi">,
  order: { transactionType: string; productType: string; exchangeSegment: number },
): boolean {
  return (
    verifiesDeliveries(account) &&
    order.transactionType === "S" &&
    order.productType === "CNC" &&
    isCashSegment(order.exchangeSegment)
  );
}

/** What is still verified of an ISIN today: the approved quantity less what sales and transfers used. */
export const remainingVerified = (approved: number, used: number): number => Math.max(0, approved - used);

/**
 * The type of the message the depository's page posts to the window that opened it once answered (`{type, request_id,
 * status}`): a hint to read the status at once, never trusted as the status itself.
 */
export const depositoryMessageType = "trade-kit:edis";
