/** The pledging texts. Spec 3 §4, §5 and §8 texts are verbatim; those the spec does not word are marked "(ours)". */

export const pledgeWindowClosedMessage = "Pledging is unavailable between 10.00 pm and 7.30 am";
export const pledgeQuantityMessage = "Pledged item quantity must be above 0";
export const pledgeFailedMessage = "Something went wrong!!";
/** Pledging is blocked for ASBA-registered clients (spec 3 §5 ASBA). (ours: the wording) */
export const pledgeAsbaBlockedMessage = "Pledging holdings is not available as ASBA is registered";
/** (ours) More than the free quantity asked for. */
export const pledgeAboveFreeMessage = (symbol: string, free: number) =>
  `You can pledge up to ${free} shares of ${symbol}`;
/** (ours) More than the pledged quantity asked back. */
export const unpledgeAbovePledgedMessage = (symbol: string, pledged: number) =>
  `You can unpledge up to ${pledged} shares of ${symbol}`;
/** (ours) A stock not held (or not pledged). */
export const pledgeUnknownStockMessage = (isin: string) => `You do not hold ${isin}`;
/** (ours) Unpledging would leave the margin in use uncovered. */
export const unpledgeMarginInUseMessage = "Unpledging these shares would leave your margin in use uncovered";
/** (ours) The depository page: OTP wrong. */
export const depositoryOtpWrongMessage = "Incorrect OTP";
/** The nudge's dialog (spec 3 §4): Accept or Cancel, repeated fewer than 3 times. */
export const pledgeNudge = {
  title: "Pledge your MTF stocks",
  message:
    "Authorise the pledge of the stocks you bought with Pay Later, or they are squared off after T+6 days.",
  accept: "Accept",
  cancel: "Cancel",
  maxRepeats: 2,
} as const;
/** (ours) The /web-callbacks window was blocked by the browser. */
export const pledgeWindowBlockedMessage =
  "Your browser blocked the depository's window. Allow pop-ups for this site and try again.";
