/** The numbers of stock transfer (spec 3 §9; the ones marked "(ours)" the spec does not give). */
export const transferLimits = {
  /** The most a transfer may be worth, paise (spec 3 §9: 2500000 rupees). */
  maxValuePaise: 2_500_000 * 100,
  /** (ours) Hours a new beneficiary waits before it can receive stocks (the spec's '20H LEFT TO TRANSFER'). */
  coolingHours: 20,
  /** (ours) The depository window: minutes a transfer may stay unfinished (OTP, EDIS check) before it expires. */
  pendingWindowMinutes: 30,
  /** The history's default range: the last month (spec 3 §9). */
  historyDefaultDays: 30,
  /** (ours) The longest remark. */
  remarkLength: 50,
} as const;

/** When a transfer created at `createdAt` (epoch ms) expires unfinished: its depository window later. */
export const transferExpiresAt = (createdAt: number): number =>
  createdAt + transferLimits.pendingWindowMinutes * 60_000;

/** The depositories a beneficiary's demat account can be with. */
export const depositories = ["CDSL", "NSDL"] as const;
export type Depository = (typeof depositories)[number];

/**
 * The reason codes of an off-market transfer (getReasonCodeList; the spec does not list them: these are the
 * depositories' common reasons).
 */
export const transferReasons = [
  { code: "1", description: "Gift" },
  { code: "2", description: "Transfer to own account" },
  { code: "3", description: "Transfer to family member" },
  { code: "4", description: "Donation" },
  { code: "5", description: "Off-market sale" },
] as const;
