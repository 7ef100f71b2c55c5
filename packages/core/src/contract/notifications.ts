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

/** A notification of the user's history (spec 1 §3 Notification): order, funds and alert events. */
export const notificationMessage = z.object({
  messageId: z.string(),
  /** trade_notification, funds, alert, ipo, ... */
  type: z.string(),
  title: z.string(),
  /** For a trade notification three words: side (Buy/Sell), "order", and the order word (placed, executed, ...). */
  body: z.string(),
  /** What it is about, in one line (ours): quantity, symbol and price of an order. */
  detail: z.optional(z.string()),
  /** Icon state of a trade notification: open, modified, cancelled, complete, rejected. */
  state: z.optional(z.string()),
  /** Epoch milliseconds. */
  received_at: z.number(),
  read: z.boolean(),
  action: z.optional(z.object({ redirection_url: z.string() })),
});
export type NotificationMessage = z.infer<typeof notificationMessage>;

/** A new notification, pushed as it is recorded. */
export const messagePush = z.object({ type: z.literal("notification"), message: notificationMessage });

export const notificationPush = z.discriminatedUnion("type", [logoutPush, heartbeatPush, messagePush]);
export type NotificationPush = z.infer<typeof notificationPush>;
