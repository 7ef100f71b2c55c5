import type { Envelope } from "@trade/core";

/**
 * The errorCodes the sandbox answers besides the spec's session codes (AB9100, AG8001, UA-101, AG8009 and
 * TOKEN-MISSING, see `sessionCodes`). Listed in docs/sandbox.md.
 */
export const sandboxCodes = {
  validation: "VALIDATION",
  invalidJson: "INVALID-JSON",
  bodyTooLarge: "BODY-TOO-LARGE",
  unsupportedMediaType: "UNSUPPORTED-MEDIA-TYPE",
  badRequest: "BAD-REQUEST",
  notFound: "NOT-FOUND",
  clientNotFound: "CLIENT-NOT-FOUND",
  otpLimit: "OTP-LIMIT",
  otpInvalid: "OTP-INVALID",
  otpVoided: "OTP-VOIDED",
  otpExpired: "OTP-EXPIRED",
  otpMissing: "OTP-MISSING",
  preferenceConflict: "PREFERENCE-CONFLICT",
  ssoPartner: "SSO-PARTNER",
  ssoCode: "SSO-CODE",
  ssoThrottled: "SSO-THROTTLED",
  modifyLimit: "MODIFY-LIMIT",
  serverError: "SERVER-ERROR",
} as const;

/** An answer the sandbox gives on purpose: HTTP status, the envelope's errorCode and message, maybe data. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  /** Extra response headers (Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: string,
    message: string,
    data: unknown = null,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
    this.headers = headers;
  }
}

/** The failure envelope: status false, the message, the errorCode, data (null unless the failure carries some). */
export const failure = (error: { code: string; message: string; data?: unknown }): Envelope<unknown> => ({
  status: false,
  message: error.message,
  errorCode: error.code,
  data: error.data ?? null,
});

/** The success envelope. */
export const success = <TData>(data: TData, message = "SUCCESS"): Envelope<TData> => ({
  status: true,
  message,
  errorCode: null,
  data,
});
