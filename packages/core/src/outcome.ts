import { TradeError, UnprocessableEntityError } from "./errors.js";

/** No details beyond the error: the default of `Outcome`'s second parameter. */
export type NoDetails = Record<never, never>;

/**
 * What a flow a user can fail answers (place, modify, cancel, convert, exit, watchlist edits, preference saves): the
 * value, or the refusal as an error of its kind (`error.code`, the spec's `error.message`, `error.requestId`).
 * `TDetails` are what a flow adds to a refusal (the guiOrderId of a placement, the watchlists read again, ...).
 * Session, rate-limit and connection failures are not outcomes: they are thrown (docs/decisions.md, "One result
 * shape").
 *
 * @example
 * ```ts
 * const outcome = await trading.orders.place(order);
 * if (outcome.ok) console.log(outcome.value.orderId);
 * else console.log(outcome.error.code, outcome.error.message, outcome.error.requestId);
 * ```
 */
export type Outcome<TValue, TDetails extends object = NoDetails> =
  | { ok: true; value: TValue }
  | Failure<TDetails>;

/** The refused arm of an `Outcome`. */
export type Failure<TDetails extends object = NoDetails> = { ok: false; error: TradeError } & TDetails;

/** True when the outcome carries a value. */
export function isOk<TValue, TDetails extends object>(
  outcome: Outcome<TValue, TDetails>,
): outcome is { ok: true; value: TValue } {
  return outcome.ok;
}

/** The outcome's value; a refusal is thrown as its error (for scripts that stop at the first refusal). */
export function unwrap<TValue, TDetails extends object>(outcome: Outcome<TValue, TDetails>): TValue {
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/** A failure as a TradeError, for an outcome's `error`: anything else (a bug's TypeError) wrapped, as the cause. */
export function asTradeError(error: unknown): TradeError {
  if (error instanceof TradeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new TradeError({ status: 0, code: "UNEXPECTED", message, requestId: undefined }, { cause: error });
}

/**
 * @internal A refusal that came inside a successful answer (an order placed and then rejected, one order of a cancel
 * call): an `UnprocessableEntityError` with the answer's status (200), the item's code (or `REJECTED`) and message.
 */
export function refusalInAnswer(fields: {
  code: string | null | undefined;
  message: string;
  requestId: string | undefined;
  body?: unknown;
}): UnprocessableEntityError {
  return new UnprocessableEntityError({
    status: 200,
    code: fields.code || "REJECTED",
    message: fields.message,
    requestId: fields.requestId,
    body: fields.body,
  });
}
