import { sessionTexts } from "./rules/session.js";

export interface TradeErrorFields {
  /** HTTP status, or 0 when no answer arrived. */
  status: number;
  /** The service's error code (AB9100, RMS1011, ...) or one of ours (TIMEOUT, CONNECTION, ...). */
  code: string;
  message: string;
  /** The per-request id header of the call, for support. */
  requestId: string | undefined;
  /** The answer body, when there was one. */
  body?: unknown;
}

/** Base of every error the SDK raises for a call. */
export class TradeError extends Error {
  override name = "TradeError";
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly body: unknown;

  constructor(fields: TradeErrorFields, options?: { cause?: unknown }) {
    super(fields.message, options);
    this.status = fields.status;
    this.code = fields.code;
    this.requestId = fields.requestId;
    this.body = fields.body;
  }
}

/**
 * A kind of error: a subclass of `base` named `name`. Each kind stays a class of its own (scripts branch on
 * `instanceof`) with the base's constructor and fields; the name is spelt out because bundlers rename classes.
 */
function errorKind<Base extends typeof TradeError>(base: Base, name: string): Base {
  return class extends (base as typeof TradeError) {
    override name = name;
  } as Base;
}

/** The service answered with an error (a 4xx or an envelope with status false). */
export class ApiError extends errorKind(TradeError, "ApiError") {}

/** Input rejected before sending, or by the service's validation (HTTP 400 / 422). */
export class ValidationError extends errorKind(ApiError, "ValidationError") {}

/** The session can no longer be renewed: log in again (the Session Expired modal). */
export class SessionExpiredError extends errorKind(ApiError, "SessionExpiredError") {}

/** Not logged in: no token was sent or the session ended. */
export class NotLoggedInError extends errorKind(ApiError, "NotLoggedInError") {}

/** HTTP 429. */
export class RateLimitError extends errorKind(ApiError, "RateLimitError") {}

/**
 * An answer with an errorCode and no data, or a server failure: the product shows
 * 'Something went wrong' / 'Please try again later.'
 */
export class GenericServerError extends errorKind(ApiError, "GenericServerError") {
  readonly title = sessionTexts.genericErrorTitle;
  readonly userMessage = sessionTexts.genericErrorMessage;
}

/** No answer: the network failed. */
export class ConnectionError extends errorKind(TradeError, "ConnectionError") {}

/** No answer within the time-out (6000 ms by default). */
export class TimeoutError extends errorKind(ConnectionError, "TimeoutError") {}

/** The caller aborted the call through its signal. */
export class AbortError extends errorKind(TradeError, "AbortError") {}

/** Every attempt failed; the message names the attempt count. */
export class MaxRetriesError extends errorKind(TradeError, "MaxRetriesError") {
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
      },
      { cause: lastError },
    );
    this.attempts = attempts;
    this.lastError = lastError;
  }
}

/** The answer did not match the contract. */
export class ContractError extends errorKind(TradeError, "ContractError") {}
