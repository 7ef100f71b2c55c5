import { sessionCodes } from "@trade/core";
import type { FastifyRequest } from "fastify";
import type { SessionRow, Sessions, TokenKind } from "../store/sessions.js";
import { HttpError } from "./reply.js";

/** The cookie that carries each token kind in browsers. */
export const cookieNames: Readonly<Record<TokenKind, string>> = {
  trade: "trade_token",
  nontrade: "nt_token",
  refresh: "refresh_token",
};

/** How a token came: `bearer` (header or body: Node clients, answered in bodies) or `cookie` (browsers). */
export type Delivery = "bearer" | "cookie";

/** The bearer token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== "string") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The token a request presents for `kind`: for the refresh kind the body's `refreshToken` first; then the
 * `Authorization: Bearer` header; then the cookie of that kind.
 */
export function presentedToken(
  request: FastifyRequest,
  kind: TokenKind,
  bodyToken?: string,
): { token: string; via: Delivery } | undefined {
  if (kind === "refresh" && bodyToken !== undefined && bodyToken !== "")
    return { token: bodyToken, via: "bearer" };
  const bearer = bearerToken(request.headers.authorization);
  if (bearer !== undefined) return { token: bearer, via: "bearer" };
  const cookie = request.cookies[cookieNames[kind]];
  if (typeof cookie === "string" && cookie !== "") return { token: cookie, via: "cookie" };
  return undefined;
}

/**
 * Resolve the session of a request, answering the spec's codes: TOKEN-MISSING (401) without a token; AB9100
 * (expired) and AG8001 (invalid, unknown, logged out) with 401 for trade calls; UA-101 with 401 for non-trade
 * calls; AG8009 with 403 when the refresh token can no longer renew.
 */
export function authenticate(
  sessions: Sessions,
  request: FastifyRequest,
  kind: TokenKind,
  now: number,
  bodyToken?: string,
): { session: SessionRow; via: Delivery } {
  const presented = presentedToken(request, kind, bodyToken);
  if (presented === undefined) {
    throw new HttpError(401, sessionCodes.tokenMissing, "You are not logged in. Please login to continue.");
  }
  const check = sessions.check(presented.token, kind, now);
  if (check.status === "valid") {
    sessions.touch(check.session.id, now);
    return { session: check.session, via: presented.via };
  }
  if (kind === "trade") {
    throw check.status === "expired"
      ? new HttpError(401, sessionCodes.tradeTokenExpired, "Your trading session has expired.")
      : new HttpError(401, sessionCodes.tradeTokenInvalid, "Invalid Token");
  }
  if (kind === "nontrade") throw new HttpError(401, sessionCodes.nonTradeUnauthorized, "unauthorized");
  throw new HttpError(403, sessionCodes.renewNeeded, "Your session has ended. Please login again.");
}
