import type { IncomingMessage } from "node:http";

/**
 * Whether a feed upgrade may go ahead (protection against cross-site WebSocket hijacking, on top of SameSite
 * cookies). A browser always sends Origin: it must be the sandbox's own (its host is the one the request was sent
 * to, as behind the app's dev proxy) or a registered partner's page. An upgrade without Origin is not a browser's
 * (Node clients: the SDK sends none), so no page can have forged it: it goes ahead on its token as before.
 */
export function upgradeRefusal(
  request: IncomingMessage,
  partnerOrigins: readonly string[],
): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  if (partnerOrigins.includes(origin)) return undefined;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return `Origin ${origin.slice(0, 100)} is not an origin`;
  }
  return host === request.headers.host ? undefined : `foreign Origin ${origin.slice(0, 100)}`;
}
