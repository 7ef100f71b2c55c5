import { sessionLimits } from "../rules/session.js";

export type RenewalOutcome = "retry" | "skipped" | "failed";

/**
 * Coordinates one kind of token renewal (trade token, or non-trade token). Single flight: every failure while a
 * renewal runs waits for it. A call sent before the last renewal finished simply retries with the new token, which
 * is what makes 50 concurrent expiries cost one renewal. Otherwise a renewal is skipped when one ran within the
 * guard (1 minute, spec 1 §8): the failing call then fails.
 */
export class RenewalGuard {
  #generation = 0;
  #inflight: Promise<boolean> | undefined;
  #lastRunAt = Number.NEGATIVE_INFINITY;
  #lastFailure: unknown;
  readonly #run: () => Promise<void>;
  readonly #now: () => number;
  readonly #guardMs: number;

  constructor(run: () => Promise<void>, options: { now?: () => number; guardMs?: number } = {}) {
    this.#run = run;
    this.#now = options.now ?? Date.now;
    this.#guardMs = options.guardMs ?? sessionLimits.renewalGuardMs;
  }

  /** Stamp a call with this before sending it. */
  get generation(): number {
    return this.#generation;
  }

  get lastFailure(): unknown {
    return this.#lastFailure;
  }

  get running(): boolean {
    return this.#inflight !== undefined;
  }

  /** A call stamped `sentAt` failed for an expired token: renew (or join a renewal) and say what to do. */
  async onExpired(sentAt: number): Promise<RenewalOutcome> {
    if (this.#generation > sentAt) return "retry";
    if (this.#inflight === undefined) {
      if (this.#now() - this.#lastRunAt < this.#guardMs) return "skipped";
      this.#lastRunAt = this.#now();
      this.#inflight = this.#run().then(
        () => {
          this.#generation++;
          this.#lastFailure = undefined;
          return true;
        },
        (error: unknown) => {
          this.#lastFailure = error;
          return false;
        },
      );
      this.#inflight.finally(() => {
        this.#inflight = undefined;
      });
    }
    return (await this.#inflight) ? "retry" : "failed";
  }

  /** A renewal outside the call path (e.g. the app's own); counts for the guard. */
  async renewNow(): Promise<boolean> {
    this.#lastRunAt = Number.NEGATIVE_INFINITY;
    return (await this.onExpired(this.#generation)) === "retry";
  }
}
