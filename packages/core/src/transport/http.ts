import { createFetch } from "ofetch";
import { AbortError, ConnectionError, MaxRetriesError, TimeoutError, type TradeError } from "../errors.js";
import { randomId } from "../internal/ids.js";
import { retryDelay, sessionLimits } from "../rules/session.js";

/** Per-call options, last argument of every resource method. */
export interface RequestOptions {
  /** Abort the call. */
  signal?: AbortSignal;
  /** Time-out per attempt in milliseconds (default 6000). */
  timeout?: number;
  /** Retries after the first attempt for calls safe to repeat (default 1). */
  maxRetries?: number;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /**
   * Told of the answer a call accepted (its HTTP status, request id and headers), e.g. to log the request id of a
   * success; failures carry theirs on the error.
   */
  onAnswer?: (answer: AnswerMeta) => void;
}

/** What `onAnswer` is told of an accepted answer. */
export interface AnswerMeta {
  status: number;
  requestId: string;
  headers: Headers;
}

export interface HttpRequest {
  method: string;
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers: Record<string, string>;
  /** Safe to send again after a connection failure or a 5xx. */
  idempotent: boolean;
}

export interface HttpAnswer {
  status: number;
  /** Parsed JSON body; undefined when the body was empty or not JSON. */
  body: unknown;
  requestId: string;
  /** The answer's headers. */
  headers: Headers;
}

export interface HttpOptions {
  baseUrl: string;
  fetch?: typeof globalThis.fetch | undefined;
  timeoutMs?: number | undefined;
  retries?: number | undefined;
  /** `include` in browsers so the session cookies travel. */
  credentials?: RequestCredentials | undefined;
  /** Injectable for tests. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

export const requestIdHeader = "X-Request-ID";

const retryableStatus = new Set([408, 500, 502, 503, 504]);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const parseBody = (text: string): unknown => {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The one HTTP client: a per-request id, time-out per attempt, and one retry with doubling delay for calls safe to
 * repeat. It answers every HTTP status as data; only a missing answer is an error. The error catalogue is applied
 * above it, in the client.
 */
export class Http {
  readonly #fetch: ReturnType<typeof createFetch>;
  readonly #options: HttpOptions;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(options: HttpOptions) {
    this.#options = options;
    this.#fetch = createFetch(options.fetch ? { fetch: options.fetch } : {});
    this.#sleep = options.sleep ?? defaultSleep;
  }

  async send(request: HttpRequest, options: RequestOptions = {}): Promise<HttpAnswer> {
    const retries = request.idempotent
      ? (options.maxRetries ?? this.#options.retries ?? sessionLimits.retries)
      : 0;
    const attempts = retries + 1;
    let lastError: TradeError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await this.#sleep(retryDelay(attempt - 1));
      const requestId = randomId();
      try {
        const answer = await this.#attempt(request, requestId, options);
        if (attempt < attempts && retryableStatus.has(answer.status)) {
          lastError = new ConnectionError({
            status: answer.status,
            code: `HTTP_${answer.status}`,
            message: `The service answered ${answer.status}`,
            requestId,
            body: answer.body,
            headers: answer.headers,
          });
          continue;
        }
        return answer;
      } catch (error) {
        if (error instanceof AbortError) throw error;
        lastError = error as TradeError;
      }
    }
    const last = lastError as TradeError;
    throw attempts > 1 ? new MaxRetriesError(attempts, last) : last;
  }

  async #attempt(request: HttpRequest, requestId: string, options: RequestOptions): Promise<HttpAnswer> {
    const timeoutMs = options.timeout ?? this.#options.timeoutMs ?? sessionLimits.timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const url = `${this.#options.baseUrl}${request.path}`;
    try {
      if (options.signal?.aborted) throw new DOMException("Aborted", "AbortError");
      const response = await this.#fetch.raw(url, {
        method: request.method,
        query: request.query,
        body: request.body as Record<string, unknown> | undefined,
        headers: { ...request.headers, ...options.headers, [requestIdHeader]: requestId },
        credentials: this.#options.credentials,
        signal: controller.signal,
        retry: false,
        ignoreResponseError: true,
        parseResponse: parseBody,
      });
      return { status: response.status, body: response._data, requestId, headers: response.headers };
    } catch (error) {
      const fields = { status: 0, requestId, body: undefined };
      if (timedOut) {
        throw new TimeoutError(
          { ...fields, code: "TIMEOUT", message: `No answer within ${timeoutMs} ms` },
          { cause: error },
        );
      }
      if (options.signal?.aborted) {
        throw new AbortError(
          { ...fields, code: "ABORTED", message: "The call was aborted" },
          { cause: error },
        );
      }
      throw new ConnectionError(
        {
          ...fields,
          code: "CONNECTION",
          message: `Could not reach the service: ${(error as Error).message}`,
        },
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    }
  }
}
