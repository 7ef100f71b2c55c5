/** The stock transfer texts. Spec 3 §4, §5 and §8 texts are verbatim; those the spec does not word are marked "(ours)". */

export const transferMessages = {
  mandatory: "This field is mandatory",
  panLength: "PAN number must be 10 characters",
  incorrectFormat: "Incorrect format",
  boidMismatch: "Beneficiary BOID doesn't match",
  incorrectOtp: "Incorrect OTP",
  notAllowed: "Transfer Stocks not allowed",
  /** (ours) Spec 3 §5 flags a quantity above the available quantity without wording it. */
  aboveAvailable: "Quantity is more than the available quantity",
  /** (ours) Spec 3 §5 flags a zero quantity without wording it. */
  zeroQuantity: "Quantity must be at least 1",
  /** (ours) Spec 3 §5 compares the total with the limit (₹25,00,000, §9) without wording the refusal. */
  aboveLimit: "The transfer value cannot be more than ₹25,00,000",
  /** (ours) Spec 3 §4: a pending transaction on the same day blocks new ones. */
  pendingToday: "A transfer is already pending today. Complete it, or try again after it expires.",
  /** (ours) */
  noStocks: "Select at least one stock to transfer",
  /** (ours) A beneficiary within its 20 hours (spec 3 §4: in process). */
  beneficiaryNotActive: "This beneficiary is not active yet",
  /** (ours) */
  beneficiaryExists: "This beneficiary is already added",
  /** (ours) The beneficiary's BOID is the client's own. */
  ownAccount: "You cannot add your own demat account as a beneficiary",
  /** (ours) */
  requestNotFound: "No request with this id",
  /** (ours) An OTP asked for a request that is past that step. */
  otpNotNeeded: "This request needs no OTP now",
  /** (ours) The OTP was not asked for, ran out, or was tried too often. */
  otpExpired: "The OTP has expired. Send a new one.",
  /** (ours) The EDIS check of a transaction whose OTP is not verified. */
  otpFirst: "Verify the OTP before the EDIS check",
  /** (ours) The EDIS check refused: the holdings need delivery-instruction verification (spec 3 §5). */
  edisPending: "Verify the delivery instruction (EDIS) for these stocks before you transfer them",
  /** (ours) */
  notHeld: "You do not hold this stock",
  /** (ours) The execution date of a transfer is today (the sandbox executes at once). */
  executionDate: "The execution date must be today",
} as const;

/** The failure toasts of spec 3 §8, each shown with the server's message. */
export const transferToastTitles = {
  addBeneficiary: "Add Beneficiary Failed",
  transaction: "Transaction Failed",
  callSendOtp: "Failed to call send OTP",
  sendOtp: "Send OTP Failed",
} as const;

/** How long a transfer failure toast stays, ms (spec 3 §8: 1 to 3 s). */
export const transferToastMs = 3000;

/** The 3-step flow (spec 3 §2): each step's title and the button that leaves it. */
export const transferSteps = [
  { title: "Enter Beneficiary Details", action: "Next" },
  { title: "Select your Stocks", action: "Preview" },
  { title: "Gift/Transfer your Stocks", action: "Transfer" },
] as const;

/** The acknowledgement modal (spec 1 §2.6, spec 3 §4): SUBMIT needs the box checked. The wording is ours. */
export const transferAcknowledgement = {
  title: "Acknowledgement",
  checkbox:
    "I understand that stocks transferred to another demat account leave my holdings and cannot be recalled by the broker.",
  submit: "SUBMIT",
} as const;

/** (ours) The empty states and headings of the transfer screens. */
export const transferTexts = {
  noBeneficiaries: "You have not added any beneficiary yet",
  noActiveBeneficiaries:
    "No active beneficiary yet: a beneficiary can receive stocks 20 hours after it is added",
  noHoldings: "You have no stocks to transfer",
  noPending: "No pending transfers",
  noCompleted: "No transfers in this period",
  /** A pending transfer's action: finish it from where it stopped (its OTP, or its EDIS check). */
  complete: "Complete",
  /** The pending transfer's deadline, before the time it expires. */
  completeBy: "Complete by",
  /** A pending transfer above the flow: "Transfer of 1 × INFY to Ravi Verma waiting for its OTP." */
  pendingTransfer: "Transfer of",
  waitingFor: { otp: "is waiting for its OTP", edis: "is waiting for its EDIS check" },
  /** The result of a transfer made. */
  done: "Transfer successful",
  loading: "Loading…",
  loadFailed: "Could not load. Please try again later.",
} as const;
