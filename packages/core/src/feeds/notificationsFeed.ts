import { EventEmitter } from "eventemitter3";
import { type NotificationPush, notificationPush } from "../contract/notifications.js";
import { sessionLimits } from "../rules/session.js";
import { FeedSocket, type WebSocketConstructor } from "./socket.js";

export interface NotificationsFeedEvents {
  message: [NotificationPush];
  /** A logout push that names this device. */
  logout: [{ deviceIds: string[]; reason: string | undefined }];
  connect: [];
  disconnect: [{ code: number; reason: string }];
}

export interface NotificationsFeedOptions {
  url: () => string;
  deviceId: () => string;
  WebSocket?: WebSocketConstructor | undefined;
  log?: ((message: string, detail?: unknown) => void) | undefined;
  heartbeatMs?: number;
  silenceMs?: number;
  /** Refresh the non-trade token when the server refuses it (close 4401); resolve true to reconnect. */
  refreshToken?: () => Promise<boolean>;
}

/**
 * The centralised notifications feed (JSON text frames): logout-by-device pushes now; order, funds and alert
 * notifications as their areas arrive.
 */
export class NotificationsFeed extends EventEmitter<NotificationsFeedEvents> {
  readonly #socket: FeedSocket;
  readonly #options: NotificationsFeedOptions;

  constructor(options: NotificationsFeedOptions) {
    super();
    this.#options = options;
    this.#socket = new FeedSocket(
      {
        url: options.url,
        WebSocket: options.WebSocket,
        log: options.log,
        heartbeatMs: options.heartbeatMs ?? sessionLimits.heartbeatIntervalSeconds * 1000,
        silenceMs: options.silenceMs ?? sessionLimits.heartbeatTimeoutSeconds * 1000,
        refreshToken: options.refreshToken,
      },
      {
        message: (data) => this.#onMessage(data),
        open: () => this.emit("connect"),
        close: (code, reason) => this.emit("disconnect", { code, reason }),
      },
    );
  }

  get connected(): boolean {
    return this.#socket.connected;
  }

  connect(): void {
    this.#socket.open();
  }

  disconnect(): void {
    this.#socket.close();
  }

  #onMessage(data: unknown): void {
    if (typeof data !== "string" || data === "pong") return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      this.#options.log?.("notifications feed: a frame that is not JSON was ignored");
      return;
    }
    const parsed = notificationPush.safeParse(json);
    if (!parsed.success) {
      this.#options.log?.("notifications feed: an unknown message was ignored", json);
      return;
    }
    const push = parsed.data;
    this.emit("message", push);
    if (push.type === "logout" && push.deviceIds.includes(this.#options.deviceId())) {
      this.emit("logout", { deviceIds: push.deviceIds, reason: push.reason });
    }
  }
}
