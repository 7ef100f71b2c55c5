import type { IncomingMessage } from "node:http";
import { bearerToken, cookieNames } from "../http/auth.js";
import type { Sessions } from "../store/sessions.js";
import type { FeedIdentity } from "./sessionSockets.js";

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

/** Feed authentication by the non-trade token: whose the socket is, or undefined without a valid token. */
export function sessionFeedAuth(sessions: Sessions, now: () => number) {
  return (request: IncomingMessage, url: URL): FeedIdentity | undefined => {
    const token = feedToken(request, url);
    const check = token === undefined ? undefined : sessions.check(token, "nontrade", now());
    return check?.status === "valid"
      ? { clientCode: check.session.client_code, sessionId: check.session.id }
      : undefined;
  };
}
