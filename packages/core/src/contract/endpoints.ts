import type * as z from "zod/mini";
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

/**
 * Which credential a call needs. `trade`: the trade access token; `nontrade`: the non-trade token (profile,
 * discovery, watchlist); `refresh`: the refresh token used to renew the other two; `none`: anonymous.
 */
export type TokenKind = "none" | "trade" | "nontrade" | "refresh";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint<
  TBody extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TQuery extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TData extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Path under the API base, verbatim from the spec where it names one. */
  path: string;
  token: TokenKind;
  body: TBody;
  query: TQuery;
  /** Schema of the envelope's `data`. */
  data: TData;
  /** Safe to retry: GETs, and writes the server de-duplicates. */
  idempotent: boolean;
  /** A call that mints tokens: a 401 'Not authorized' on it asks for a trade token renewal (spec 1 §8). */
  tokenGeneration?: boolean;
}

/** One endpoint of the table; `idempotent` defaults to true for GET. */
export const endpoint = <
  TBody extends z.ZodMiniType | undefined,
  TQuery extends z.ZodMiniType | undefined,
  TData extends z.ZodMiniType,
>(
  e: Omit<Endpoint<TBody, TQuery, TData>, "idempotent"> & { idempotent?: boolean },
): Endpoint<TBody, TQuery, TData> => ({ ...e, idempotent: e.idempotent ?? e.method === "GET" });

/** The session area: login, tokens, sessions, profile, discovery, preferences (spec 1 §7). */
export const sessionEndpoints = {
  generateOtp: endpoint({
    method: "POST",
    path: "/login/v3/generateOtp",
    token: "none",
    body: generateOtpRequest,
    query: undefined,
    data: generateOtpResponse,
  }),
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
  listAllSessions: endpoint({
    method: "GET",
    path: "/login/v1/listAllSessions",
    token: "nontrade",
    body: undefined,
    query: undefined,
    data: listAllSessionsResponse,
  }),
  logout: endpoint({
    method: "POST",
    path: "/login/v2/logoutV2",
    token: "nontrade",
    body: logoutRequest,
    query: undefined,
    data: logoutResponse,
    idempotent: true,
  }),
  profile: endpoint({
    method: "GET",
    path: "/v2/profile/get",
    token: "nontrade",
    body: undefined,
    query: undefined,
    data: profile,
  }),
  runtimeConfig: endpoint({
    method: "GET",
    path: "/discovery/v1/get-sparkweb-config",
    token: "none",
    body: undefined,
    query: undefined,
    data: runtimeConfig,
  }),
  clientIp: endpoint({
    method: "GET",
    path: "/ip/v1/whoami",
    token: "none",
    body: undefined,
    query: undefined,
    data: clientIpResponse,
  }),
  getPreference: endpoint({
    method: "GET",
    path: "/user-preference/v1/preference",
    token: "nontrade",
    body: undefined,
    query: preferenceQuery,
    data: preferenceDocument,
  }),
  savePreference: endpoint({
    method: "POST",
    path: "/user-preference/v1/preference",
    token: "nontrade",
    body: savePreferenceRequest,
    query: undefined,
    data: savePreferenceResponse,
    idempotent: true,
  }),
} satisfies Record<string, Endpoint>;

/** Funds (spec 3 §7 Funds). */
export const fundsEndpoints = {
  rmsLimit: endpoint({
    method: "POST",
    path: "/funds/v2/getRMSLimit",
    token: "trade",
    body: rmsLimitRequest,
    query: undefined,
    data: rmsLimit,
    idempotent: true,
  }),
} satisfies Record<string, Endpoint>;

const marketGet = <TQuery extends z.ZodMiniType | undefined, TData extends z.ZodMiniType>(
  path: string,
  query: TQuery,
  data: TData,
) => endpoint({ method: "GET", path, token: "nontrade", body: undefined, query, data });

/** Market and stock data look-ups (spec 3 §7, spec 2 §7 option chain); paths the spec withholds are in docs/decisions.md. */
export const marketEndpoints = {
  search: marketGet("/v5/search", searchQuery, scripList),
  scripMaster: marketGet("/scripmaster/v1/scripmaster", scripMasterQuery, scripList),
  indexMaster: marketGet("/scripmaster/v1/indexmaster", undefined, indexList),
  scripExchangeList: marketGet("/scripmaster/v1/scrip-exchange-list", symbolQuery, scripList),
  scripDerivativeDetails: marketGet(
    "/scripmaster/v1/scrip-derivative-details",
    derivativeDetailsQuery,
    derivativeDetails,
  ),
  allScripOptions: marketGet("/scripmaster/v2/all-scrip-options", optionsQuery, scripList),
  greeks: marketGet("/scripmaster/v1/greeks", greeksQuery, greeksList),
  indicesExpiry: marketGet("/scripmaster/v1/indices-expiry", undefined, indicesExpiry),
  maxSingleQty: marketGet("/scripmaster/v1/max-single-qty", maxSingleQtyQuery, maxSingleQty),
  optionChain: marketGet("/option-chain/v1/chain", optionChainQuery, optionChain),
  candles: marketGet("/historical/v1/candles", candlesQuery, candles),
  getTags: endpoint({
    method: "POST",
    path: "/tagging-service/v1/tags/getTags",
    token: "nontrade",
    body: tagsRequest,
    query: undefined,
    data: tagsResponse,
    idempotent: true,
  }),
  scripMetadata: endpoint({
    method: "POST",
    path: "/tagging-service/v3/getScripMetadata",
    token: "nontrade",
    body: scripMetadataRequest,
    query: undefined,
    data: scripMetadata,
    idempotent: true,
  }),
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
