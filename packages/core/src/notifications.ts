/**
 * `@trade/core/notifications`: the notifications history (spec 1 §2.2 Notifications dropdown, §7 calls) and the
 * nudges (spec 3 'Notifications and nudges': the per-page banners and the dormant user popup) as their own entry:
 * the contracts, endpoint tables and the nudge rules. New notifications arrive on the client's notifications feed
 * (`client.notifications`, message type "notification").
 */
export * from "./contract/notificationEndpoints.js";
export type { NotificationMessage } from "./contract/notifications.js";
export * from "./contract/nudges.js";
export * from "./rules/nudges.js";
