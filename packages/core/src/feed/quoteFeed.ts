import { EventEmitter } from "eventemitter3";
import { FeedSocket, type WebSocketConstructor } from "../feeds/socket.js";
import { instrumentKey } from "../rules/instruments.js";
import { socketHeartbeat } from "../rules/socket.js";
import { type ChangedQueue, decodeFrame, type FrameSummary } from "./decode.js";
import { maxInstrumentsPerConnection, type PacketType, packetType, subscriptionFlag } from "./layout.js";
import { Quote } from "./quote.js";
import { QuoteIndex } from "./quoteIndex.js";
import { type Instrument, subscriptionText } from "./subscription.js";

export type QuoteMode = "ltp" | "quote" | "full";
const modePacket: Record<QuoteMode, PacketType> = {
  ltp: packetType.ltp,
  quote: packetType.quote,
  full: packetType.full,
};

export type QuoteListener = (quote: Quote) => void;

export interface QuoteFeedEvents {
  connect: [];
  reconnect: [{ attempt: number }];
  disconnect: [{ code: number; reason: string }];
  /** Something went wrong that the feed handled (a malformed frame, a send failure); it only reports. */
  error: [{ message: string; detail?: unknown }];
}

export interface QuoteFeedOptions {
  /** The socket URL, built anew at every (re)connect so it carries the current token. */
  url: () => string;
  /** WebSocket constructor (default: the global one; pass `ws` in Node 20). */
  WebSocket?: WebSocketConstructor;
  /**
   * When listeners hear of changes: `frame` (once per animation frame; the default in browsers), `message` (after
   * every socket message; the default in Node) or `manual` (when you call `flush()`, e.g. from your render loop).
   */
  notify?: "frame" | "message" | "manual";
  /** Instruments one connection may hold (3000). */
  maxInstruments?: number;
  /** Heartbeat ping interval (10 s) and the silence after which the socket is replaced (60 s). */
  heartbeatMs?: number;
  silenceMs?: number;
  /** Subscription messages carry at most this many instruments each (500). */
  batchSize?: number;
  /**
   * When the server refuses the token (close 4401): refresh it and resolve true to reconnect, e.g.
   * `() => client.refreshNonTradeToken()`. Every subscription is restored on the new connection.
   */
  refreshToken?: () => Promise<boolean>;
  log?: (message: string, detail?: unknown) => void;
}

/** Raised by `subscribe` when a connection would hold more instruments than it may. */
export class SubscriptionLimitError extends Error {
  override name = "SubscriptionLimitError";
  readonly limit: number;
  constructor(limit: number) {
    super(
      `A quote feed connection holds at most ${limit} instruments; unsubscribe some or open a second feed`,
    );
    this.limit = limit;
  }
}

interface Entry {
  quote: Quote;
  /** Listeners per mode, so the subscription's packet type follows the richest one still wanted. */
  modes: [number, number, number];
  subscribedAs: PacketType | 0;
}

/**
 * The live quote feed: reference-counted subscriptions over one reconnecting socket, decoded into one reused record
 * per instrument. Ten listeners on one token make one subscription; the last to leave unsubscribes. Every
 * subscription is restored after a reconnect.
 *
 * @example
 * ```ts
 * const feed = new QuoteFeed({ url: () => client.feedUrl("/feed/quotes"), WebSocket });
 * const stop = feed.subscribe({ segment: 1, token: 2885 }, "quote", (quote) => console.log(quote.ltp / 100));
 * ```
 */
export class QuoteFeed extends EventEmitter<QuoteFeedEvents> {
  readonly #entries = new Map<number, Entry>();
  /** (segment, token) → record, for the decoder's look-up. */
  readonly #index = new QuoteIndex();
  readonly #socket: FeedSocket;
  readonly #options: QuoteFeedOptions;
  readonly #maxInstruments: number;
  readonly #batchSize: number;
  readonly #notifyMode: "frame" | "message" | "manual";
  readonly #changed: ChangedQueue = { quotes: [], count: 0 };
  #flushScheduled = false;
  #pendingSync = false;
  #connects = 0;
  readonly #summary: FrameSummary = { unmatched: 0, unknown: 0, serverTime: 0, malformed: false };

  constructor(options: QuoteFeedOptions) {
    super();
    this.#options = options;
    this.#maxInstruments = options.maxInstruments ?? maxInstrumentsPerConnection;
    this.#batchSize = options.batchSize ?? 500;
    this.#notifyMode =
      options.notify ?? (typeof globalThis.requestAnimationFrame === "function" ? "frame" : "message");
    this.#socket = new FeedSocket(
      {
        url: options.url,
        WebSocket: options.WebSocket,
        log: (message, detail) => this.#report(message, detail),
        heartbeatMs: options.heartbeatMs ?? socketHeartbeat.intervalSeconds * 1000,
        silenceMs: options.silenceMs ?? socketHeartbeat.timeoutSeconds * 1000,
        refreshToken: options.refreshToken,
      },
      {
        open: () => this.#onOpen(),
        close: (code, reason) => this.emit("disconnect", { code, reason }),
        message: (data) => this.#onMessage(data),
      },
    );
  }

  /** Instruments this connection holds. */
  get size(): number {
    return this.#entries.size;
  }

  get connected(): boolean {
    return this.#socket.connected;
  }

  /** Listeners across all instruments (for leak checks). */
  get quoteListenerCount(): number {
    let count = 0;
    for (const entry of this.#entries.values()) count += entry.quote.listeners.length;
    return count;
  }

  connect(): void {
    this.#socket.open();
  }

  /** Close the socket (sending SOCKET_CLOSE); subscriptions are kept for a later `connect()`. */
  disconnect(): void {
    this.#socket.send(JSON.stringify({ type: "SOCKET_CLOSE" }));
    this.#socket.close();
  }

  /** The live record of an instrument, while someone is subscribed to it. */
  get(segment: number, token: number): Quote | undefined {
    return this.#index.get(segment, token);
  }

  /**
   * Listen to an instrument. Returns the function that stops listening; the last listener to leave unsubscribes.
   * Throws `SubscriptionLimitError` when the connection is full.
   */
  subscribe(instrument: Instrument, mode: QuoteMode, listener: QuoteListener): () => void {
    const key = instrumentKey(instrument.segment, instrument.token);
    let entry = this.#entries.get(key);
    if (entry === undefined) {
      if (this.#entries.size >= this.#maxInstruments) throw new SubscriptionLimitError(this.#maxInstruments);
      const quote = new Quote(instrument.segment, instrument.token);
      entry = { quote, modes: [0, 0, 0], subscribedAs: 0 };
      this.#entries.set(key, entry);
      this.#index.set(quote);
    }
    const modeIndex = modePacket[mode] - 1;
    const current = entry;
    current.quote.listeners.push(listener);
    current.modes[modeIndex] = (current.modes[modeIndex] as number) + 1;
    this.#scheduleSync();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const listeners = current.quote.listeners;
      listeners.splice(listeners.indexOf(listener), 1);
      current.modes[modeIndex] = (current.modes[modeIndex] as number) - 1;
      this.#scheduleSync();
    };
  }

  /** Deliver queued changes now (the `frame` mode does this once per animation frame). */
  flush(): void {
    this.#flushScheduled = false;
    const count = this.#changed.count;
    const dirty = this.#changed.quotes;
    this.#changed.count = 0;
    for (let i = 0; i < count; i++) {
      const quote = dirty[i] as Quote;
      quote.dirty = false;
      const listeners = quote.listeners;
      for (let l = 0; l < listeners.length; l++) {
        try {
          (listeners[l] as QuoteListener)(quote);
        } catch (error) {
          this.#report("a quote listener threw", error);
        }
      }
    }
  }

  /** Decode one binary frame as if it came from the socket (tests, replays, other transports). */
  ingest(data: ArrayBuffer | ArrayBufferView): void {
    const view =
      data instanceof ArrayBuffer
        ? new DataView(data)
        : new DataView(data.buffer, data.byteOffset, data.byteLength);
    decodeFrame(view, this.#index, this.#changed, this.#summary);
    if (this.#summary.malformed) this.#report("a malformed quote frame was cut short");
    if (this.#changed.count > 0) this.#scheduleFlush();
  }

  #onMessage(data: unknown): void {
    if (typeof data === "string") {
      if (data !== "pong") this.#options.log?.("quote feed text message", data);
      return;
    }
    if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
      this.ingest(data as ArrayBuffer | ArrayBufferView);
      return;
    }
    if (Array.isArray(data)) {
      for (const part of data) this.#onMessage(part);
    }
  }

  #onOpen(): void {
    this.#connects++;
    if (this.#connects > 1) this.emit("reconnect", { attempt: this.#connects - 1 });
    this.emit("connect");
    for (const entry of this.#entries.values()) entry.subscribedAs = 0;
    this.#sync();
  }

  #scheduleSync(): void {
    if (this.#pendingSync) return;
    this.#pendingSync = true;
    queueMicrotask(() => {
      this.#pendingSync = false;
      this.#sync();
    });
  }

  /** Bring the server's view in line with the listeners: subscribe, upgrade, downgrade or unsubscribe. */
  #sync(): void {
    const subscribe: Record<number, Instrument[]> = { 1: [], 2: [], 3: [] };
    const unsubscribe: Instrument[] = [];
    for (const [key, entry] of this.#entries) {
      const wanted: PacketType | 0 =
        entry.modes[2] > 0 ? 3 : entry.modes[1] > 0 ? 2 : entry.modes[0] > 0 ? 1 : 0;
      if (wanted === 0) {
        if (entry.subscribedAs !== 0) unsubscribe.push(entry.quote);
        this.#entries.delete(key);
        this.#index.delete(entry.quote.segment, entry.quote.token);
        if (entry.quote.dirty) entry.quote.dirty = false;
        continue;
      }
      if (wanted !== entry.subscribedAs && this.#socket.connected) {
        (subscribe[wanted] as Instrument[]).push(entry.quote);
        entry.subscribedAs = wanted;
      }
    }
    if (!this.#socket.connected) return;
    this.#send(unsubscribe, packetType.ltp, subscriptionFlag.unsubscribe);
    for (const type of [packetType.ltp, packetType.quote, packetType.full]) {
      this.#send(subscribe[type] as Instrument[], type, subscriptionFlag.subscribe);
    }
  }

  #send(instruments: Instrument[], packetId: PacketType, flag: 1 | 2): void {
    for (let i = 0; i < instruments.length; i += this.#batchSize) {
      const text = subscriptionText({
        packetId,
        bucketId: 0,
        instruments: instruments
          .slice(i, i + this.#batchSize)
          .map(({ segment, token }) => ({ segment, token })),
        flag,
      });
      this.#socket.send(JSON.stringify({ type: "SEND_MESSAGE", text }));
    }
  }

  #scheduleFlush(): void {
    if (this.#notifyMode === "message") {
      this.flush();
      return;
    }
    if (this.#notifyMode === "manual") return;
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    requestAnimationFrame(() => this.flush());
  }

  #report(message: string, detail?: unknown): void {
    this.#options.log?.(message, detail);
    try {
      this.emit("error", { message, detail });
    } catch {
      // A listener of 'error' threw: the feed never throws from its own handlers.
    }
  }
}
