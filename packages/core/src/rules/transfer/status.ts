/**
 * Status codes of stock transfer (spec 3 §4). A beneficiary is in process, active or rejected; a transfer is an error,
 * in process (the spec's second group, whose meaning it does not show: ours) or done (code 200, ours: the spec names
 * no success code).
 */

export type BeneficiaryState = "inProcess" | "active" | "rejected";
export type TransferState = "error" | "inProcess" | "done";

/** Beneficiary codes by state (spec 3 §4). */
export const beneficiaryCodes = {
  inProcess: [101, 200, 201, 206, 400, 401, 405],
  active: [204, 207, 404],
  rejected: [202, 203, 205, 402, 403],
} as const satisfies Record<BeneficiaryState, readonly number[]>;

/** Transfer result codes by state: 406, 402, 403 errors; 202, 205, 201, 101 the second group (spec 3 §4); 200 done. */
export const transferCodes = {
  error: [406, 402, 403],
  inProcess: [202, 205, 201, 101],
  done: [200],
} as const satisfies Record<TransferState, readonly number[]>;

/** The label of each beneficiary state; in process is the spec's '20H LEFT TO TRANSFER', the others are ours. */
export const beneficiaryLabels = {
  inProcess: "20H LEFT TO TRANSFER",
  active: "ACTIVE",
  rejected: "REJECTED",
} as const satisfies Record<BeneficiaryState, string>;

/** (ours) The label of each transfer state. */
export const transferLabels = {
  error: "FAILED",
  inProcess: "IN PROCESS",
  done: "TRANSFERRED",
} as const satisfies Record<TransferState, string>;

const stateOf = <S extends string>(table: Record<S, readonly number[]>, code: number): S | undefined =>
  (Object.keys(table) as S[]).find((state) => table[state].includes(code));

/** The state of a beneficiary code; undefined for a code the spec does not list. */
export const beneficiaryStateOf = (code: number): BeneficiaryState | undefined =>
  stateOf(beneficiaryCodes, code);

/** The state of a transfer code; undefined for a code the spec does not list. */
export const transferStateOf = (code: number): TransferState | undefined => stateOf(transferCodes, code);

/** What a beneficiary's status shows (an unlisted code shows itself). */
export const beneficiaryLabelOf = (code: number): string => {
  const state = beneficiaryStateOf(code);
  return state === undefined ? String(code) : beneficiaryLabels[state];
};

/** What a transfer's status shows (an unlisted code shows itself). */
export const transferLabelOf = (code: number): string => {
  const state = transferStateOf(code);
  return state === undefined ? String(code) : transferLabels[state];
};

/**
 * The codes the sandbox uses for each step (ours, within the spec's groups). A beneficiary waits for its OTP (101),
 * then waits 20 hours (200), then is active (204). A transfer waits for its OTP (101), then for the EDIS check (201),
 * then is done (200); one not finished within its window expires (406), one the EDIS check refuses stays at 201.
 */
export const transferStepCodes = {
  beneficiaryAwaitingOtp: 101,
  beneficiaryCooling: 200,
  beneficiaryActive: 204,
  transferAwaitingOtp: 101,
  transferAwaitingEdis: 201,
  transferDone: 200,
  transferExpired: 406,
} as const;

/** What a pending transfer waits for: its OTP (101), then its EDIS check (201); done or failed, nothing. */
export type TransferNextStep = "otp" | "edis";

/**
 * The step a transfer waits for, if any (ours: the sandbox's step codes). A pending transfer is finished from where
 * it stopped (spec 3 §4: it blocks new ones the same day until it is completed or its window passes).
 */
export const transferNextStepOf = (scode: number): TransferNextStep | undefined =>
  scode === transferStepCodes.transferAwaitingOtp
    ? "otp"
    : scode === transferStepCodes.transferAwaitingEdis
      ? "edis"
      : undefined;
