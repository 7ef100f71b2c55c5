import * as z from "zod/mini";

/** A client group id list; the value 'all' means everyone (spec 1 §6). */
export const groupList = z.array(z.union([z.number(), z.literal("all")]));
export type GroupList = z.infer<typeof groupList>;

/** Runtime configuration served by discovery get-sparkweb-config. */
export const runtimeConfig = z.object({
  environment: z.enum(["production", "cug", "uat", "preprod", "sandbox"]),
  /** Feature access by client group id list (trailing stop loss, safe exit, underlying orders, ...). */
  featureGroups: z.record(z.string(), groupList),
  /** Remote on/off flags (interoperability, market protection, scheduled orders, ...). */
  flags: z.record(z.string(), z.boolean()),
  /** Blocked operations that keep the order pad closed when the account status includes them. */
  webAccountStatus: z.array(z.string()),
  /** Minutes between refreshes of this configuration (30). */
  refreshMinutes: z.number(),
  /**
   * The market's time (epoch ms) when this was served. Time-window rules use it through the offset from the local
   * clock: a device clock may be off, and a sandbox's demo market runs on a clock of its own.
   */
  marketTime: z.optional(z.number()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

export const clientIpResponse = z.object({ ip: z.string() });
export type ClientIpResponse = z.infer<typeof clientIpResponse>;
