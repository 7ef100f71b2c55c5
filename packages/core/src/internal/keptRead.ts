/**
 * A read made once and kept for every later ask (a master list, a configuration); forgotten when it fails, so the
 * next ask reads again.
 */
export class KeptRead<T> {
  #pending: Promise<T> | undefined;

  /** The kept answer, or the answer of `read()` (kept) when none is. */
  get(read: () => Promise<T>): Promise<T> {
    if (this.#pending === undefined) {
      const pending = read();
      this.#pending = pending;
      pending.catch(() => {
        if (this.#pending === pending) this.#pending = undefined;
      });
    }
    return this.#pending;
  }
}
