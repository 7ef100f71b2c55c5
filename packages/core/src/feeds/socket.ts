import ReconnectingWebSocket from "reconnecting-websocket";

/** The close code servers use for a socket whose token was refused. */
export const unauthorizedCloseCode = 4401;

/** What `connect()` throws where there is no WebSocket (Node 20 has none of its own). */
export const noWebSocketMessage =
  'No WebSocket available: pass one as the WebSocket option of createTradeClient (in Node 20: `import { WebSocket } from "ws"`)';

/** The WebSocket constructor to use: the browser's, Node 22's global, or `ws` injected in Node 20. */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocket;

export interface FeedSocketOptions {
  /** Built anew at every (re)connect, so it can carry the current token. */
  url: () => string;
  WebSocket?: WebSocketConstructor | undefined;
  /** Log a line; socket failures are only logged (spec 1 §8). */
  log?: ((message: string, detail?: unknown) => void) | undefined;
  /** Send a ping this often (10 s), and replace a socket silent for `silenceMs` (60 s). */
  heartbeatMs: number;
  silenceMs: number;
  ping?: () => string | ArrayBuffer;
  /**
   * Called when the server refuses the token (close code 4401): refresh it and resolve true to reconnect with the
   * new one, or false to stay closed. Without it the socket stays closed.
   */
  refreshToken?: (() => Promise<boolean>) | undefined;
}

/**
 * A reconnecting socket with a heartbeat watchdog: a socket that goes silent without closing is noticed and
 * replaced. Never throws from an event handler.
 */
export class FeedSocket {
  #socket: ReconnectingWebSocket | undefined;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  #lastMessageAt = 0;
  #lastRefreshAt = Number.NEGATIVE_INFINITY;
  readonly #options: FeedSocketOptions;
  readonly #handlers: {
    message: (data: unknown) => void;
    open: () => void;
    close: (code: number, reason: string) => void;
  };

  constructor(
    options: FeedSocketOptions,
    handlers: {
      message: (data: unknown) => void;
      open?: () => void;
      close?: (code: number, reason: string) => void;
    },
  ) {
    this.#options = options;
    this.#handlers = { open: () => {}, close: () => {}, ...handlers };
  }

  get connected(): boolean {
    return this.#socket?.readyState === 1;
  }

  /** Connect. Throws a TypeError when there is no WebSocket to connect with (Node 20 without `ws` passed). */
  open(): void {
    if (this.#socket !== undefined) return;
    const WebSocketImpl =
      this.#options.WebSocket ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
    if (WebSocketImpl === undefined) {
      // Thrown, not logged: a feed that never connects only shows as a wait that times out much later.
      throw new TypeError(noWebSocketMessage);
    }
    let socket: ReconnectingWebSocket;
    try {
      socket = new ReconnectingWebSocket(() => this.#options.url(), [], {
        WebSocket: WebSocketImpl,
        // A connection that opened was a good one: the next drop reconnects after the minimum delay. Attempts that
        // never open back off, doubling up to 10 s.
        minUptime: 0,
        minReconnectionDelay: 250,
        maxReconnectionDelay: 10_000,
        reconnectionDelayGrowFactor: 2,
        connectionTimeout: 4000,
      });
    } catch (error) {
      this.#log("could not open the socket", error);
      return;
    }
    // Binary frames as ArrayBuffers in browsers and with `ws` alike (never Blobs, which would need a second read).
    socket.binaryType = "arraybuffer";
    socket.addEventListener("open", () => {
      this.#lastMessageAt = Date.now();
      this.#safely(() => this.#handlers.open());
    });
    socket.addEventListener("message", (event) => {
      this.#lastMessageAt = Date.now();
      this.#safely(() => this.#handlers.message(event.data));
    });
    socket.addEventListener("close", (event) => {
      this.#safely(() => this.#handlers.close(event.code, event.reason));
      if (event.code === unauthorizedCloseCode) this.#onUnauthorized(socket);
    });
    socket.addEventListener("error", (event) => {
      this.#log("socket error", (event as { message?: string }).message);
    });
    this.#socket = socket;
    this.#heartbeat = setInterval(() => this.#beat(), this.#options.heartbeatMs);
  }

  send(data: string | ArrayBuffer): void {
    try {
      if (this.#socket?.readyState === 1) this.#socket.send(data);
    } catch (error) {
      this.#log("send failed", error);
    }
  }

  close(): void {
    if (this.#heartbeat !== undefined) clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
    this.#socket?.close(1000, "closed by client");
    this.#socket = undefined;
  }

  /** Drop the current connection and connect again (subscriptions are restored by the open handler). */
  reconnect(): void {
    this.#socket?.reconnect();
  }

  /** Reconnecting with the same token cannot help: refresh it first, or stop. */
  #onUnauthorized(socket: ReconnectingWebSocket): void {
    socket.close(unauthorizedCloseCode, "token refused");
    const refresh = this.#options.refreshToken;
    // One refresh a minute: a server that refuses even a fresh token is not asked again in a loop.
    if (refresh === undefined || Date.now() - this.#lastRefreshAt < 60_000) {
      this.#log("token refused (4401): not reconnecting");
      return;
    }
    this.#lastRefreshAt = Date.now();
    refresh().then(
      (renewed) => {
        if (renewed && this.#socket === socket) socket.reconnect();
        else if (!renewed) this.#log("token not refreshed: not reconnecting");
      },
      (error: unknown) => this.#log("token refresh failed", error),
    );
  }

  #beat(): void {
    if (this.#socket?.readyState !== 1) return;
    if (Date.now() - this.#lastMessageAt > this.#options.silenceMs) {
      this.#log("silent past the heartbeat window: reconnecting");
      this.#lastMessageAt = Date.now();
      this.#socket.reconnect();
      return;
    }
    this.send(this.#options.ping?.() ?? "ping");
  }

  #safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.#log("feed listener threw", error);
    }
  }

  #log(message: string, detail?: unknown): void {
    this.#options.log?.(message, detail);
  }
}
