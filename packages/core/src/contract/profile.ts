import * as z from "zod/mini";

/** Account status values that gate actions (spec 1 §3, §6). */
export const accountStatusValue = z.enum(["ALL", "PLACE_ORDER", "PROFILE_MODIFICATION"]);
export type AccountStatusValue = z.infer<typeof accountStatusValue>;

export const segmentName = z.enum([
  "nse_cm",
  "nse_fo",
  "bse_cm",
  "bse_fo",
  "mcx_fo",
  "ncx_fo",
  "mcx_cmfo",
  "cde_fo",
  "nse_com",
]);
export type SegmentName = z.infer<typeof segmentName>;

/** The user / session entity of spec 1 §3. */
export const profile = z.object({
  clientId: z.string(),
  ClientCode: z.string(),
  userType: z.enum(["RETAIL", "B2B"]),
  dpNumber: z.nullable(z.string()),
  /** D when a DP number exists, else P. */
  accountType: z.enum(["D", "P"]),
  clientDetails: z.object({ firstName: z.string(), middleName: z.string(), lastName: z.string() }),
  mobile: z.string(),
  email: z.string(),
  /** Client group id used to roll features out. */
  gmId: z.number(),
  accountStatus: z.object({
    tradeReady: z.boolean(),
    issues: z.array(z.string()),
    /** Operations the broker has blocked for this account. */
    blockedOperations: z.array(accountStatusValue),
  }),
  dormant: z.boolean(),
  /** Set when the trade token can no longer be renewed: the Session Expired modal shows. */
  renew: z.boolean(),
  /** Set when the non-trade token needs a refresh. */
  ntRenew: z.boolean(),
  /** Segments the client has activated. */
  segments: z.array(segmentName),
  poa: z.boolean(),
  ddpi: z.boolean(),
  asba: z.boolean(),
  /**
   * Present while the account's ASBA activation or deactivation is in progress (spec 3 §5): trading waits until it
   * ends. Absent otherwise.
   */
  asbaState: z.optional(z.enum(["activation", "deactivation"])),
  mtfEnabled: z.boolean(),
});
export type Profile = z.infer<typeof profile>;
