import { type NotificationPush, notificationPush } from "../contract/notifications.js";
import { JsonFeed, type JsonFeedEvents, type JsonFeedOptions } from "./jsonFeed.js";

export interface NotificationsFeedEvents extends JsonFeedEvents {
  message: [NotificationPush];
  /** A logout push that names this device. */
  logout: [{ deviceIds: string[]; reason: string | undefined }];
}

export interface NotificationsFeedOptions extends JsonFeedOptions {
  url: () => string;
  deviceId: () => string;
}

/**
 * The centralised notifications feed (JSON text frames): logout-by-device pushes now; order, funds and alert
 * notifications as their areas arrive.
 */
export class NotificationsFeed extends JsonFeed<NotificationsFeedEvents> {
  readonly #deviceId: () => string;

  constructor(options: NotificationsFeedOptions) {
    super("notifications feed", options);
    this.#deviceId = options.deviceId;
  }

  protected receive(json: unknown): void {
    const push = this.parse(notificationPush, json);
    if (push === undefined) return;
    this.emit("message", push);
    if (push.type === "logout" && push.deviceIds.includes(this.#deviceId())) {
      this.emit("logout", { deviceIds: push.deviceIds, reason: push.reason });
    }
  }
}
