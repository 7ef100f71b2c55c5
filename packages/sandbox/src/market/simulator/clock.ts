import {
  defaultMarketCalendar,
  equitySession,
  isTradingDay,
  istInstant,
  istParts,
  type MarketCalendar,
  tradingDayOnOrBefore,
} from "@trade/core";

/** What the simulator reads the time from: epoch milliseconds of market time. */
export interface MarketClock {
  now(): number;
}

export interface SimulatedClockOptions {
  /** Market time at construction (epoch ms); defaults to the demo start for the wall time. */
  start?: number;
  /** Market milliseconds per wall millisecond: 1 real time, 60 one minute per second, 0 frozen. */
  speed?: number;
  /** The wall clock (injected in tests). */
  wall?: () => number;
  calendar?: MarketCalendar;
}

/**
 * The demo start for a wall time: the wall time itself when the equity market is open (a trading day between 09:15
 * and 15:30 IST), otherwise 10:00 IST of the latest trading day at or before today (today's 10:00 when today trades).
 * The demo clock then runs forward at real speed from there, so a demo always opens on a live equity session whatever
 * the wall-clock time; it stays live for five and a half hours.
 */
export function demoStart(wallMs: number, calendar: MarketCalendar = defaultMarketCalendar): number {
  const parts = istParts(wallMs);
  if (
    isTradingDay(parts.day, calendar) &&
    parts.secondOfDay >= equitySession.open &&
    parts.secondOfDay < equitySession.close
  ) {
    return wallMs;
  }
  return istInstant(tradingDayOnOrBefore(parts.day, calendar), 10 * 3600);
}

/**
 * The sandbox's market clock: market time advances with the wall clock times `speed` from an anchor; tests `set` it,
 * `advance` it or change its speed (0 freezes it).
 */
export class SimulatedClock implements MarketClock {
  private readonly wall: () => number;
  private anchorMarket: number;
  private anchorWall: number;
  private factor: number;

  constructor(options: SimulatedClockOptions = {}) {
    this.wall = options.wall ?? Date.now;
    this.anchorWall = this.wall();
    this.anchorMarket = options.start ?? demoStart(this.anchorWall, options.calendar);
    this.factor = options.speed ?? 1;
  }

  /** The demo clock: starts on a live equity session (see demoStart) and runs at real speed. */
  static demo(wall: () => number = Date.now, calendar?: MarketCalendar): SimulatedClock {
    return new SimulatedClock(calendar === undefined ? { wall } : { wall, calendar });
  }

  now(): number {
    return this.anchorMarket + (this.wall() - this.anchorWall) * this.factor;
  }

  /** Jump to a market time (epoch ms); the clock keeps its speed from there. */
  set(ms: number): void {
    this.anchorMarket = ms;
    this.anchorWall = this.wall();
  }

  /** Move market time forward (or back) by `ms`. */
  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  get speed(): number {
    return this.factor;
  }

  /** Market milliseconds per wall millisecond from now on. */
  setSpeed(factor: number): void {
    if (!(factor >= 0) || !Number.isFinite(factor))
      throw new RangeError(`clock speed must be >= 0, got ${factor}`);
    this.anchorMarket = this.now();
    this.anchorWall = this.wall();
    this.factor = factor;
  }
}
