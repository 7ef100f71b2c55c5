import type { TradeClient } from "../client.js";
import { feeds } from "../contract/endpoints.js";
import {
  type HistoryPage,
  type NotificationTab,
  notificationEndpoints,
  notificationTabs,
} from "../contract/notificationEndpoints.js";
import { NotificationsFeed } from "../feeds/notificationsFeed.js";
import { accessorOf, Resource } from "../resource.js";
import type { RequestOptions } from "../transport/http.js";

/** One page of the history: `size` messages (20 in the product) after the first `skip`, of one tab's kinds. */
export interface HistoryPageRequest {
  size: number;
  skip: number;
  /** All (the default), Orders, Alerts or Funds (spec 1 §2.2). */
  tab?: NotificationTab;
}

/**
 * Notifications (spec 1 §2.2 dropdown, §7 calls): the history a page at a time, the unread count, marking read.
 * New ones arrive on `feed` (the client's notifications socket, message type "notification").
 *
 * @example
 * ```ts
 * import { notificationsOf } from "@trade/core/notifications";
 * const { count } = await notificationsOf(client).unreadCount();
 * const page = await notificationsOf(client).history({ size: 20, skip: 0, tab: "Orders" });
 * ```
 */
export class NotificationsResource extends Resource {
  #feed: NotificationsFeed | undefined;

  /**
   * The client's notifications feed (one per client, made on first use; not connected until `feed.connect()`): new
   * notifications (event `message`) and logout pushes. A logout push that names this device logs the session out
   * (event `logout`, reason `remote`); `client.close()` disconnects it.
   */
  get feed(): NotificationsFeed {
    if (this.#feed === undefined) {
      const client = this.client;
      const feed = new NotificationsFeed({
        url: () => client.feedUrl(feeds.notifications),
        deviceId: () => client.deviceId,
        WebSocket: client.options.WebSocket,
        log: client.options.log,
        refreshToken: () => client.refreshNonTradeToken(),
      });
      feed.on("logout", () => client.session.loggedOut("remote"));
      client.onClose(() => feed.disconnect());
      this.#feed = feed;
    }
    return this.#feed;
  }

  /** One page of the history, newest first; `next_page` and `skip` say how to ask for the next. */
  history(request: HistoryPageRequest, options?: RequestOptions): Promise<HistoryPage> {
    const types = notificationTabs[request.tab ?? "All"];
    return this.call(
      notificationEndpoints.history,
      {
        body: {
          size: request.size,
          skip: request.skip,
          ...(types === undefined ? {} : { types: [...types] }),
        },
      },
      options,
    );
  }

  /** How many notifications are unread (the bell's badge). */
  unreadCount(options?: RequestOptions): Promise<{ count: number }> {
    return this.call(notificationEndpoints.unreadCount, { query: { status: "unread" } }, options);
  }

  /** Mark these notifications read, or every one when no ids are given (opening the dropdown, spec 1 §2.2). */
  markRead(messageIds: readonly string[] = [], options?: RequestOptions): Promise<{ updated: number }> {
    return this.call(
      notificationEndpoints.markRead,
      { body: { message_ids: [...messageIds], update_all: messageIds.length === 0, status: "read" } },
      options,
    );
  }
}

/** The client's notifications (one resource per client, made on first use): `notificationsOf(client).history(...)`. */
export const notificationsOf: (client: TradeClient) => NotificationsResource = accessorOf(
  (client) => new NotificationsResource(client),
);
