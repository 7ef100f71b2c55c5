/**
 * Read `read()` every `everyMs` until `done` says so or `signal` aborts; answers the last read. Timers are the
 * caller's clock, so fake timers drive it in tests.
 */
export async function pollUntil<T>(
  read: (signal: AbortSignal | undefined) => Promise<T>,
  done: (value: T) => boolean,
  everyMs: number,
  signal: AbortSignal | undefined,
): Promise<T> {
  for (;;) {
    const current = await read(signal);
    if (done(current) || signal?.aborted) return current;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, everyMs);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (signal?.aborted) return current;
  }
}
