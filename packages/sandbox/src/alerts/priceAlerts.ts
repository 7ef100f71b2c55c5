import { conditionHolds } from "@trade/core/alerts";
import { instrumentKey } from "../trading/state.js";
import { type Crossing, TriggerIndex } from "../trading/triggerIndex.js";
import { type AlertPlan, levelOf, type PlanToken } from "./plan.js";

/** What firing answers: the alert goes on watching (Always) or is done (Once, or no longer active). */
export type AfterFiring = "keep" | "done";

/** Fire an alert on one of its tokens at `at` (epoch ms), the price then `ltp`. */
export type Fire = (plan: AlertPlan, token: PlanToken, at: number, ltp: number) => AfterFiring;

interface Watched {
  plan: AlertPlan;
  token: PlanToken;
  /** The level in minor units. */
  level: number;
  /** Waiting for the condition to hold (armed), or for the price to come back across the level first. */
  armed: boolean;
  /** The price when it was armed (the "previous" side of a crossing). */
  since: number;
}

const rising = (plan: AlertPlan) => plan.operator === "greaterThan" || plan.operator === "crossesAbove";

/**
 * Price alerts on every tick through a TriggerIndex keyed by instrument and level, so a quote visits only the alerts
 * whose level it reached (O(log n + k) per quote, whatever the number of alerts). Each (alert, token) waits on one
 * side of its level: armed, for the price to pass it (then the condition is checked with core's `conditionHolds` and
 * the alert fires); or, after an Always alert fired or a crossing alert started on the far side, for the price to come
 * back (then it is armed again). An Always alert thus fires at each crossing, never on every tick the condition holds.
 */
export class PriceAlerts {
  readonly #index = new TriggerIndex<Watched>();

  get size(): number {
    return this.#index.size;
  }

  instruments(): Iterable<number> {
    return this.#index.instruments();
  }

  /** Watch an alert on each of its tokens from the price now (`ltpOf`; 0 when there is none yet). */
  watch(plan: AlertPlan, ltpOf: (token: PlanToken) => number): void {
    if (plan.rhs.kind !== "value") return;
    for (const token of plan.tokens) {
      const level = levelOf(plan.rhs, token.segment);
      const ltp = ltpOf(token);
      const crossing = plan.operator === "crossesAbove" || plan.operator === "crossesBelow";
      // A crossing needs the price on the near side first; an unknown price is not known to be there.
      const near = ltp > 0 && (rising(plan) ? ltp <= level : ltp >= level);
      this.#set({ plan, token, level, armed: !crossing || near, since: ltp > 0 ? ltp : Number.NaN });
    }
  }

  forget(plan: AlertPlan): void {
    for (const token of plan.tokens) this.#index.delete(idOf(plan, token));
  }

  /** A quote of `instrument` at `ltp`: fire what it crossed, arm again what it brought back. */
  onQuote(instrument: number, ltp: number, now: number, fire: Fire): void {
    const crossed = this.#index.crossed(instrument, ltp);
    if (crossed.length === 0) return;
    for (const watched of crossed) {
      if (!watched.armed) {
        this.#set({ ...watched, armed: true, since: ltp });
        continue;
      }
      const { plan, level } = watched;
      if (!conditionHolds(plan.operator, { lhs: watched.since, rhs: level }, { lhs: ltp, rhs: level }))
        continue;
      if (fire(plan, watched.token, now, ltp) === "done") this.forget(plan);
      else if (this.#index.has(idOf(plan, watched.token)))
        this.#set({ ...watched, armed: false, since: ltp });
    }
  }

  clear(): void {
    this.#index.clear();
  }

  #set(watched: Watched): void {
    const { plan, token, level, armed } = watched;
    const up = rising(plan);
    // Prices are whole minor units: above a level L is at or over floor(L) + 1, back under it at or under floor(L).
    const crossing: Crossing = up === armed ? "above" : "below";
    const at = up
      ? armed
        ? Math.floor(level) + 1
        : Math.floor(level)
      : armed
        ? Math.ceil(level) - 1
        : Math.ceil(level);
    this.#index.set(idOf(plan, token), instrumentKey(token.segment, token.token), crossing, at, watched);
  }
}

const idOf = (plan: AlertPlan, token: PlanToken) => `${plan.id}:${token.segment}:${token.token}`;
