import * as z from "zod/mini";
import { bearerTokens, clientCode, deviceId, sessionOwner } from "./auth.js";
import { postEndpoint } from "./endpoint.js";

/** A partner id as the broker registers it: lower-case letters, digits and dashes. */
const partnerId = z
  .string()
  .check(z.regex(/^[a-z0-9-]{3,40}$/, "must be 3 to 40 lower-case letters, digits or -"));

/** What a partner's server sends (never its page: the secret stays on the server) to let one client in. */
export const ssoCodeRequest = z.strictObject({
  partnerId,
  partnerSecret: z.string().check(z.minLength(16), z.maxLength(200)),
  /** The broker's client the partner's user linked to. */
  clientCode,
});
export type SsoCodeRequest = z.infer<typeof ssoCodeRequest>;

export const ssoCode = z.object({
  /** One use, within `expiresIn` seconds. */
  code: z.string(),
  expiresIn: z.number(),
});
export type SsoCode = z.infer<typeof ssoCode>;

export const ssoExchangeRequest = z.strictObject({
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, "must be the code the partner was given")),
  deviceId,
});
export type SsoExchangeRequest = z.infer<typeof ssoExchangeRequest>;

export const ssoPartner = z.object({
  id: z.string(),
  /** Shown to the user: who opened this session. */
  name: z.string(),
  /** The only origins the embedded app talks to with postMessage. */
  origins: z.array(z.string()),
});
export type SsoPartner = z.infer<typeof ssoPartner>;

/** The SSO session: bearer tokens (kept in memory by the embedded app, never in a cookie) and who it is for. */
export const ssoSession = z.object({
  ...sessionOwner,
  partner: ssoPartner,
  tokens: bearerTokens,
});
export type SsoSession = z.infer<typeof ssoSession>;

/**
 * The SSO calls. `issueCode` is for a partner's server (it carries the partner's secret); `exchange` is for the
 * embedded app, which trades the one-time code for a session of its own. Neither is in the spec; docs/sso.md.
 */
export const ssoEndpoints = {
  issueCode: postEndpoint("none", "/sso/v1/code", ssoCodeRequest, ssoCode),
  exchange: postEndpoint("none", "/sso/v1/exchange", ssoExchangeRequest, ssoSession),
};
