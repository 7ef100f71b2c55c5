import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { NotificationPush } from "@trade/core";
import { WebSocket, WebSocketServer } from "ws";
import { bearerToken, cookieNames } from "../http/auth.js";
import type { Sessions } from "../store/sessions.js";

/** Close code for a connection without a valid non-trade token (or whose session ended). */
export const unauthorizedCloseCode = 4401;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The token of a feed connection: `Authorization: Bearer`, the `token` query parameter, or the nt_token cookie. */
export function feedToken(request: IncomingMessage, url: URL): string | undefined {
  return (
    bearerToken(request.headers.authorization) ??
    url.searchParams.get("token") ??
    cookieValue(request.headers.cookie, cookieNames.nontrade)
  );
}

interface Connection {
  clientCode: string;
  sessionId: string;
}

/**
 * The notifications feed (`/feed/notifications`): JSON text frames pushed to every connected socket of a client
 * (logout by device), a heartbeat `{"type":"heartbeat","at":<ms>}` to all every `heartbeatMs`, and "pong" to a
 * text "ping".
 */
export class NotificationsHub<TMessage extends { type: string } = NotificationPush> {
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #connections = new Map<WebSocket, Connection>();
  readonly #sessions: Sessions;
  readonly #now: () => number;
  readonly #heartbeat: ReturnType<typeof setInterval>;

  constructor(sessions: Sessions, now: () => number, heartbeatMs = 10_000) {
    this.#sessions = sessions;
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
      const token = feedToken(request, url);
      const check = token === undefined ? undefined : this.#sessions.check(token, "nontrade", this.#now());
      if (check?.status !== "valid") {
        ws.close(unauthorizedCloseCode, "unauthorized");
        return;
      }
      this.#connections.set(ws, { clientCode: check.session.client_code, sessionId: check.session.id });
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

  /** Close the sockets of ended sessions (after whatever was pushed to them). */
  disconnect(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const [ws, connection] of this.#connections) {
      if (ended.has(connection.sessionId)) ws.close(unauthorizedCloseCode, "session ended");
    }
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
