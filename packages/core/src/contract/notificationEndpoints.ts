import * as z from "zod/mini";
import { endpoint, getEndpoint, postEndpoint } from "./endpoint.js";
import { notificationMessage } from "./notifications.js";

/** The notification kinds behind each tab of the dropdown (spec 1 §2.2: All, Orders, Alerts, Funds). */
export const notificationTabs = {
  All: undefined,
  Orders: ["trade_notification"],
  Alerts: ["alert"],
  Funds: ["funds"],
} as const satisfies Record<string, readonly string[] | undefined>;
export type NotificationTab = keyof typeof notificationTabs;

/** A page of the history: `size` messages (20 in the product) after the first `skip`; `types` narrows to a tab. */
export const historyRequest = z.strictObject({
  size: z.number().check(z.int(), z.minimum(1), z.maximum(100)),
  skip: z.number().check(z.int(), z.minimum(0)),
  types: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(10))),
});
export type HistoryRequest = z.infer<typeof historyRequest>;

export const historyPage = z.object({
  history: z.array(notificationMessage),
  /** True when there is more after this page. */
  next_page: z.boolean(),
  /** The skip to ask for the next page with. */
  skip: z.number(),
});
export type HistoryPage = z.infer<typeof historyPage>;

export const unreadQuery = z.strictObject({ status: z.literal("unread") });
export const unreadCount = z.object({ count: z.number() });

export const markReadRequest = z.strictObject({
  message_ids: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(500)),
  update_all: z.boolean(),
  status: z.literal("read"),
});
export type MarkReadRequest = z.infer<typeof markReadRequest>;
export const markReadResult = z.object({ updated: z.number() });

/**
 * The notification calls (spec 1 §7: internalNotificationV4 history, internalNotificationV3 count and status), on
 * the non-trade token. The spec withholds the hosts and path prefixes; ours are in docs/decisions.md.
 */
export const notificationEndpoints = {
  history: postEndpoint(
    "nontrade",
    "/notification/v4/internalNotificationV4",
    historyRequest,
    historyPage,
    true,
  ),
  unreadCount: getEndpoint(
    "nontrade",
    "/notification/v3/internalNotificationV3/count",
    unreadQuery,
    unreadCount,
  ),
  markRead: endpoint({
    method: "PUT",
    path: "/notification/v3/internalNotificationV3/status",
    token: "nontrade",
    body: markReadRequest,
    query: undefined,
    data: markReadResult,
    idempotent: true,
  }),
};
