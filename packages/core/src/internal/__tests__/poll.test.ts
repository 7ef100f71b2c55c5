import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pollUntil } from "../poll.js";

/** A status that reads "pending" until `settlesAt` reads have been made. */
function status(settlesAt: number) {
  let reads = 0;
  const read = vi.fn(async () => (++reads >= settlesAt ? "final" : "pending"));
  return { read, done: (value: string) => value === "final" };
}

describe("pollUntil: how every waitFor… method waits", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads at once, then every everyMs, and answers the first settled status", async () => {
    const { read, done } = status(3);
    const answer = pollUntil(read, done, { everyMs: 2000 }, 3000);
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(answer).resolves.toBe("final");
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("waits the method's default when everyMs is not given, or given as undefined", async () => {
    for (const wait of [{}, { everyMs: undefined }]) {
      const { read, done } = status(2);
      const answer = pollUntil(read, done, wait, 3000);
      await vi.advanceTimersByTimeAsync(2999);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toBe("final");
    }
  });

  it("reads at once when woken, and lets go of the wake subscription after each wait", async () => {
    const { read, done } = status(3);
    let listener: (() => void) | undefined;
    const unsubscribe = vi.fn(() => {
      listener = undefined;
    });
    const answer = pollUntil(
      read,
      done,
      {
        wake: (next) => {
          listener = next;
          return unsubscribe;
        },
      },
      60_000,
    );
    await vi.advanceTimersByTimeAsync(0);
    listener?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    listener?.();
    await expect(answer).resolves.toBe("final");
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it("stops when the signal aborts, answering the last status read, and passes the signal to each read", async () => {
    const { read, done } = status(100);
    const stop = new AbortController();
    const answer = pollUntil(read, done, { signal: stop.signal }, 3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenLastCalledWith({ signal: stop.signal });
    stop.abort();
    await expect(answer).resolves.toBe("pending");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
