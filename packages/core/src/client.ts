import type * as z from "zod/mini";
import type { BearerTokens, Platform } from "./contract/auth.js";
import { type Endpoint, sessionEndpoints } from "./contract/endpoints.js";
import {
  ContractError,
  GenericServerError,
  InvalidInputError,
  NotLoggedInError,
  RateLimitError,
  SessionExpiredError,
  TradeError,
} from "./errors.js";
import type { WebSocketConstructor } from "./feeds/socket.js";
import { checkOptionNames } from "./internal/clientOptions.js";
import { newDeviceId } from "./internal/ids.js";
import { formatIssues, issueInWords } from "./internal/issues.js";
import { AuthResource } from "./resources/auth.js";
import { ConfigResource } from "./resources/config.js";
import { FundsResource } from "./resources/funds.js";
import { PreferencesResource } from "./resources/preferences.js";
import { ProfileResource } from "./resources/profile.js";
import { type CatalogueAction, classifyAnswer } from "./rules/errorCatalogue.js";
import { sessionLimits, sessionTexts } from "./rules/session.js";
import { localKeys } from "./session/localKeys.js";
import { Session } from "./session/session.js";
import { memoryStorage, readJson, type StorageAdapter, writeJson } from "./session/storage.js";
import { apiErrorFor, errorFields } from "./transport/answerError.js";
import { Http, type HttpAnswer, type RequestOptions } from "./transport/http.js";
import { RenewalGuard } from "./transport/renewal.js";

export const sdkVersion = "0.1.0";

export interface TradeClientOptions {
  /** The API base: `/api` in the app, `http://localhost:4600/api` from Node. */
  baseUrl: string;
  /** `web` in browsers (the default where `document` exists), else `node`. */
  platform?: Platform;
  /**
   * `cookie`: the server keeps tokens in HttpOnly cookies (browsers; the default on `web`).
   * `body`: bearer tokens held by the SDK (Node; the default elsewhere).
   */
  tokenDelivery?: "cookie" | "body";
  /** Where the spec's local keys live (default: memory). `browserStorage()`, or `fileStorage()` from `@trade/core/node`. */
  storage?: StorageAdapter;
  /** Bearer mode: resume with these tokens. */
  tokens?: BearerTokens;
  /** Bearer mode: keep the tokens in `storage` so a later run resumes the session (default false). */
  persistTokens?: boolean;
  /** `fetch` to use (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** WebSocket constructor for the feeds (default: the global one; pass `ws` in Node 20). */
  WebSocket?: WebSocketConstructor;
  /** Base of the feed sockets (default: derived from `baseUrl`, e.g. `ws://localhost:4600/feed`). */
  feedBaseUrl?: string;
  /** Time-out per attempt (default 6000 ms). */
  timeoutMs?: number;
  /** Retries for calls safe to repeat (default 1). */
  maxRetries?: number;
  appId?: string;
  appVersion?: string;
  deviceName?: string;
  /** Runs 1 s after a non-JSON 429 (spec 1 §8). */
  onRateLimit?: () => void;
  /** Log lines the SDK only logs (socket failures, ignored messages). Default: none. */
  log?: (message: string, detail?: unknown) => void;
  /** Clock, for tests. */
  now?: () => number;
}

export interface CallInput {
  body?: unknown;
  query?: Record<string, unknown>;
}

type DataOf<TEndpoint extends Endpoint> = z.infer<TEndpoint["data"]>;

/** What the client knows about the logged-in user, for the standard headers. */
interface Identity {
  clientCode?: string | undefined;
  gmId?: number | undefined;
  userType?: string | undefined;
}

/**
 * The trade kit SDK client. One per app or script.
 *
 * @example
 * ```ts
 * const client = createTradeClient({ baseUrl: "http://localhost:4600/api" });
 * await client.auth.generateOtp({ clientCode: "DEMO01" });
 * await client.auth.verifyOtp({ clientCode: "DEMO01", otp: "123456" });
 * const profile = await client.profile.get();
 * ```
 */
export class TradeClient {
  readonly session: Session;
  readonly storage: StorageAdapter;
  readonly auth: AuthResource;
  readonly profile: ProfileResource;
  readonly preferences: PreferencesResource;
  readonly config: ConfigResource;
  readonly funds: FundsResource;
  readonly platform: Platform;
  readonly tokenDelivery: "cookie" | "body";
  readonly options: Readonly<TradeClientOptions>;

  readonly #http: Http;
  readonly #tradeRenewal: RenewalGuard;
  readonly #nonTradeRefresh: RenewalGuard;
  readonly #now: () => number;
  readonly #closers: (() => void)[] = [];
  #identity: Identity = {};
  #clientIp: string | undefined;

  constructor(options: TradeClientOptions) {
    if (typeof options?.baseUrl !== "string") {
      throw new TypeError(
        "createTradeClient: `baseUrl` is required, e.g. '/api' or 'http://localhost:4600/api'",
      );
    }
    checkOptionNames(options);
    this.options = options;
    this.platform = options.platform ?? (typeof document === "undefined" ? "node" : "web");
    this.tokenDelivery = options.tokenDelivery ?? (this.platform === "web" ? "cookie" : "body");
    this.storage = options.storage ?? memoryStorage();
    this.#now = options.now ?? Date.now;
    this.#clientIp = this.storage.getItem(localKeys.clientIp) ?? undefined;
    const storedTokens =
      this.tokenDelivery === "body" && options.persistTokens
        ? readJson<BearerTokens>(this.storage, localKeys.bearerTokens)
        : undefined;
    this.session = new Session({
      ...((options.tokens ?? storedTokens)
        ? { tokens: (options.tokens ?? storedTokens) as BearerTokens }
        : {}),
      persistTokens: (tokens) => {
        if (this.tokenDelivery !== "body" || !options.persistTokens) return;
        if (tokens === undefined) this.storage.removeItem(localKeys.bearerTokens);
        else writeJson(this.storage, localKeys.bearerTokens, tokens);
      },
    });
    this.#http = new Http({
      baseUrl: options.baseUrl.replace(/\/+$/, ""),
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      retries: options.maxRetries,
      credentials: this.tokenDelivery === "cookie" ? "include" : "omit",
    });
    this.#tradeRenewal = new RenewalGuard(() => this.#renew("trade"), { now: this.#now });
    this.#nonTradeRefresh = new RenewalGuard(() => this.#renew("nontrade"), { now: this.#now });
    this.auth = new AuthResource(this);
    this.profile = new ProfileResource(this);
    this.preferences = new PreferencesResource(this);
    this.config = new ConfigResource(this);
    this.funds = new FundsResource(this);
  }

  /** This device's id, made once and kept in storage. */
  get deviceId(): string {
    let id = this.storage.getItem(localKeys.deviceId);
    if (id === null) {
      id = newDeviceId();
      this.storage.setItem(localKeys.deviceId, id);
    }
    return id;
  }

  /** @internal Remember who is logged in, for the standard headers. */
  setIdentity(identity: Identity): void {
    this.#identity = { ...this.#identity, ...identity };
  }

  /** @internal */
  setClientIp(ip: string): void {
    this.#clientIp = ip;
    this.storage.setItem(localKeys.clientIp, ip);
  }

  /** The URL of a feed socket, with the parameters the feeds take (app, device, client, GMID, correlation id). */
  feedUrl(path: string): string {
    const base = this.options.feedBaseUrl ?? defaultFeedBase(this.options.baseUrl);
    const url = new URL(`${base.replace(/\/feed\/?$/, "")}${path}`);
    url.searchParams.set("appId", this.options.appId ?? "trade-kit");
    url.searchParams.set("deviceId", this.deviceId);
    if (this.#identity.clientCode) url.searchParams.set("clientId", this.#identity.clientCode);
    if (this.#identity.gmId !== undefined) url.searchParams.set("gmId", String(this.#identity.gmId));
    url.searchParams.set("correlationId", newDeviceId());
    const token = this.session.tokens?.nonTradeToken;
    if (token) url.searchParams.set("token", token);
    return url.toString();
  }

  /**
   * Call one endpoint of the contract: validates the input, sends it with the standard headers, applies the error
   * catalogue (renewal, refresh, rate limit, logout), and parses the answer's data.
   */
  async call<TEndpoint extends Endpoint>(
    endpoint: TEndpoint,
    input: CallInput = {},
    options: RequestOptions = {},
  ): Promise<DataOf<TEndpoint>> {
    checkInput(endpoint, input);
    const guard =
      endpoint.token === "trade"
        ? this.#tradeRenewal
        : endpoint.token === "nontrade"
          ? this.#nonTradeRefresh
          : undefined;
    for (let pass = 1; ; pass++) {
      const sentAt = guard?.generation ?? 0;
      const endings = this.session.endings;
      const answer = await this.#send(endpoint, input, options);
      const action = classifyAnswer({
        status: answer.status,
        body: answer.body,
        token: endpoint.token,
        ...(endpoint.tokenGeneration ? { tokenGeneration: true } : {}),
      });
      if (action.kind === "ok") {
        const data = this.#accept(endpoint, answer, endings);
        options.onAnswer?.({ status: answer.status, requestId: answer.requestId, headers: answer.headers });
        return data;
      }
      const renewal = this.#renewalFor(action, endpoint);
      if (renewal !== undefined && pass === 1) {
        const outcome = await renewal.onExpired(sentAt);
        if (outcome === "retry") continue;
        // The renewal's own failure says more (AG8009: log in again) than the expired call does.
        if (outcome === "failed" && renewal.lastFailure instanceof TradeError) throw renewal.lastFailure;
      }
      throw this.#fail(action, answer, endpoint);
    }
  }

  /** @internal Call an endpoint and hand back the raw answer, without the catalogue (renewals use it). */
  async callRaw(
    endpoint: Endpoint,
    input: CallInput = {},
    options: RequestOptions = {},
  ): Promise<HttpAnswer> {
    checkInput(endpoint, input);
    return this.#send(endpoint, input, options);
  }

  /** Renew the trade token now (single flight; an explicit request, so the one-minute guard does not apply). */
  renewTradeToken(): Promise<boolean> {
    return this.#tradeRenewal.renewNow();
  }

  /** Refresh the non-trade token now (single flight; the one-minute guard does not apply). True when refreshed. */
  refreshNonTradeToken(): Promise<boolean> {
    return this.#nonTradeRefresh.renewNow();
  }

  /** Stop the feeds (the notifications feed of `notificationsOf(client)` among them) and the config refresh. */
  close(): void {
    for (const close of this.#closers) close();
    this.config.stopAutoRefresh();
  }

  /** @internal Run `close` when the client is closed (an area's feed registers its disconnect). */
  onClose(close: () => void): void {
    this.#closers.push(close);
  }

  #renewalFor(action: CatalogueAction, endpoint: Endpoint): RenewalGuard | undefined {
    if (action.kind === "renew-trade") {
      if (endpoint.token === "trade") return this.#tradeRenewal;
      // A 401 'Not authorized' on a token-generation call asks for a trade renewal; the call itself is not retried.
      void this.#tradeRenewal.onExpired(this.#tradeRenewal.generation);
      return undefined;
    }
    if (action.kind === "refresh-nontrade" && endpoint.token === "nontrade") return this.#nonTradeRefresh;
    return undefined;
  }

  async #send(endpoint: Endpoint, input: CallInput, options: RequestOptions): Promise<HttpAnswer> {
    return this.#http.send(
      {
        method: endpoint.method,
        path: endpoint.path,
        query: input.query,
        body: endpoint.method === "GET" ? undefined : (input.body ?? {}),
        headers: this.#headers(endpoint),
        idempotent: endpoint.idempotent,
      },
      options,
    );
  }

  #headers(endpoint: Endpoint): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-App-ID": this.options.appId ?? "trade-kit",
      "X-Device-ID": this.deviceId,
      "X-Platform": this.platform,
      "X-App-Version": this.options.appVersion ?? sdkVersion,
    };
    const { clientCode, gmId, userType } = this.#identity;
    if (clientCode) headers["X-Client-Code"] = clientCode;
    if (gmId !== undefined) headers["X-GM-ID"] = String(gmId);
    if (userType) headers["X-UserType"] = userType;
    if (this.#clientIp) headers["X-Client-IP"] = this.#clientIp;
    const sessionId = this.session.getSnapshot().sessionId;
    if (sessionId) headers["X-Token-Ref"] = sessionId;
    const token = this.#bearerFor(endpoint);
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  #bearerFor(endpoint: Endpoint): string | undefined {
    const tokens = this.session.tokens;
    if (tokens === undefined) return undefined;
    if (endpoint.token === "trade") return tokens.tradeToken;
    if (endpoint.token === "nontrade") return tokens.nonTradeToken;
    if (endpoint.token === "refresh") return tokens.refreshToken;
    return undefined;
  }

  #accept<TEndpoint extends Endpoint>(
    endpoint: TEndpoint,
    answer: HttpAnswer,
    endingsAtSend: number,
  ): DataOf<TEndpoint> {
    const body = answer.body as { data?: unknown } | undefined;
    const parsed = endpoint.data.safeParse(body?.data);
    if (!parsed.success) {
      throw new ContractError({
        status: answer.status,
        code: "CONTRACT",
        message: `The answer of ${endpoint.method} ${endpoint.path} does not match the contract: ${formatIssues(parsed.error.issues)}`,
        requestId: answer.requestId,
        body: answer.body,
      });
    }
    // A session that ended while the call was on its way stays ended (a logout push beat a late answer).
    if (
      (endpoint.token === "trade" || endpoint.token === "nontrade") &&
      this.session.endings === endingsAtSend
    ) {
      const snapshot = this.session.getSnapshot();
      if (snapshot.status !== "authenticated" || snapshot.refreshNeeded) {
        this.session.authenticated(this.#identity.clientCode);
      }
    }
    return parsed.data as DataOf<TEndpoint>;
  }

  #fail(action: CatalogueAction, answer: HttpAnswer, endpoint: Endpoint): TradeError {
    const fields = errorFields(answer);
    switch (action.kind) {
      case "renew-needed":
        this.#flagRenewNeeded();
        return new SessionExpiredError({ ...fields, message: sessionTexts.sessionExpired });
      case "logout":
        this.session.loggedOut("token-missing");
        return new NotLoggedInError(fields);
      case "renew-trade":
      case "refresh-nontrade": {
        const snapshot = this.session.getSnapshot();
        if (snapshot.status === "logged-out") return new NotLoggedInError(fields);
        if (snapshot.renewNeeded)
          return new SessionExpiredError({ ...fields, message: sessionTexts.sessionExpired });
        return apiErrorFor(answer, endpoint);
      }
      case "rate-limit":
        setTimeout(() => {
          this.session.emit("rate-limited", { requestId: answer.requestId });
          this.options.onRateLimit?.();
        }, sessionLimits.rateLimitHandlerDelayMs);
        return new RateLimitError({
          ...fields,
          code: fields.code === "HTTP_429" ? "RATE_LIMIT" : fields.code,
        });
      case "generic-error": {
        const error = new GenericServerError(fields);
        this.session.emit("generic-error", {
          title: error.title,
          message: error.userMessage,
          requestId: answer.requestId,
        });
        return error;
      }
      default:
        return apiErrorFor(answer, endpoint);
    }
  }

  #flagRenewNeeded(): void {
    if (this.session.getSnapshot().renewNeeded) return;
    this.session.update({ renewNeeded: true });
    this.session.emit("renew-needed");
  }

  async #renew(kind: "trade" | "nontrade"): Promise<void> {
    const endpoint = kind === "trade" ? sessionEndpoints.renewToken : sessionEndpoints.refreshToken;
    const refreshToken = this.session.tokens?.refreshToken;
    let answer: HttpAnswer;
    try {
      answer = await this.callRaw(endpoint, { body: refreshToken ? { refreshToken } : {} });
    } catch (error) {
      if (kind === "nontrade") this.#flagRefreshNeeded();
      else this.#flagRenewNeeded();
      throw error;
    }
    const action = classifyAnswer({ status: answer.status, body: answer.body, token: "refresh" });
    if (action.kind !== "ok") {
      if (action.kind === "logout") {
        this.session.loggedOut("token-missing");
      } else if (kind === "nontrade" && action.kind !== "renew-needed") {
        this.#flagRefreshNeeded();
      } else {
        this.#flagRenewNeeded();
      }
      throw this.#fail(
        action.kind === "logout" || action.kind === "renew-needed" ? action : { kind: "error" },
        answer,
        endpoint,
      );
    }
    const data = (answer.body as { data?: Record<string, unknown> } | undefined)?.data ?? {};
    if (kind === "trade") {
      if (typeof data.tradeToken === "string") {
        this.session.patchTokens({
          tradeToken: data.tradeToken,
          tradeTokenExpiresAt: Number(data.tradeTokenExpiresAt),
        });
      }
      this.storage.setItem(localKeys.lastRenew, String(this.#now()));
    } else {
      if (typeof data.nonTradeToken === "string") {
        this.session.patchTokens({
          nonTradeToken: data.nonTradeToken,
          nonTradeTokenExpiresAt: Number(data.nonTradeTokenExpiresAt),
        });
      }
      this.storage.setItem(localKeys.lastRefresh, String(this.#now()));
      this.session.update({ refreshNeeded: false });
    }
    this.session.emit("token-renewed", { kind });
  }

  #flagRefreshNeeded(): void {
    if (this.session.getSnapshot().refreshNeeded) return;
    this.session.update({ refreshNeeded: true });
    this.session.emit("refresh-needed");
  }
}

/** Create the SDK client. */
export function createTradeClient(options: TradeClientOptions): TradeClient {
  return new TradeClient(options);
}

function defaultFeedBase(baseUrl: string): string {
  const origin = typeof globalThis.location === "object" ? globalThis.location.href : "http://localhost/";
  const url = new URL(baseUrl, origin);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return `${url.origin.replace(/^http/, "ws")}/feed`;
}

function checkInput(endpoint: Endpoint, input: CallInput): void {
  for (const [schema, value, where] of [
    [endpoint.body, input.body ?? {}, "body"],
    [endpoint.query, input.query ?? {}, "query"],
  ] as const) {
    if (schema === undefined) continue;
    const parsed = schema.safeParse(value, { error: issueInWords(where) });
    if (!parsed.success) {
      throw new InvalidInputError({
        status: 0,
        code: "VALIDATION",
        message: formatIssues(parsed.error.issues, where),
        requestId: undefined,
        body: { where },
      });
    }
  }
}
