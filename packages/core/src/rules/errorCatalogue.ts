import type { TokenKind } from "../contract/endpoints.js";
import { nonTradeRefreshCodes, sessionCodes, tradeRenewalCodes } from "./session.js";

/** What the client does with an answer, per the error catalogue of spec 1 §8. */
export type CatalogueAction =
  | { kind: "ok" }
  /** AG8009 with HTTP 403: set the renew-needed flag (the Session Expired modal shows). */
  | { kind: "renew-needed" }
  /** Renew the trade token, then try the call again. */
  | { kind: "renew-trade" }
  /** Refresh the non-trade token, then try the call again. */
  | { kind: "refresh-nontrade" }
  /** No token at all: log out. */
  | { kind: "logout" }
  /** A non-JSON 429: run the rate-limit handler after 1 s. */
  | { kind: "rate-limit" }
  /** An answer with an errorCode and no data: 'Something went wrong' / 'Please try again later.' */
  | { kind: "generic-error" }
  /** Any other failure: the server's own code and message. */
  | { kind: "error" };

export interface AnswerFacts {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
  /** Which token the call carried. */
  token: TokenKind;
  /** The call mints tokens (verify OTP, renew, refresh). */
  tokenGeneration?: boolean;
}

interface BodyFields {
  errorCode?: unknown;
  code?: unknown;
  message?: unknown;
  data?: unknown;
  status?: unknown;
}

const fieldsOf = (body: unknown): BodyFields =>
  typeof body === "object" && body !== null ? (body as BodyFields) : {};

/** The error code of an answer body, wherever the service put it. */
export function answerCode(body: unknown): string | undefined {
  const { errorCode, code } = fieldsOf(body);
  if (typeof errorCode === "string" && errorCode !== "") return errorCode;
  if (typeof code === "string" && code !== "") return code;
  return undefined;
}

const isUnauthorizedMessage = (message: unknown): boolean =>
  typeof message === "string" && /unauthori[sz]ed/i.test(message);
const isNotAuthorizedMessage = (message: unknown): boolean =>
  typeof message === "string" && /not authori[sz]ed/i.test(message);

/** Classify one answer. Pure: the caller does what the action says. */
export function classifyAnswer(answer: AnswerFacts): CatalogueAction {
  const { status, body, token } = answer;
  const fields = fieldsOf(body);
  const code = answerCode(body);

  if (code === sessionCodes.renewNeeded && status === 403) return { kind: "renew-needed" };
  if (code === sessionCodes.tokenMissing) return { kind: "logout" };
  if (status === 429 && body === undefined) return { kind: "rate-limit" };

  const ok = status >= 200 && status < 300;
  if (!ok || (code !== undefined && fields.status === false)) {
    if (code !== undefined && tradeRenewalCodes.includes(code)) return { kind: "renew-trade" };
    if (status === 401 && answer.tokenGeneration && isNotAuthorizedMessage(fields.message)) {
      return { kind: "renew-trade" };
    }
    if (code !== undefined && nonTradeRefreshCodes.includes(code)) return { kind: "refresh-nontrade" };
    if (status === 440) return { kind: "refresh-nontrade" };
    if (status === 401 && token !== "refresh" && !answer.tokenGeneration) {
      // Any other 401 variant, or a body saying 'unauthorized': the non-trade refresh path.
      return token === "trade" ? { kind: "renew-trade" } : { kind: "refresh-nontrade" };
    }
    if (isUnauthorizedMessage(fields.message) && token === "nontrade") return { kind: "refresh-nontrade" };
  }

  if (code !== undefined && (fields.data === undefined || fields.data === null) && fields.status !== true) {
    return status >= 400 && status < 500 ? { kind: "error" } : { kind: "generic-error" };
  }
  if (!ok) return { kind: "error" };
  return { kind: "ok" };
}
