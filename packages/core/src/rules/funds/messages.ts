/** The funds texts. Spec 3 §5 and §8 texts are verbatim; those the spec does not word are marked "(ours)". */

export const upiLimitMessage = "Please enter a minimum of ₹1 or maximum of ₹2,00,000 for UPI transfer";
export const netBankingMinimumMessage = "Please enter a minimum of ₹50 for bank transfer";
/** (ours) Spec 3 §9 sets the net-banking maximum (₹5,00,00,000) without wording its refusal. */
export const netBankingMaximumMessage = "Please enter a maximum of ₹5,00,00,000 for bank transfer";
export const amountMissingMessage = "Please enter the amount to add";
export const upiIdInvalidMessage = "Enter valid UPI ID";
export const upiIdVerifiedMessage = "Successfully Verified UPI ID";
export const upiIdMissingMessage = "Please enter your UPI ID";
/** (ours) The amount field flags leading zeros (spec 3 §5) with this. */
export const leadingZerosMessage = "Remove the leading zeros from the amount";
/** (ours) A UPI ID payment needs the ID verified first. */
export const upiIdNotVerifiedMessage = "Verify your UPI ID before you pay";

/** The payment results (spec 3 §8), by the payment's status. */
export const paymentResultTitles = {
  pending: "Payment Pending",
  success: "Added Successfully",
  failure: "Transaction Failed",
  error: "Transaction Failed",
} as const;
export const bankTechnicalFailureText = "Transaction failed due to temporary technical issue at your bank";
/** (ours) The explanatory lines under each payment result. */
export const paymentResultTexts = {
  pending: "We are waiting for your bank to confirm the payment. This page updates by itself.",
  success: "The amount is in your trading balance.",
  failure: "No money was taken from your account. If it was, your bank returns it within 3 working days.",
  error: "We could not reach the payment service. Check the funds transactions before you try again.",
} as const;

export const nothingToWithdrawMessage = "You don't have any amount available to withdraw";
/** (ours) */
export const withdrawAmountMissingMessage = "Please enter the amount to withdraw";
/** (ours) */
export const withdrawAboveBalanceMessage = (withdrawable: string) => `You can withdraw up to ${withdrawable}`;
/** (ours) Cancelling a withdrawal asks first (spec 3 §4: cancelled after a confirmation). */
export const cancelWithdrawalConfirm = {
  title: "Cancel withdrawal",
  message: "The amount returns to your trading balance at once.",
  action: "CANCEL WITHDRAWAL",
  keep: "KEEP IT",
} as const;
/** (ours) Refusals of the withdrawal calls. */
export const withdrawalNotCancellableMessage = "This withdrawal is already processed or cancelled";
export const withdrawalNotFoundMessage = "No withdrawal with this id";
export const paymentNotFoundMessage = "No payment with this id";

export const dateRangeIncompleteMessage = "Please enter both start and end dates";
export const dateRangeOrderMessage = "End date should be greater than start date";

/** (ours) Why a payment failed, as the sandbox's UPI app and bank answer (the bank's technical text is the spec's). */
export const paymentFailureTexts = {
  declined: "You declined the payment in your UPI app",
  expired: "The payment request expired before it was approved",
  cancelledAtBank: "You cancelled the payment at your bank",
  bankTechnical: bankTechnicalFailureText,
} as const;
/** (ours) A request reference used again for a different payment or withdrawal. */
export const referenceReusedMessage = "This request reference was already used for a different request";
