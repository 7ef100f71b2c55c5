import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { NotificationPush } from "@trade/core";
import { WebSocket, WebSocketServer } from "ws";
import { type FeedIdentity, type SessionSockets, unauthorizedCloseCode } from "./sessionSockets.js";

export { unauthorizedCloseCode };

type Connection = FeedIdentity;

/**
 * The notifications feed (`/feed/notifications`): JSON text frames pushed to every connected socket of a client
 * (logout by device), a heartbeat `{"type":"heartbeat","at":<ms>}` to all every `heartbeatMs`, and "pong" to a
 * text "ping". Its sockets are tracked in `sockets` with every other feed's, which closes them when their session ends.
 */
export class NotificationsHub<TMessage extends { type: string } = NotificationPush> {
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #connections = new Map<WebSocket, Connection>();
  readonly #authenticate: (request: IncomingMessage, url: URL) => FeedIdentity | undefined;
  readonly #sockets: SessionSockets;
  readonly #now: () => number;
  readonly #heartbeat: ReturnType<typeof setInterval>;

  constructor(
    authenticate: (request: IncomingMessage, url: URL) => FeedIdentity | undefined,
    sockets: SessionSockets,
    now: () => number,
    heartbeatMs = 10_000,
  ) {
    this.#authenticate = authenticate;
    this.#sockets = sockets;
    this.#now = now;
    this.#heartbeat = setInterval(
      () => this.#send(() => true, { type: "heartbeat", at: this.#now() }),
      heartbeatMs,
    );
    this.#heartbeat.unref();
  }

  /** Open sockets (all clients, or one client's). */
  connections(clientCode?: string): number {
    let count = 0;
    for (const connection of this.#connections.values()) {
      if (clientCode === undefined || connection.clientCode === clientCode) count++;
    }
    return count;
  }

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void {
    this.#server.handleUpgrade(request, socket, head, (ws) => {
      ws.on("error", () => this.#connections.delete(ws));
      const identity = this.#authenticate(request, url);
      if (identity === undefined) {
        ws.close(unauthorizedCloseCode, "unauthorized");
        return;
      }
      if (!this.#sockets.add(identity, ws)) return;
      this.#connections.set(ws, identity);
      ws.on("message", (data, isBinary) => {
        if (!isBinary && data.toString() === "ping") ws.send("pong");
      });
      ws.on("close", () => this.#connections.delete(ws));
    });
  }

  /** Push a message to every connected socket of a client. */
  push(clientCode: string, message: TMessage): void {
    this.#send((connection) => connection.clientCode === clientCode, message);
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const ws of this.#connections.keys()) ws.terminate();
    this.#connections.clear();
    this.#server.close();
  }

  #send(
    to: (connection: Connection) => boolean,
    message: TMessage | { type: "heartbeat"; at: number },
  ): void {
    let text: string | undefined;
    for (const [ws, connection] of this.#connections) {
      if (ws.readyState !== WebSocket.OPEN || !to(connection)) continue;
      text ??= JSON.stringify(message);
      ws.send(text);
    }
  }
}
