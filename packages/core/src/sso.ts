/**
 * `@trade/core/sso`: SSO mode for partner sites (spec 1 §4), the broker's side. A partner's server asks the broker
 * for a one-time code (`ssoEndpoints.issueCode`, with its secret); its page embeds the broker's app with
 * `embedTradeKit` from `@trade/core/embed`; the app trades the code for a session held in memory
 * ({@link startSsoSession}), so nothing rides on a third-party cookie. docs/sso.md tells the whole flow.
 */
import type { TradeClient } from "./client.js";
import { type SsoSession, ssoEndpoints } from "./contract/sso.js";
import { adoptSession } from "./resources/auth.js";
import type { RequestOptions } from "./transport/http.js";

export * from "./contract/sso.js";
export * from "./rules/sso.js";

/**
 * Trade a partner's one-time code for a session of this client. The client must hold tokens itself
 * (`tokenDelivery: "body"`): inside a partner's iframe the broker's cookies are third-party cookies, which Safari and
 * Chrome's cookie controls block.
 *
 * @example
 * ```ts
 * const client = createTradeClient({ baseUrl: "/api", platform: "web", tokenDelivery: "body" });
 * const session = await startSsoSession(client, launch.code);
 * console.log(`opened by ${session.partner.name} for ${session.clientCode}`);
 * ```
 */
export async function startSsoSession(
  client: TradeClient,
  code: string,
  options?: RequestOptions,
): Promise<SsoSession> {
  if (client.tokenDelivery !== "body")
    throw new TypeError('startSsoSession: the client must be created with tokenDelivery: "body"');
  const session = await client.call(
    ssoEndpoints.exchange,
    { body: { code, deviceId: client.deviceId } },
    options,
  );
  adoptSession(client, session);
  return session;
}
