import { type ApiError, AuthenticationError, errorClassForStatus, type TradeErrorFields } from "../errors.js";
import { answerCode } from "../rules/errorCatalogue.js";
import type { HttpAnswer } from "./http.js";

/** The fields of an error answer: its status, the service's code (or HTTP_<status>), message, request id, headers. */
export function errorFields(answer: HttpAnswer): Required<TradeErrorFields> & { requestId: string } {
  const body = answer.body as { message?: unknown } | undefined;
  const message = typeof body?.message === "string" && body.message !== "" ? body.message : undefined;
  return {
    status: answer.status,
    code: answerCode(answer.body) ?? `HTTP_${answer.status}`,
    message:
      message ?? (answer.status === 429 ? "Too many requests" : `The service answered ${answer.status}`),
    requestId: answer.requestId,
    body: answer.body,
    headers: answer.headers,
  };
}

/**
 * The error for an answer the catalogue leaves to the service's own words: the class of its HTTP status, except that
 * a refused call that mints tokens (verify OTP, renew, refresh) is an `AuthenticationError` whatever its status: a
 * wrong OTP is answered 400 and is a login refused.
 */
export function apiErrorFor(
  answer: HttpAnswer,
  call: { tokenGeneration?: boolean | undefined } = {},
): ApiError {
  const fields = errorFields(answer);
  if (call.tokenGeneration && answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
    return new AuthenticationError(fields);
  }
  const ErrorClass = errorClassForStatus(answer.status);
  return new ErrorClass(fields);
}
