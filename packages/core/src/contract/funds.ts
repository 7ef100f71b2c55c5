import * as z from "zod/mini";

/** Amounts on the wire are integers in paise (DESIGN: money in minor units). */
export const paise = z.int();

export const rmsLimitRequest = z.strictObject({
  exchange: z.optional(z.enum(["ALL", "NSE", "BSE", "MCX", "NCDEX", "CDS"])),
  product: z.optional(z.enum(["ALL", "CNC", "MIS", "NRML", "MARGIN", "CO", "BO"])),
  segment: z.optional(z.enum(["ALL", "EQUITY", "DERIVATIVES", "COMMODITY", "CURRENCY"])),
});
export type RmsLimitRequest = z.infer<typeof rmsLimitRequest>;

/** Trading balance from the risk system (POST /funds/v2/getRMSLimit), all in paise. */
export const rmsLimit = z.object({
  /** Cash deposited and settled. */
  availableCash: paise,
  /** Funds added today, not yet settled. */
  payin: paise,
  /** Withdrawals requested today. */
  payout: paise,
  /** Margin from pledged collateral. */
  collateral: paise,
  /** Amounts blocked in the bank under ASBA (enabled blocks), counted in buying power. Absent: none. */
  asbaBlocked: z.optional(paise),
  /**
   * Of the margin in use, what the ASBA blocks cover: cash-delivery margin up to the blocks (spec 3 §5, only cash
   * delivery goes through the mandate). Present with `asbaBlocked`.
   */
  asbaUsed: z.optional(paise),
  /** Margin blocked by open orders and positions. */
  utilisedMargin: paise,
  m2mRealised: paise,
  m2mUnrealised: paise,
  /**
   * What the client can trade with now: cash + payin + collateral + ASBA blocks − payout − utilised + realised. The
   * blocks' unused part funds cash-delivery orders only.
   */
  availableMargin: paise,
});
export type RmsLimit = z.infer<typeof rmsLimit>;
