import type { RequestOptions } from "../transport/http.js";

/**
 * How a `waitFor…` method waits for a status to settle (a payment, an ASBA block, a pledge request, a delivery
 * verification): the same three options on each.
 *
 * @example
 * ```ts
 * const stop = new AbortController();
 * const payment = await fundsOf(client).waitForPayment(id, { everyMs: 2000, signal: stop.signal });
 * ```
 */
export interface PollOptions {
  /** Milliseconds between two reads of the status; each method names its default. */
  everyMs?: number;
  /** Ends the wait and the read in flight: the method then answers the last status it read. */
  signal?: AbortSignal;
  /**
   * Subscribe to a sign that the status changed, such as the bank's or the depository's page posting that it was
   * answered: the status is read at once. Answers the unsubscribe.
   */
  wake?: (listener: () => void) => () => void;
}

/**
 * Read `read()` every `everyMs` (`defaultEveryMs` when not given) until `done` says so or `signal` aborts; answers
 * the last read. Each read is given the request options that carry `signal`, so an abort also stops the read in
 * flight. `wake` (when given) makes the next read at once. Timers are the caller's clock, so fake timers drive it in
 * tests.
 */
export async function pollUntil<T>(
  read: (options: RequestOptions) => Promise<T>,
  done: (value: T) => boolean,
  { everyMs, signal, wake }: PollOptions,
  defaultEveryMs: number,
): Promise<T> {
  const options: RequestOptions = signal === undefined ? {} : { signal };
  for (;;) {
    const current = await read(options);
    if (done(current) || signal?.aborted) return current;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(next, everyMs ?? defaultEveryMs);
      const stop = wake?.(next);
      function next() {
        clearTimeout(timer);
        signal?.removeEventListener("abort", next);
        stop?.();
        resolve();
      }
      signal?.addEventListener("abort", next);
    });
    if (signal?.aborted) return current;
  }
}
