/**
 * Failures counted per key (an address) over a sliding window: past `max` of them the key is refused until the
 * oldest leaves the window. For guesses: wrong partner secrets, made-up SSO codes.
 */
export class FailureThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #max: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(max: number, windowMs = 60_000, now: () => number = Date.now) {
    this.#max = max;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Seconds until `key` may try again, or undefined when it may now. */
  retryAfterSeconds(key: string): number | undefined {
    const recent = this.#recent(key);
    if (recent.length < this.#max) return undefined;
    return Math.max(1, Math.ceil(((recent[0] as number) + this.#windowMs - this.#now()) / 1000));
  }

  /** Count a failure of `key`. */
  fail(key: string): void {
    if (this.#max === Number.POSITIVE_INFINITY) return;
    if (!this.#failures.has(key) && this.#failures.size >= 10_000) this.#failures.clear();
    this.#failures.set(key, [...this.#recent(key), this.#now()]);
  }

  #recent(key: string): number[] {
    const since = this.#now() - this.#windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    return recent;
  }
}
