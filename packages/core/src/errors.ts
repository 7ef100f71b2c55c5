import { sessionTexts } from "./rules/session.js";

export interface TradeErrorFields {
  /** HTTP status, or 0 when no answer arrived (or nothing was sent). */
  status: number;
  /** The service's error code (AB9100, RMS1011, ...) or one of ours (TIMEOUT, CONNECTION, VALIDATION, ...). */
  code: string;
  message: string;
  /** The per-request id header of the call, for support. */
  requestId: string | undefined;
  /** The answer body, when there was one. */
  body?: unknown;
  /** The answer's headers, when there was an answer. */
  headers?: Headers | undefined;
}

/**
 * The kinds an error is an instance of, on the error under a registered symbol: `instanceof` reads it, so an error
 * raised by one copy of the SDK (the CommonJS build, another bundle) is an instance of the other copy's classes.
 */
const kindsKey = Symbol.for("trade.error.kinds");

type Branded = { [kindsKey]?: readonly string[] };

/** The kinds of a class and of every class above it, up to TradeError. */
function kindsOf(target: abstract new (...args: never[]) => unknown): string[] {
  const kinds: string[] = [];
  for (let at: unknown = target; typeof at === "function" && at !== Error; at = Object.getPrototypeOf(at)) {
    if (Object.hasOwn(at, "kind")) kinds.push((at as unknown as { kind: string }).kind);
  }
  return kinds;
}

/** Base of every error the SDK raises for a call. */
export class TradeError extends Error {
  /** The class's name, spelt out because bundlers rename classes; `name` of its errors and what `instanceof` checks. */
  static readonly kind: string = "TradeError";

  /**
   * True for an error of this kind from any copy of the SDK (ESM and CommonJS builds, several bundles). A subclass
   * of your own without a `kind` is checked the ordinary way.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `instanceof` calls this with the class on its right as `this`.
    // biome-ignore lint/complexity/noUselessThisAlias: named once, for the three uses below.
    const target: typeof TradeError = this;
    const kinds = (value as Branded | null | undefined)?.[kindsKey];
    if (!Object.hasOwn(target, "kind") || !Array.isArray(kinds)) {
      return Function.prototype[Symbol.hasInstance].call(target, value);
    }
    return kinds.includes(target.kind);
  }

  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly body: unknown;
  /** The answer's headers; undefined when no answer arrived. */
  readonly headers: Headers | undefined;

  constructor(fields: TradeErrorFields, options?: { cause?: unknown }) {
    super(fields.message, options);
    const kinds = kindsOf(new.target);
    this.name = kinds[0] ?? "TradeError";
    this.status = fields.status;
    this.code = fields.code;
    this.requestId = fields.requestId;
    this.body = fields.body;
    this.headers = fields.headers;
    Object.defineProperty(this, kindsKey, { value: kinds, configurable: true });
  }
}

/**
 * The service answered with an error (a 4xx or 5xx, or an envelope with status false). Each answer is also an
 * instance of its HTTP status's class (`errorClassForStatus`): a wrong OTP, answered 400, is an
 * `AuthenticationError` and a `BadRequestError`.
 */
export class ApiError extends TradeError {
  static override readonly kind: string = "ApiError";

  constructor(fields: TradeErrorFields, options?: { cause?: unknown }) {
    super(fields, options);
    const byStatus = errorClassForStatus(fields.status);
    const kinds = (this as Branded)[kindsKey] ?? [];
    if (byStatus !== ApiError && !kinds.includes(byStatus.kind)) {
      Object.defineProperty(this, kindsKey, { value: [...kinds, ...kindsOf(byStatus)], configurable: true });
    }
  }
}

/** Input refused: by the SDK before sending (`InvalidInputError`) or by the service (400, 422). */
export class ValidationError extends ApiError {
  static override readonly kind: string = "ValidationError";
}

/** Input the SDK refused before sending it (status 0, code VALIDATION); the message names each field in words. */
export class InvalidInputError extends ValidationError {
  static override readonly kind: string = "InvalidInputError";
}

/** HTTP 400: the service refused the request as malformed. */
export class BadRequestError extends ValidationError {
  static override readonly kind: string = "BadRequestError";
}

/** HTTP 422: the service understood the request and refused it (a rule, the risk system: RMS1011, ...). */
export class UnprocessableEntityError extends ValidationError {
  static override readonly kind: string = "UnprocessableEntityError";
}

/** HTTP 401, or a refused login (a wrong, expired or voided OTP): who you are was not accepted. */
export class AuthenticationError extends ApiError {
  static override readonly kind: string = "AuthenticationError";
}

/** The session can no longer be renewed: log in again (the Session Expired modal). */
export class SessionExpiredError extends AuthenticationError {
  static override readonly kind: string = "SessionExpiredError";
}

/** Not logged in: no token was sent or the session ended. */
export class NotLoggedInError extends AuthenticationError {
  static override readonly kind: string = "NotLoggedInError";
}

/** HTTP 403: logged in, but not allowed to do this. */
export class PermissionDeniedError extends ApiError {
  static override readonly kind: string = "PermissionDeniedError";
}

/** HTTP 404: no such thing (an order id, a watchlist, a path). */
export class NotFoundError extends ApiError {
  static override readonly kind: string = "NotFoundError";
}

/** HTTP 409: the thing changed under you (a preference or watchlist saved elsewhere); read it again. */
export class ConflictError extends ApiError {
  static override readonly kind: string = "ConflictError";
}

/** HTTP 429: too many requests; the `retry-after` header, when sent, says when to try again. */
export class RateLimitError extends ApiError {
  static override readonly kind: string = "RateLimitError";
}

/** HTTP 5xx: the service failed. */
export class InternalServerError extends ApiError {
  static override readonly kind: string = "InternalServerError";
}

/**
 * An answer with an errorCode and no data, or a server failure: the product shows
 * 'Something went wrong' / 'Please try again later.'
 */
export class GenericServerError extends InternalServerError {
  static override readonly kind: string = "GenericServerError";

  readonly title = sessionTexts.genericErrorTitle;
  readonly userMessage = sessionTexts.genericErrorMessage;
}

/** No answer: the network failed. */
export class ConnectionError extends TradeError {
  static override readonly kind: string = "ConnectionError";
}

/** No answer within the time-out (6000 ms by default). */
export class TimeoutError extends ConnectionError {
  static override readonly kind: string = "TimeoutError";
}

/** The caller aborted the call through its signal. */
export class AbortError extends TradeError {
  static override readonly kind: string = "AbortError";
}

/** Every attempt failed; the message names the attempt count. */
export class MaxRetriesError extends TradeError {
  static override readonly kind: string = "MaxRetriesError";

  readonly attempts: number;
  readonly lastError: TradeError;

  constructor(attempts: number, lastError: TradeError) {
    super(
      {
        status: lastError.status,
        code: "MAX_RETRIES",
        message: `Request failed after ${attempts} attempts: ${lastError.message}`,
        requestId: lastError.requestId,
        body: lastError.body,
        headers: lastError.headers,
      },
      { cause: lastError },
    );
    this.attempts = attempts;
    this.lastError = lastError;
  }
}

/** The answer did not match the contract. */
export class ContractError extends TradeError {
  static override readonly kind: string = "ContractError";
}

/**
 * The class of an error answer's HTTP status, openai-node's table: 400 `BadRequestError`, 401 `AuthenticationError`,
 * 403 `PermissionDeniedError`, 404 `NotFoundError`, 409 `ConflictError`, 422 `UnprocessableEntityError`, 429
 * `RateLimitError`, 5xx `InternalServerError`; any other status `ApiError`.
 */
export function errorClassForStatus(status: number): typeof ApiError {
  if (status >= 500) return InternalServerError;
  const byStatus: Record<number, typeof ApiError> = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
  };
  return byStatus[status] ?? ApiError;
}
