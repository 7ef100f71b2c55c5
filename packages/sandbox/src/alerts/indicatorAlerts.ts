import { type AlertOperator, conditionHolds } from "@trade/core/alerts";
import { indicatorOf, type Study } from "@trade/core/indicators";
import { intervalMinutes } from "../market/simulator/candles.js";
import type { Candle, CandleInterval } from "../market/types.js";
import { type AlertPlan, levelOf, type OperandPlan, type PlanToken } from "./plan.js";
import type { Fire } from "./priceAlerts.js";

/** The candles of an instrument between two epoch seconds, oldest first (the chart's candles). */
export type CandlesOf = (
  token: PlanToken,
  interval: CandleInterval,
  fromSec: number,
  toSec: number,
) => Candle[];

/** How many closed candles a new indicator is warmed with before it is read (the longest default window is 52). */
export const warmUpCandles = 600;

interface Watched {
  plan: AlertPlan;
  token: PlanToken;
  previous: { lhs: number; rhs: number };
  /** Whether the condition held at the last close (an Always alert fires when it turns true). */
  held: boolean;
}

/** One instrument on one timeframe: its candles read once for every alert on it, one running study per indicator. */
interface Feed {
  token: PlanToken;
  interval: CandleInterval;
  studies: Map<string, Study>;
  alerts: Map<number, Watched>;
  /** The open time (epoch s) of the last closed candle fed, or -1 before any. */
  last: number;
  /** Its close (what `Price` reads on an indicator alert), NaN before any. */
  close: number;
  /** When to look for the next close (epoch ms). */
  due: number;
}

const spanOf = (interval: CandleInterval) => (intervalMinutes[interval] || 1440) * 60;
const crossing = (operator: AlertOperator) => operator === "crossesAbove" || operator === "crossesBelow";

/** How far back (epoch s) `count` candles of `interval` reach, with nights, weekends and holidays in between. */
function lookbackSec(interval: CandleInterval, count: number): number {
  const minutes = intervalMinutes[interval];
  const sessions = minutes === 0 ? count : Math.ceil((count * minutes) / 375);
  return Math.ceil(sessions * 1.5 + 5) * 86_400;
}

/**
 * Indicator alerts at each close of their timeframe through core's incremental indicator engine. Alerts on the same
 * instrument and timeframe share a feed (its candles read once per close); alerts reading the same indicator with
 * the same parameters share its running study, so each close costs one O(1) step per distinct indicator. A study
 * starts warmed on the instrument's last `warmUpCandles` closed candles, so an alert reads the value the chart draws.
 * At each close every alert of the feed is checked with core's `conditionHolds` against its values at the close
 * before.
 */
export class IndicatorAlerts {
  readonly #feeds = new Map<string, Feed>();
  readonly #candles: CandlesOf;
  #due = Number.POSITIVE_INFINITY;

  constructor(candles: CandlesOf) {
    this.#candles = candles;
  }

  get size(): number {
    let count = 0;
    for (const feed of this.#feeds.values()) count += feed.alerts.size;
    return count;
  }

  watch(plan: AlertPlan, now: number): void {
    for (const token of plan.tokens) {
      const { feed, closed } = this.#feedOf(token, plan.timeFrame, now);
      const sides = [plan.lhs, plan.rhs].filter(
        (side): side is OperandPlan & { kind: "study" } => side.kind === "study",
      );
      // The candles a new study warms on, read once for both sides (a new feed has just read them).
      let history = closed;
      for (const side of sides) {
        if (feed.studies.has(side.key)) continue;
        history ??= this.#history(feed);
        const study = indicatorOf(side.indicator).create(side.params);
        for (const candle of history) study.next(candle);
        feed.studies.set(side.key, study);
      }
      feed.alerts.set(plan.id, { plan, token, previous: valuesOf(feed, plan, token), held: false });
    }
  }

  forget(plan: AlertPlan): void {
    for (const token of plan.tokens) {
      const key = feedKey(token, plan.timeFrame);
      const feed = this.#feeds.get(key);
      if (feed === undefined) continue;
      feed.alerts.delete(plan.id);
      if (feed.alerts.size === 0) this.#feeds.delete(key);
    }
  }

  /** Feed the candles that closed by `now` and check the alerts after each. */
  onTick(now: number, fire: Fire): void {
    if (now < this.#due) return;
    let due = Number.POSITIVE_INFINITY;
    for (const feed of this.#feeds.values()) {
      if (feed.due <= now) this.#advance(feed, now, fire);
      due = Math.min(due, feed.due);
    }
    this.#due = due;
  }

  clear(): void {
    this.#feeds.clear();
    this.#due = Number.POSITIVE_INFINITY;
  }

  /** The instrument's feed on the timeframe; a new one comes with the closed candles it started from. */
  #feedOf(token: PlanToken, interval: CandleInterval, now: number): { feed: Feed; closed?: Candle[] } {
    const key = feedKey(token, interval);
    const found = this.#feeds.get(key);
    if (found !== undefined) return { feed: found };
    const closed = this.#closed(token, interval, -1, now);
    const newest = closed.at(-1);
    const feed: Feed = {
      token,
      interval,
      studies: new Map(),
      alerts: new Map(),
      last: newest?.time ?? -1,
      close: newest?.close ?? Number.NaN,
      due: 0,
    };
    feed.due = this.#nextDue(feed, now);
    this.#feeds.set(key, feed);
    this.#due = Math.min(this.#due, feed.due);
    return { feed, closed };
  }

  /** The closed candles up to the feed's last (what a study added later warms on). */
  #history(feed: Feed): Candle[] {
    if (feed.last < 0) return [];
    const from = feed.last - lookbackSec(feed.interval, warmUpCandles);
    return this.#candles(feed.token, feed.interval, from, feed.last).slice(-warmUpCandles);
  }

  #advance(feed: Feed, now: number, fire: Fire): void {
    const span = spanOf(feed.interval);
    for (const candle of this.#closed(feed.token, feed.interval, feed.last, now)) {
      for (const study of feed.studies.values()) study.next(candle);
      feed.last = candle.time;
      feed.close = candle.close;
      const at = (candle.time + span) * 1000;
      for (const watched of feed.alerts.values()) this.#check(feed, watched, at, candle.close, fire);
    }
    feed.due = this.#nextDue(feed, now);
  }

  #check(feed: Feed, watched: Watched, at: number, close: number, fire: Fire): void {
    const { plan, token } = watched;
    const current = valuesOf(feed, plan, token);
    const holds = conditionHolds(plan.operator, watched.previous, current);
    const fires = holds && (plan.mode === "once" || crossing(plan.operator) || !watched.held);
    watched.previous = current;
    watched.held = holds;
    if (fires && fire(plan, token, at, close) === "done") this.forget(plan);
  }

  /**
   * The candles closed after `after` (an open time, epoch s) by `now`: all but the newest, which is closed once its
   * span has passed (a session's short last candle closes when the next session's first candle comes).
   */
  #closed(token: PlanToken, interval: CandleInterval, after: number, now: number): Candle[] {
    const nowSec = Math.floor(now / 1000);
    const from = after >= 0 ? after + 1 : nowSec - lookbackSec(interval, warmUpCandles);
    const list = this.#candles(token, interval, from, nowSec);
    const newest = list.at(-1);
    if (newest !== undefined && nowSec < newest.time + spanOf(interval)) list.pop();
    return after >= 0 ? list : list.slice(-warmUpCandles);
  }

  /** The end of the candle after the last closed one, or a minute from now when the market has not moved on. */
  #nextDue(feed: Feed, now: number): number {
    const next = feed.last < 0 ? 0 : (feed.last + 2 * spanOf(feed.interval)) * 1000;
    return next > now ? next : now + 60_000;
  }
}

const feedKey = (token: PlanToken, interval: CandleInterval) => `${token.segment}:${token.token}:${interval}`;

/** The two sides' values now (NaN while an indicator warms up). */
function valuesOf(feed: Feed, plan: AlertPlan, token: PlanToken): { lhs: number; rhs: number } {
  return {
    lhs: sideValue(feed, plan.lhs),
    rhs: plan.rhs.kind === "value" ? levelOf(plan.rhs, token.segment) : sideValue(feed, plan.rhs),
  };
}

function sideValue(feed: Feed, side: OperandPlan): number {
  if (side.kind === "price") return feed.close;
  return feed.studies.get(side.key)?.read(side.line) ?? Number.NaN;
}
