/**
 * Read `read()` every `everyMs` until `done` says so or `signal` aborts; answers the last read. `wake` (when given)
 * subscribes to a sign that the answer changed, such as a page posting that it was answered: the next read is made at
 * once. Timers are the caller's clock, so fake timers drive it in tests.
 */
export async function pollUntil<T>(
  read: (signal: AbortSignal | undefined) => Promise<T>,
  done: (value: T) => boolean,
  everyMs: number,
  signal: AbortSignal | undefined,
  wake?: (listener: () => void) => () => void,
): Promise<T> {
  for (;;) {
    const current = await read(signal);
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
