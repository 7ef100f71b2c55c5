/**
 * The delivery-instruction (eDIS) verification's texts (spec 3 §5 MTF, pledge and delivery instructions, §8 Positions
 * and portfolio; spec 1 §2.6 names the modal 'CDSL verification'). The spec shows no other words: those marked
 * (ours) are ours (docs/decisions.md, "Delivery-instruction verification").
 */

export { deliveryVerificationMessage } from "../trading/messages.js";

/** The modal's title (spec 1 §2.6: CDSL verification). */
export const deliveryVerificationTitle = "CDSL verification";

/** (ours) Why the modal opened: a POA account without DDPI approves each day's sale on the depository's page. */
export const deliveryVerificationExplanation =
  "Your demat account has a power of attorney but no DDPI, so CDSL asks you to approve these shares leaving your demat. Approve them on the CDSL page; the approval holds for today, for these shares and quantities only.";

/** (ours) The button that opens the depository's page. */
export const verifyOnDepositoryAction = "Verify on CDSL";

/** (ours) While the depository's page is open. */
export const deliveryVerificationWaitingMessage =
  "Waiting for your approval on the CDSL page. Keep this window open.";

/** (ours) The depository's page could not open (a pop-up blocker). */
export const depositoryPageBlockedMessage =
  "The CDSL page could not open: allow pop-ups for this site and try again.";

/** (ours) The outcomes of a verification: its title and what it means for the sale. */
export const deliveryVerificationOutcomes = {
  verified: {
    title: "Verification successful",
    message: "CDSL approved the sale of these shares for today.",
  },
  rejected: {
    title: "Verification rejected",
    message: "The sale was not approved on the CDSL page, so nothing was sold.",
  },
  expired: {
    title: "Verification timed out",
    message: "The CDSL page was not answered in time, so nothing was sold. Verify again to sell.",
  },
} as const;

/** (ours) The action that starts a new verification after a rejected or timed-out one. */
export const verifyAgainAction = "Verify again";

/** (ours) A verification asked for more shares than the demat holds. */
export const verifyMoreThanHeldMessage = (isin: string, held: number) =>
  `You can verify at most ${held} shares of ${isin}: that is what your demat holds`;

/** (ours) A verification for an ISIN the demat does not hold. */
export const verifyNotHeldMessage = (isin: string) => `Your demat holds no shares of ${isin}`;

/** (ours) No such verification request for this client. */
export const verificationNotFoundMessage = "No such delivery-instruction verification";
