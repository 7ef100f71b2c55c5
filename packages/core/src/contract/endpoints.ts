import {
  generateOtpRequest,
  generateOtpResponse,
  listAllSessionsResponse,
  logoutRequest,
  logoutResponse,
  refreshTokenResponse,
  renewRequest,
  renewTokenResponse,
  verifyOtpRequest,
  verifyOtpResponse,
} from "./auth.js";
import { clientIpResponse, runtimeConfig } from "./config.js";
import { type Endpoint, endpoint, getEndpoint, postEndpoint } from "./endpoint.js";
import { feeds } from "./feeds.js";
import { rmsLimit, rmsLimitRequest } from "./funds.js";
import { marketEndpoints } from "./marketEndpoints.js";
import {
  preferenceDocument,
  preferenceQuery,
  savePreferenceRequest,
  savePreferenceResponse,
} from "./preference.js";
import { profile } from "./profile.js";

export { type Endpoint, endpoint, type HttpMethod, type TokenKind } from "./endpoint.js";

/** The session area: login, tokens, sessions, profile, discovery, preferences (spec 1 §7). */
export const sessionEndpoints = {
  generateOtp: postEndpoint("none", "/login/v3/generateOtp", generateOtpRequest, generateOtpResponse),
  verifyOtp: endpoint({
    method: "POST",
    path: "/login/v3/verifyOtp",
    token: "none",
    body: verifyOtpRequest,
    query: undefined,
    data: verifyOtpResponse,
    tokenGeneration: true,
  }),
  renewToken: endpoint({
    method: "POST",
    path: "/login/v1/renewToken",
    token: "refresh",
    body: renewRequest,
    query: undefined,
    data: renewTokenResponse,
    tokenGeneration: true,
  }),
  refreshToken: endpoint({
    method: "POST",
    path: "/login/v5/refreshToken",
    token: "refresh",
    body: renewRequest,
    query: undefined,
    data: refreshTokenResponse,
    tokenGeneration: true,
  }),
  listAllSessions: getEndpoint("nontrade", "/login/v1/listAllSessions", undefined, listAllSessionsResponse),
  logout: postEndpoint("nontrade", "/login/v2/logoutV2", logoutRequest, logoutResponse, true),
  profile: getEndpoint("nontrade", "/v2/profile/get", undefined, profile),
  runtimeConfig: getEndpoint("none", "/discovery/v1/get-sparkweb-config", undefined, runtimeConfig),
  clientIp: getEndpoint("none", "/ip/v1/whoami", undefined, clientIpResponse),
  getPreference: getEndpoint(
    "nontrade",
    "/user-preference/v1/preference",
    preferenceQuery,
    preferenceDocument,
  ),
  savePreference: postEndpoint(
    "nontrade",
    "/user-preference/v1/preference",
    savePreferenceRequest,
    savePreferenceResponse,
    true,
  ),
} satisfies Record<string, Endpoint>;

/** Funds (spec 3 §7 Funds). */
export const fundsEndpoints = {
  rmsLimit: postEndpoint("trade", "/funds/v2/getRMSLimit", rmsLimitRequest, rmsLimit, true),
} satisfies Record<string, Endpoint>;

/** Every endpoint of the contract, for the sandbox's router and the generated OpenAPI document. */
export const endpoints = { ...sessionEndpoints, ...fundsEndpoints, ...marketEndpoints } satisfies Record<
  string,
  Endpoint
>;
export type EndpointId = keyof typeof endpoints;

export { feeds, marketEndpoints };
