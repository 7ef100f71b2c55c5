import * as z from "zod/mini";

/** Messages pushed on the notifications feed (`/feed/notifications`), JSON text frames. */
export const logoutPush = z.object({
  type: z.literal("logout"),
  /** Devices whose sessions ended; a client listed here logs out. */
  deviceIds: z.array(z.string()),
  reason: z.optional(z.string()),
});
export type LogoutPush = z.infer<typeof logoutPush>;

export const heartbeatPush = z.object({ type: z.literal("heartbeat"), at: z.number() });

export const notificationPush = z.discriminatedUnion("type", [logoutPush, heartbeatPush]);
export type NotificationPush = z.infer<typeof notificationPush>;
