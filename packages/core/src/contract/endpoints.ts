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
import { rmsLimit, rmsLimitRequest } from "./funds.js";
import {
  candles,
  candlesQuery,
  derivativeDetails,
  derivativeDetailsQuery,
  greeksList,
  greeksQuery,
  indexList,
  indicesExpiry,
  maxSingleQty,
  maxSingleQtyQuery,
  optionChain,
  optionChainQuery,
  optionsQuery,
  scripList,
  scripMasterQuery,
  scripMetadata,
  scripMetadataRequest,
  searchQuery,
  symbolQuery,
  tagsRequest,
  tagsResponse,
} from "./market.js";
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

/** Market and stock data look-ups (spec 3 §7, spec 2 §7 option chain); paths the spec withholds are in docs/decisions.md. */
export const marketEndpoints = {
  search: getEndpoint("nontrade", "/v5/search", searchQuery, scripList),
  scripMaster: getEndpoint("nontrade", "/scripmaster/v1/scripmaster", scripMasterQuery, scripList),
  indexMaster: getEndpoint("nontrade", "/scripmaster/v1/indexmaster", undefined, indexList),
  scripExchangeList: getEndpoint("nontrade", "/scripmaster/v1/scrip-exchange-list", symbolQuery, scripList),
  scripDerivativeDetails: getEndpoint(
    "nontrade",
    "/scripmaster/v1/scrip-derivative-details",
    derivativeDetailsQuery,
    derivativeDetails,
  ),
  allScripOptions: getEndpoint("nontrade", "/scripmaster/v2/all-scrip-options", optionsQuery, scripList),
  greeks: getEndpoint("nontrade", "/scripmaster/v1/greeks", greeksQuery, greeksList),
  indicesExpiry: getEndpoint("nontrade", "/scripmaster/v1/indices-expiry", undefined, indicesExpiry),
  maxSingleQty: getEndpoint("nontrade", "/scripmaster/v1/max-single-qty", maxSingleQtyQuery, maxSingleQty),
  optionChain: getEndpoint("nontrade", "/option-chain/v1/chain", optionChainQuery, optionChain),
  candles: getEndpoint("nontrade", "/historical/v1/candles", candlesQuery, candles),
  getTags: postEndpoint("nontrade", "/tagging-service/v1/tags/getTags", tagsRequest, tagsResponse, true),
  scripMetadata: postEndpoint(
    "nontrade",
    "/tagging-service/v3/getScripMetadata",
    scripMetadataRequest,
    scripMetadata,
    true,
  ),
} satisfies Record<string, Endpoint>;

export const feeds = {
  notifications: "/feed/notifications",
  /** The binary quote feed (docs/protocol/quote-feed.md). */
  quotes: "/feed/quotes",
  /** The second market-data socket: the same protocol, for one-off look-ups with a 500 ms time-out. */
  marketData: "/feed/market-data",
  /** The order-update feed: JSON `orderUpdate` pushes (`@trade/core/orders`). */
  orders: "/feed/orders",
} as const;

/** Every endpoint of the contract, for the sandbox's router and the generated OpenAPI document. */
export const endpoints = { ...sessionEndpoints, ...fundsEndpoints, ...marketEndpoints } satisfies Record<
  string,
  Endpoint
>;
export type EndpointId = keyof typeof endpoints;
