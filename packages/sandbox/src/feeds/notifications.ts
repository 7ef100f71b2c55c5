import type { IncomingMessage } from "node:http";
import type { NotificationPush } from "@trade/core";
import { WebSocket, WebSocketServer } from "ws";
import type { Sessions } from "../store/sessions.js";

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The token of a feed connection: `Authorization: Bearer`, the `token` query parameter, or the nt_token cookie. */
export function feedToken(request: IncomingMessage, url: URL): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === "string" && header.startsWith("Bearer ")) return header.slice(7);
  return url.searchParams.get("token") ?? cookieValue(request.headers.cookie, "nt_token");
}

/** The notifications feed: JSON pushes to every connected socket of a client. */
export class NotificationsHub {
  readonly #server = new WebSocketServer({ noServer: true });
  readonly #byClient = new Map<string, Set<WebSocket>>();
  readonly #sessions: Sessions;
  readonly #now: () => number;
  readonly #heartbeat: ReturnType<typeof setInterval>;

  constructor(sessions: Sessions, now: () => number, heartbeatMs = 10_000) {
    this.#sessions = sessions;
    this.#now = now;
    this.#heartbeat = setInterval(() => this.#broadcast({ type: "heartbeat", at: this.#now() }), heartbeatMs);
    this.#heartbeat.unref();
  }

  upgrade(request: IncomingMessage, socket: import("node:stream").Duplex, head: Buffer, url: URL): void {
    this.#server.handleUpgrade(request, socket, head, (ws) => {
      const token = feedToken(request, url);
      const check = token === undefined ? undefined : this.#sessions.check(token, "nontrade", this.#now());
      if (check?.status !== "valid") {
        ws.close(4401, "unauthorized");
        return;
      }
      const clientCode = check.session.client_code;
      let sockets = this.#byClient.get(clientCode);
      if (sockets === undefined) {
        sockets = new Set();
        this.#byClient.set(clientCode, sockets);
      }
      sockets.add(ws);
      ws.on("message", (data, isBinary) => {
        if (!isBinary && data.toString() === "ping") ws.send("pong");
      });
      ws.on("close", () => sockets.delete(ws));
      ws.on("error", () => sockets.delete(ws));
    });
  }

  push(clientCode: string, message: NotificationPush): void {
    const text = JSON.stringify(message);
    for (const ws of this.#byClient.get(clientCode) ?? []) {
      if (ws.readyState === WebSocket.OPEN) ws.send(text);
    }
  }

  close(): void {
    clearInterval(this.#heartbeat);
    for (const sockets of this.#byClient.values()) for (const ws of sockets) ws.terminate();
    this.#server.close();
  }

  #broadcast(message: NotificationPush): void {
    const text = JSON.stringify(message);
    for (const sockets of this.#byClient.values()) {
      for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(text);
    }
  }
}
