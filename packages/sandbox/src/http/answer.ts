import { HttpError } from "./reply.js";

/**
 * What a service of the sandbox answers (the engine, the watchlist store, GTT, SIP): the value, or a refusal with its
 * HTTP status, code, message and data (a rejected order's ids; null when there is none). The route unwraps it.
 */
export type ServiceAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: string; message: string; data: unknown };

/** A refusal, as a service answers it. */
export const refused = (status: number, code: string, message: string, data: unknown = null) =>
  ({ ok: false, status, code, message, data }) as const;

/** The answer's value; a refusal is thrown as the HttpError the route answers (status, code, message, data). */
export function unwrap<T>(answer: ServiceAnswer<T>): T {
  if (answer.ok) return answer.value;
  throw new HttpError(answer.status, answer.code, answer.message, answer.data);
}
