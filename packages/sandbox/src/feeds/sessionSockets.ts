import type { WebSocket } from "ws";

/** Close code for a connection without a valid non-trade token (or whose session ended). */
export const unauthorizedCloseCode = 4401;

/** Close code for a socket past the per-client cap (RFC 6455 policy violation). */
export const tooManySocketsCloseCode = 1008;

/** Whose a feed socket is: the client and the session its non-trade token belongs to. */
export interface FeedIdentity {
  clientCode: string;
  sessionId: string;
}

/**
 * Every feed socket of every session, across all feeds (notifications, orders, quotes, market data), so that a
 * session's end closes all of them with 4401: at once on logout, and within `sweepMs` when its non-trade token
 * expires or it is revoked some other way. Also caps the sockets one client may hold.
 */
export class SessionSockets {
  readonly #bySession = new Map<string, { clientCode: string; sockets: Set<WebSocket> }>();
  readonly #perClient = new Map<string, number>();
  readonly #alive: (sessionId: string) => boolean;
  readonly #maxPerClient: number;
  readonly #sweep: ReturnType<typeof setInterval>;

  /**
   * @param alive whether a session may still stream (not revoked, a live non-trade token)
   * @param maxPerClient sockets one client may hold across all feeds
   */
  constructor(alive: (sessionId: string) => boolean, maxPerClient = Number.POSITIVE_INFINITY, sweepMs = 250) {
    this.#alive = alive;
    this.#maxPerClient = maxPerClient;
    this.#sweep = setInterval(() => this.sweep(), sweepMs);
    this.#sweep.unref();
  }

  /** Track an authenticated socket; false (and the socket closed with 1008) when its client holds too many. */
  add(identity: FeedIdentity, ws: WebSocket): boolean {
    const held = this.#perClient.get(identity.clientCode) ?? 0;
    if (held >= this.#maxPerClient) {
      ws.close(tooManySocketsCloseCode, `at most ${this.#maxPerClient} feed sockets per client`);
      return false;
    }
    this.#perClient.set(identity.clientCode, held + 1);
    let entry = this.#bySession.get(identity.sessionId);
    if (entry === undefined) {
      entry = { clientCode: identity.clientCode, sockets: new Set() };
      this.#bySession.set(identity.sessionId, entry);
    }
    entry.sockets.add(ws);
    const forget = () => this.#forget(identity, ws);
    ws.once("close", forget);
    ws.once("error", forget);
    return true;
  }

  /** Close every socket of the ended sessions with 4401 (after whatever was sent to them before). */
  end(sessionIds: readonly string[], reason = "session ended"): void {
    for (const sessionId of sessionIds) {
      const entry = this.#bySession.get(sessionId);
      if (entry === undefined) continue;
      for (const ws of entry.sockets) ws.close(unauthorizedCloseCode, reason);
    }
  }

  /** Close the sockets of sessions that may no longer stream (token expired, revoked). */
  sweep(): void {
    const ended = [...this.#bySession.keys()].filter((sessionId) => !this.#alive(sessionId));
    if (ended.length > 0) this.end(ended);
  }

  close(): void {
    clearInterval(this.#sweep);
    this.#bySession.clear();
    this.#perClient.clear();
  }

  #forget(identity: FeedIdentity, ws: WebSocket): void {
    const entry = this.#bySession.get(identity.sessionId);
    if (entry === undefined || !entry.sockets.delete(ws)) return;
    if (entry.sockets.size === 0) this.#bySession.delete(identity.sessionId);
    const held = (this.#perClient.get(identity.clientCode) ?? 1) - 1;
    if (held > 0) this.#perClient.set(identity.clientCode, held);
    else this.#perClient.delete(identity.clientCode);
  }
}
