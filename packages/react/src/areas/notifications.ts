import { infiniteQueryOptions } from "@tanstack/react-query";
import type { TradeClient } from "@trade/core";
import { type NotificationTab, notificationsOf } from "@trade/core/notifications";
import { queryKeys } from "../queries.js";
import { readQuery } from "../readQuery.js";

/**
 * Query keys of the notifications, under `queryKeys.all`; invalidate `notificationKeys.all()` when one is pushed.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
 * ```
 */
export const notificationKeys = {
  all: () => [...queryKeys.all, "notifications"] as const,
  unread: () => [...notificationKeys.all(), "unread"] as const,
  history: (tab: NotificationTab) => [...notificationKeys.all(), "history", tab] as const,
};

/**
 * Query options of the notifications (`notificationsOf(client)` from `@trade/core/notifications`).
 *
 * @example
 * ```ts
 * const unread = useQuery(notificationQueries.unread(client));
 * const pages = useInfiniteQuery(notificationQueries.history(client, "Orders"));
 * ```
 */
export const notificationQueries = {
  /** The unread count (the bell's badge). */
  unread: (client: TradeClient) =>
    readQuery(notificationKeys.unread(), (o) => notificationsOf(client).unreadCount(o)),
  /** One tab's history, `pageSize` (20 in the product, spec 1 §9) at a time, for `useInfiniteQuery`. */
  history: (client: TradeClient, tab: NotificationTab, pageSize = 20) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.history(tab),
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        notificationsOf(client).history({ size: pageSize, skip: pageParam, tab }, { signal }),
      getNextPageParam: (last) => (last.next_page ? last.skip : undefined),
    }),
};
