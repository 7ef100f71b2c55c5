import type { RequestOptions } from "../transport/http.js";

/**
 * Read `read()` every `everyMs` until `done` says so or `signal` aborts; answers the last read. Each read is given the
 * request options that carry `signal`, so an abort also stops the read in flight. `wake` (when given) subscribes to a
 * sign that the answer changed, such as a page posting that it was answered: the next read is made at once. Timers
 * are the caller's clock, so fake timers drive it in tests.
 */
export async function pollUntil<T>(
  read: (options: RequestOptions) => Promise<T>,
  done: (value: T) => boolean,
  everyMs: number,
  signal: AbortSignal | undefined,
  wake?: (listener: () => void) => () => void,
): Promise<T> {
  const options: RequestOptions = signal === undefined ? {} : { signal };
  for (;;) {
    const current = await read(options);
    if (done(current) || signal?.aborted) return current;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(next, everyMs);
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
