import { EventEmitter } from "eventemitter3";
import { socketHeartbeat } from "../rules/socket.js";
import { FeedSocket, type WebSocketConstructor } from "./socket.js";

/** The events every JSON feed emits, besides its own. */
export interface JsonFeedEvents {
  connect: [];
  disconnect: [{ code: number; reason: string }];
}

export interface JsonFeedOptions {
  /** Built at every (re)connect so it carries the current token. */
  url: () => string;
  WebSocket?: WebSocketConstructor | undefined;
  log?: ((message: string, detail?: unknown) => void) | undefined;
  /** Ping interval (default 10 s) and silence after which the socket is replaced (default 60 s). */
  heartbeatMs?: number;
  silenceMs?: number;
  /** Refresh the non-trade token when the server refuses it (close 4401); resolve true to reconnect. */
  refreshToken?: (() => Promise<boolean>) | undefined;
}

/** A parser of one feed's messages: zod's `safeParse` shape. */
interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A feed of JSON text frames over one reconnecting socket with the heartbeat of spec 1 §9 (the notifications and
 * order-update feeds): connects, reconnects, parses each frame and hands it to `receive`; frames that are not JSON
 * are logged and dropped, never thrown.
 */
export abstract class JsonFeed<Events extends JsonFeedEvents> extends EventEmitter<Events> {
  readonly #socket: FeedSocket;
  readonly #name: string;
  protected readonly log: ((message: string, detail?: unknown) => void) | undefined;

  constructor(name: string, options: JsonFeedOptions) {
    super();
    // The connection events are every feed's; typed through the base's own event map.
    const self = this as unknown as EventEmitter<JsonFeedEvents>;
    this.#name = name;
    this.log = options.log;
    this.#socket = new FeedSocket(
      {
        url: options.url,
        WebSocket: options.WebSocket,
        log: options.log,
        heartbeatMs: options.heartbeatMs ?? socketHeartbeat.intervalSeconds * 1000,
        silenceMs: options.silenceMs ?? socketHeartbeat.timeoutSeconds * 1000,
        refreshToken: options.refreshToken,
      },
      {
        message: (data) => this.ingest(data),
        open: () => self.emit("connect"),
        close: (code, reason) => self.emit("disconnect", { code, reason }),
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

  /** Take one frame as the socket delivered it (the socket calls this; exposed for replays and tests). */
  ingest(data: unknown): void {
    if (typeof data !== "string" || data === "pong") return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      this.log?.(`${this.#name}: a frame that is not JSON was ignored`);
      return;
    }
    this.receive(json);
  }

  /** One parsed frame. */
  protected abstract receive(json: unknown): void;

  /** The frame as the feed's message, or undefined (logged) when it is not one. */
  protected parse<T>(parser: Parser<T>, json: unknown): T | undefined {
    const parsed = parser.safeParse(json);
    if (parsed.success) return parsed.data;
    this.log?.(`${this.#name}: an unknown message was ignored`, json);
    return undefined;
  }
}
