/**
 * `@trade/core/notifications`: the notifications history (spec 1 §2.2 Notifications dropdown, §7 calls) as its own
 * entry: `notificationsOf(client)` (history, unread count, mark read), the contract and endpoint table. New
 * notifications arrive on `notificationsOf(client).feed` (message type "notification"), which also hears logout pushes.
 */
export * from "./contract/notificationEndpoints.js";
export type { NotificationMessage } from "./contract/notifications.js";
export { NotificationsFeed, type NotificationsFeedEvents } from "./feeds/notificationsFeed.js";
export * from "./notifications/resource.js";
