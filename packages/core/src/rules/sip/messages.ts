/** The Stock SIP texts. Spec 2 §8 texts are verbatim; those the spec does not word are marked "(ours)". */

export const unableToCreateSipMessage = "Unable to create Stock SIP.";
export const unableToUpdateSipMessage = "Unable to update Stock SIP.";
export const sipUpdatedMessage = "Stock SIP updated successfully.";
/** (ours) Spec 2 §6: Stock SIP under a UPI mandate is blocked. */
export const sipAsbaBlockedMessage = "Stock SIP is not available while ASBA (UPI mandate) is registered";
/** (ours) */
export const sipCashOnlyMessage = "Stock SIP is available for NSE and BSE equity shares only";
/** (ours) */
export const sipStartPastMessage = "Start date cannot be before today";
/** (ours) */
export const sipEndBeforeStartMessage = "End date cannot be before the start date";
/** (ours) */
export const sipQuantityMessage = "Enter a whole number of shares";
/** (ours) An amount SIP below the minimum. */
export const sipMinimumAmountMessage = (rupees: string) => `Enter an amount of at least ₹${rupees}`;
/** (ours) A cancelled SIP is final. */
export const sipCancelledFinalMessage = "A cancelled SIP cannot be changed";
/** (ours) An amount instalment that buys no share. */
export const sipAmountBelowPriceMessage = "The amount is less than the price of one share";
/** (ours) */
export const sipNotFoundMessage = "No Stock SIP with this id";

/** (ours) The confirmations before each change (spec 2 §4: each after a confirmation dialog). */
export const sipConfirmTexts = {
  pause: { title: "Pause SIP", message: "Instalments stop until you resume this SIP.", action: "PAUSE" },
  resume: {
    title: "Resume SIP",
    message: "Instalments start again from the next due date.",
    action: "RESUME",
  },
  cancel: {
    title: "Cancel SIP",
    message: "This SIP stops for good. Orders already placed stay.",
    action: "CANCEL SIP",
  },
  modify: { title: "Modify SIP", message: "The next instalments follow the new terms.", action: "MODIFY" },
} as const;

/** (ours) The spec words the update's success only; a new SIP's. */
export const sipCreatedMessage = "Stock SIP created successfully.";
