import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { BearerTokens } from "@trade/core";
import type { Db } from "../db/database.js";

export type TokenKind = "trade" | "nontrade" | "refresh";

export interface TokenLifetimes {
  tradeSeconds: number;
  nonTradeSeconds: number;
  refreshSeconds: number;
}

export interface SessionRow {
  id: string;
  client_code: string;
  device_id: string;
  device_name: string;
  platform: string;
  ip: string;
  created_at: number;
  last_active_at: number;
  revoked_at: number | null;
}

/** What a presented token resolves to. */
export type TokenCheck =
  | { status: "valid"; session: SessionRow }
  | { status: "expired"; session: SessionRow }
  | { status: "invalid" };

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = (kind: TokenKind) => `${kind}.${randomBytes(32).toString("base64url")}`;

/** Sessions and their tokens. Tokens are stored hashed; a revoked session's tokens are invalid. */
export class Sessions {
  readonly #db: Db;
  readonly #lifetimes: TokenLifetimes;
  readonly #statements;

  constructor(db: Db, lifetimes: TokenLifetimes) {
    this.#db = db;
    this.#lifetimes = lifetimes;
    this.#statements = {
      insertSession: db.prepare(
        `INSERT INTO sessions (id, client_code, device_id, device_name, platform, ip, created_at, last_active_at)
         VALUES (@id, @client_code, @device_id, @device_name, @platform, @ip, @created_at, @created_at)`,
      ),
      insertToken: db.prepare("INSERT INTO tokens (hash, session_id, kind, expires_at) VALUES (?, ?, ?, ?)"),
      dropTokens: db.prepare("DELETE FROM tokens WHERE session_id = ? AND kind = ?"),
      token: db.prepare<[string], { session_id: string; kind: TokenKind; expires_at: number }>(
        "SELECT session_id, kind, expires_at FROM tokens WHERE hash = ?",
      ),
      session: db.prepare<[string], SessionRow>("SELECT * FROM sessions WHERE id = ?"),
      touch: db.prepare("UPDATE sessions SET last_active_at = ? WHERE id = ?"),
      open: db.prepare<[string], SessionRow>(
        "SELECT * FROM sessions WHERE client_code = ? AND revoked_at IS NULL ORDER BY created_at",
      ),
      live: db.prepare<[string, number], SessionRow>(
        `SELECT * FROM sessions WHERE client_code = ? AND revoked_at IS NULL AND EXISTS
           (SELECT 1 FROM tokens WHERE session_id = sessions.id AND kind = 'refresh' AND expires_at > ?)
         ORDER BY created_at`,
      ),
      streaming: db.prepare<[string, number], { live: number }>(
        `SELECT 1 AS live FROM sessions WHERE id = ? AND revoked_at IS NULL AND EXISTS
           (SELECT 1 FROM tokens WHERE session_id = sessions.id AND kind = 'nontrade' AND expires_at > ?)`,
      ),
      revoke: db.prepare("UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL"),
      expire: db.prepare(
        `UPDATE tokens SET expires_at = ? WHERE kind = ? AND session_id IN
           (SELECT id FROM sessions WHERE client_code = ? AND revoked_at IS NULL)`,
      ),
    };
  }

  /** Start a session and mint its three tokens, in one transaction. */
  create(
    input: { clientCode: string; deviceId: string; deviceName: string; platform: string; ip: string },
    now: number,
  ): { session: SessionRow; tokens: BearerTokens } {
    return this.#db.transaction(() => {
      const session: SessionRow = {
        id: randomUUID(),
        client_code: input.clientCode,
        device_id: input.deviceId,
        device_name: input.deviceName,
        platform: input.platform,
        ip: input.ip,
        created_at: now,
        last_active_at: now,
        revoked_at: null,
      };
      this.#statements.insertSession.run(session);
      const trade = this.#mint(session.id, "trade", now);
      const nontrade = this.#mint(session.id, "nontrade", now);
      const refresh = this.#mint(session.id, "refresh", now);
      return {
        session,
        tokens: {
          tradeToken: trade.token,
          nonTradeToken: nontrade.token,
          refreshToken: refresh.token,
          tradeTokenExpiresAt: trade.expiresAt,
          nonTradeTokenExpiresAt: nontrade.expiresAt,
          refreshTokenExpiresAt: refresh.expiresAt,
        },
      };
    })();
  }

  /** Replace a session's token of `kind` (renewal). */
  renew(sessionId: string, kind: "trade" | "nontrade", now: number): { token: string; expiresAt: number } {
    return this.#db.transaction(() => {
      this.#statements.dropTokens.run(sessionId, kind);
      return this.#mint(sessionId, kind, now);
    })();
  }

  check(token: string, kind: TokenKind, now: number): TokenCheck {
    const row = this.#statements.token.get(hash(token));
    if (row === undefined || row.kind !== kind) return { status: "invalid" };
    const session = this.#statements.session.get(row.session_id);
    if (session === undefined || session.revoked_at !== null) return { status: "invalid" };
    if (row.expires_at <= now) return { status: "expired", session };
    return { status: "valid", session };
  }

  /** Record activity; written at most once a minute per session (a write per request would cost every call). */
  touch(sessionId: string, now: number): void {
    const last = this.#touched.get(sessionId);
    if (last !== undefined && now - last < 60_000 && now >= last) return;
    this.#touched.set(sessionId, now);
    this.#statements.touch.run(now, sessionId);
  }

  readonly #touched = new Map<string, number>();

  /** Sessions not logged out. */
  open(clientCode: string): SessionRow[] {
    return this.#statements.open.all(clientCode);
  }

  /** Sessions not logged out whose refresh token still lives: the ones listAllSessions shows. */
  live(clientCode: string, now: number): SessionRow[] {
    return this.#statements.live.all(clientCode, now);
  }

  /** Whether a session's feeds may stream: not logged out, and its non-trade token (maybe renewed) still lives. */
  streaming(sessionId: string, now: number): boolean {
    return this.#statements.streaming.get(sessionId, now) !== undefined;
  }

  /** End sessions; answers the device ids whose sessions ended (each once). */
  revoke(sessions: readonly SessionRow[], now: number): string[] {
    return this.#db.transaction(() => {
      for (const session of sessions) this.#statements.revoke.run(now, session.id);
      return [...new Set(sessions.map((session) => session.device_id))];
    })();
  }

  /** Test control: expire every live token of `kind` for a client now. */
  expire(clientCode: string, kind: TokenKind, now: number): number {
    return this.#statements.expire.run(now - 1, kind, clientCode).changes;
  }

  #mint(sessionId: string, kind: TokenKind, now: number): { token: string; expiresAt: number } {
    const seconds =
      kind === "trade"
        ? this.#lifetimes.tradeSeconds
        : kind === "nontrade"
          ? this.#lifetimes.nonTradeSeconds
          : this.#lifetimes.refreshSeconds;
    const token = newToken(kind);
    const expiresAt = now + seconds * 1000;
    this.#statements.insertToken.run(hash(token), sessionId, kind, expiresAt);
    return { token, expiresAt };
  }
}
