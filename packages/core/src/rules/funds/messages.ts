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

/** ASBA blocks (spec 3 §5, §8). */
export const blockAmountMessage = "Please enter a minimum of ₹1 or maximum of ₹5,00,000 for Block Creation";
/** (ours) */
export const blockAmountMissingMessage = "Please enter the amount to block";
/** (ours) Spec 3 §5 allows 3 blocks a day without wording the refusal. */
export const blocksPerDayMessage = "You can create at most 3 blocks in a day. Try again tomorrow.";
/** (ours) Spec 3 §5: blocks only with HDFC and ICICI. */
export const blockBankMessage = "Blocks can be created only with HDFC Bank and ICICI Bank accounts";
/** (ours) */
export const blockNotFoundMessage = "No block with this id";
/** (ours) The sandbox's bank refuses a block beyond the account's balance. */
export const blockBankDeclinedText = "Your bank declined the block: the account does not have enough balance";

/** Block creation results (spec 3 §8: success, pending, failure, each with explanatory text; the words are ours). */
export const blockCreationTitles = {
  success: "Block Created",
  pending: "Block Creation Pending",
  failure: "Block Creation Failed",
  error: "Block Creation Failed",
} as const;
export const blockCreationTexts = {
  success: "The blocked amount is in your trading balance.",
  pending:
    "Your bank is activating the block. It is reflected within 20 minutes; this page updates by itself.",
  failure: "No amount was blocked in your bank account.",
  error: "We could not reach the bank. Check the blocks created before you try again.",
} as const;

/** Revoke results (spec 3 §8 titles verbatim; the texts are ours). */
export const revokeBlockTitles = {
  success: "Revoke Block Initiated",
  pending: "Pending",
  failure: "Initiation Failed",
  error: "Initiation Failed",
} as const;
export const revokeBlockTexts = {
  success: "Your bank releases the amount; it leaves your trading balance now.",
  pending: "The release of this block is already in progress.",
  failure: "This block cannot be revoked now.",
  error: "We could not reach the bank. Try again in a moment.",
} as const;
/** (ours) Why a revoke fails. */
export const revokeRefusals = {
  activating: "The block is still being activated. Revoke it once it is enabled.",
  released: "This block is already released.",
  inUse: "This amount is in use for your open orders and positions.",
} as const;

/** The block statuses as the list shows them (ours). */
export const blockStatusLabels = {
  ENABLED: "Enabled",
  DISABLED: "Disabled",
  ACTIVATION_IN_PROGRESS: "Activation in progress",
  DEACTIVATION_IN_PROGRESS: "Deactivation in progress",
} as const;
/** (ours) A block asked for in a bank account the trading account does not link. */
export const blockBankNotLinkedMessage = "This bank account is not linked to your trading account";
/** (ours) Blocks are the ASBA facility. */
export const blockNotAsbaMessage = "Blocks are available only to accounts registered for ASBA";
/** (ours) Revoking a block asks first: the amount leaves buying power at once. */
export const revokeBlockConfirm = {
  title: "Revoke block",
  message: "The amount leaves your trading balance now and your bank releases it.",
  action: "REVOKE",
  keep: "KEEP IT",
} as const;
/** (ours) The blocks list when there is none. */
export const noBlocksMessage = "No blocks created yet";

/** (ours) What block money may fund (spec 3 §5: 'Only cash-delivery stocks go through the ASBA mandate'). */
export const asbaDeliveryOnlyText =
  "Block money buys cash-delivery (CNC) stocks only; intraday, F&O and Pay Later use your trading balance.";
