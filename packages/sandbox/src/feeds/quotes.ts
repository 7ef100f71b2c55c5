import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { instrumentKey } from "@trade/core";
import {
  encodeHeartbeat,
  encodePacket,
  type FeedEnvelope,
  maxInstrumentsPerConnection,
  type PacketType,
  packetSize,
  packetType,
  parseSubscriptionText,
  type QuoteFields,
  subscriptionFlag,
} from "@trade/core/protocol";
import { WebSocket, WebSocketServer } from "ws";
import { type FeedIdentity, type SessionSockets, unauthorizedCloseCode } from "./sessionSockets.js";

/** Where the feed reads live quotes. */
export interface QuoteSource {
  /** The live quote of an instrument; undefined when the sandbox has no such instrument. */
  quote(segment: number, token: number): QuoteFields | undefined;
}

export interface QuoteFeedServerOptions {
  /** Whose an upgrade request is (its valid non-trade token's client and session), else undefined. */
  authenticate: (request: IncomingMessage, url: URL) => FeedIdentity | undefined;
  /** Where every feed's sockets are tracked by session (closed when it ends) and capped per client. */
  sockets?: SessionSockets;
  source: QuoteSource;
  now: () => number;
  log: (line: string) => void;
  /** Heartbeat packet on an otherwise idle connection (10 s). */
  heartbeatMs?: number;
  /** Instruments one connection may hold (3000). */
  maxInstruments?: number;
}

interface Connection {
  socket: WebSocket;
  clientCode: string;
  /** (segment << 32 | token) → packet type streamed. */
  subscriptions: Map<number, PacketType>;
  sentSinceBeat: boolean;
}

/**
 * The binary quote feed (`/feed/quotes`, and `/feed/market-data` for one-off look-ups): JSON subscription messages
 * in, binary frames of fixed-size little-endian packets out (docs/protocol/quote-feed.md).
 */
export class QuoteFeedServer {
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  readonly #connections = new Set<Connection>();
  readonly #options: QuoteFeedServerOptions;
  readonly #max: number;
  readonly #heartbeat: ReturnType<typeof setInterval>;
  #silentUntil = 0;

  constructor(options: QuoteFeedServerOptions) {
    this.#options = options;
    this.#max = options.maxInstruments ?? maxInstrumentsPerConnection;
    this.#heartbeat = setInterval(() => this.#beat(), options.heartbeatMs ?? 10_000);
    this.#heartbeat.unref();
  }

  /** Open connections (of one client, when given). */
  connections(clientCode?: string): number {
    let count = 0;
    for (const connection of this.#connections)
      if (clientCode === undefined || connection.clientCode === clientCode) count++;
    return count;
  }

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
    this.#server.handleUpgrade(request, socket, head, (ws) => {
      const identity = this.#options.authenticate(request, url);
      if (identity === undefined) {
        ws.close(unauthorizedCloseCode, "unauthorized");
        return;
      }
      if (this.#options.sockets?.add(identity, ws) === false) return;
      const connection: Connection = {
        socket: ws,
        clientCode: identity.clientCode,
        subscriptions: new Map(),
        sentSinceBeat: false,
      };
      this.#connections.add(connection);
      ws.on("message", (data, isBinary) =>
        this.#onMessage(connection, isBinary ? undefined : data.toString()),
      );
      ws.on("close", () => this.#connections.delete(connection));
      ws.on("error", () => this.#connections.delete(connection));
    });
  }

  /** Send the changed quotes to every connection subscribed to them, one frame per connection. */
  publish(changed: readonly QuoteFields[]): void {
    if (this.#silent()) return;
    for (const connection of this.#connections) {
      if (connection.subscriptions.size === 0 || connection.socket.readyState !== WebSocket.OPEN) continue;
      let size = 0;
      for (const quote of changed) {
        const type = connection.subscriptions.get(instrumentKey(quote.segment, quote.token));
        if (type !== undefined) size += packetSize[type];
      }
      if (size === 0) continue;
      const view = new DataView(new ArrayBuffer(size));
      let offset = 0;
      for (const quote of changed) {
        const type = connection.subscriptions.get(instrumentKey(quote.segment, quote.token));
        if (type !== undefined) offset = encodePacket(view, offset, type, quote);
      }
      this.#send(connection, view.buffer);
    }
  }

  /** Test control: send nothing at all (no ticks, no heartbeats, no pongs) for `ms`, keeping sockets open. */
  silence(ms: number): void {
    this.#silentUntil = Date.now() + ms;
  }

  /** Test control: close every connection from the server side. */
  dropAll(): void {
    for (const connection of this.#connections) connection.socket.terminate();
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const connection of this.#connections) connection.socket.terminate();
    this.#server.close();
  }

  #silent(): boolean {
    return Date.now() < this.#silentUntil;
  }

  #onMessage(connection: Connection, text: string | undefined): void {
    if (text === undefined) {
      this.#ignore(connection, "binary frames are not accepted from clients");
      return;
    }
    if (text === "ping") {
      if (!this.#silent()) connection.socket.send("pong");
      return;
    }
    let envelope: FeedEnvelope;
    try {
      envelope = JSON.parse(text) as FeedEnvelope;
    } catch {
      this.#ignore(connection, "a message that is not JSON");
      return;
    }
    if (envelope?.type === "SOCKET_CLOSE") {
      connection.socket.close(1000, "closed by client");
      return;
    }
    if (envelope?.type !== "SEND_MESSAGE" || typeof envelope.text !== "string") {
      this.#ignore(connection, "a message whose type is not SEND_MESSAGE or SOCKET_CLOSE");
      return;
    }
    const parsed = parseSubscriptionText(envelope.text);
    if (!parsed.ok) {
      this.#ignore(connection, parsed.reason);
      return;
    }
    const { flag, instruments, packetId } = parsed.message;
    if (flag === subscriptionFlag.unsubscribe) {
      for (const { segment, token } of instruments)
        connection.subscriptions.delete(instrumentKey(segment, token));
      return;
    }
    const known = instruments.filter(
      ({ segment, token }) => this.#options.source.quote(segment, token) !== undefined,
    );
    const adding = known.filter(
      ({ segment, token }) => !connection.subscriptions.has(instrumentKey(segment, token)),
    ).length;
    if (connection.subscriptions.size + adding > this.#max) {
      const message = `A connection holds at most ${this.#max} instruments; this one holds ${connection.subscriptions.size} and asked for ${adding} more`;
      this.#options.log(`quote feed: subscription refused for ${connection.clientCode}: ${message}`);
      connection.socket.send(JSON.stringify({ type: "ERROR", code: "SUBSCRIPTION_LIMIT", message }));
      return;
    }
    if (known.length < instruments.length) {
      this.#options.log(`quote feed: ${instruments.length - known.length} unknown instrument(s) ignored`);
    }
    for (const { segment, token } of known)
      connection.subscriptions.set(instrumentKey(segment, token), packetId);
    // A snapshot at once, so a new subscriber has prices before the next tick.
    const snapshot = known.map(
      ({ segment, token }) => this.#options.source.quote(segment, token) as QuoteFields,
    );
    const view = new DataView(new ArrayBuffer(snapshot.length * packetSize[packetId]));
    let offset = 0;
    for (const quote of snapshot) offset = encodePacket(view, offset, packetId, quote);
    if (snapshot.length > 0) this.#send(connection, view.buffer);
  }

  #ignore(connection: Connection, reason: string): void {
    this.#options.log(`quote feed: ignored ${reason} from ${connection.clientCode}`);
  }

  #send(connection: Connection, data: ArrayBuffer | string): void {
    if (this.#silent() || connection.socket.readyState !== WebSocket.OPEN) return;
    connection.sentSinceBeat = true;
    connection.socket.send(data, (error) => {
      if (error) this.#options.log(`quote feed: send failed: ${error.message}`);
    });
  }

  #beat(): void {
    const view = new DataView(new ArrayBuffer(packetSize[packetType.heartbeat]));
    encodeHeartbeat(view, 0, Math.floor(this.#options.now() / 1000));
    for (const connection of this.#connections) {
      if (!connection.sentSinceBeat) this.#send(connection, view.buffer);
      connection.sentSinceBeat = false;
    }
  }
}
