import { sessionCodes } from "@trade/core";
import type { FastifyRequest } from "fastify";
import type { SessionRow, Sessions, TokenKind } from "../store/sessions.js";
import { HttpError } from "./errors.js";

export const cookieNames: Record<TokenKind, string> = {
  trade: "trade_token",
  nontrade: "nt_token",
  refresh: "refresh_token",
};

/** The token a request presents for `kind`: the Bearer header first, then the body (refresh only), then the cookie. */
export function presentedToken(
  request: FastifyRequest,
  kind: TokenKind,
): { token: string; via: "bearer" | "cookie" } | undefined {
  const header = request.headers.authorization;
  if (typeof header === "string" && header.startsWith("Bearer ") && header.length > 7) {
    return { token: header.slice(7), via: "bearer" };
  }
  if (kind === "refresh") {
    const body = request.body as { refreshToken?: unknown } | undefined;
    if (typeof body?.refreshToken === "string" && body.refreshToken !== "")
      return { token: body.refreshToken, via: "bearer" };
  }
  const cookie = request.cookies?.[cookieNames[kind]];
  if (typeof cookie === "string" && cookie !== "") return { token: cookie, via: "cookie" };
  return undefined;
}

const missing = () =>
  new HttpError(401, sessionCodes.tokenMissing, "You are not logged in. Please login to continue.");

/**
 * Resolve the session of a request, answering the spec's codes: AB9100 (expired) and AG8001 (invalid) for trade
 * calls, UA-101 for non-trade calls, AG8009 with 403 when the refresh token cannot renew any more.
 */
export function authenticate(
  sessions: Sessions,
  request: FastifyRequest,
  kind: TokenKind,
  now: number,
): { session: SessionRow; via: "bearer" | "cookie" } {
  const presented = presentedToken(request, kind);
  if (presented === undefined) throw missing();
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
