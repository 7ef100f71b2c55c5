import { istDateKey, istDay } from "@trade/core";
import { buildInstrumentMaster, type InstrumentMaster } from "./instruments/index.js";
import { flatQuote } from "./quote.js";
import { createSimulator, demoStart, type OiHistory, SimulatedClock } from "./simulator/index.js";
import type { Candle, CandleInterval, Greeks, MarketQuote } from "./types.js";

/**
 * Live market data as the look-ups (routes/market.ts) and the feeds read it. The simulator (simulator/) implements
 * it; tests may inject a fake. Prices in the segment's minor units.
 */
export interface MarketData {
  quote(segment: number, token: number): MarketQuote | undefined;
  greeks(segment: number, token: number): Greeks | undefined;
  candles(segment: number, token: number, interval: CandleInterval, fromSec: number, toSec: number): Candle[];
  /** Market clock, epoch ms. */
  now(): number;
  /** The live record, not a copy (the quote feed's hot path); a market without one answers `quote` instead. */
  get?(segment: number, token: number): MarketQuote | undefined;
  /** One instrument brought up to the clock's now, its live record; absent for a market that never moves. */
  refresh?(segment: number, token: number): MarketQuote | undefined;
  /** Advance the market to its clock's now and answer the records that changed; absent for a market that never moves. */
  tick?(): readonly MarketQuote[];
  /** A contract's day of open interest (the OI analysis); absent for a market without history. */
  oiHistory?(segment: number, token: number): OiHistory | undefined;
}

/**
 * A market that never moves: every instrument quotes its seed price, no greeks, no candles. A stand-in where no
 * simulator runs (and a base for fakes in tests).
 */
export function staticMarketData(instruments: InstrumentMaster, now: () => number): MarketData {
  return {
    quote(segment, token) {
      const instrument = instruments.get(segment, token);
      if (instrument === undefined) return undefined;
      const price = instrument.basePrice;
      const band = instrument.circuitPercent ?? 10;
      return flatQuote(segment, token, price, Math.floor(now() / 1000), {
        upper: Math.round((price * (100 + band)) / 100),
        lower: Math.round((price * (100 - band)) / 100),
      });
    },
    greeks: () => undefined,
    candles: () => [],
    now,
  };
}

/** Builds a market for the instrument master (tests inject fakes through SandboxOptions.marketData). */
export type MarketFactory = (
  instruments: InstrumentMaster,
  now: () => number,
  clock: SimulatedClock,
) => MarketData;

/** The simulated market of a seed: the simulator on a demo clock driven by the sandbox's clock. */
export const simulatedMarketWith =
  (seed: number): MarketFactory =>
  (instruments, _now, clock) =>
    createSimulator({ instruments: instruments.all, seed, clock });

/** The simulated market, seed 1. */
export const simulatedMarket: MarketFactory = simulatedMarketWith(1);

/**
 * The instrument master and the market, built on first use (the master takes ~0.3 s, the simulator ~2 s: a sandbox
 * that serves no market data never pays). The master's market date is the IST date of the market clock.
 */
export function lazyMarket(
  now: () => number,
  factory: MarketFactory = simulatedMarket,
  clockOptions: { start?: number; speed?: number; notBefore?: number } = {},
) {
  let instruments: InstrumentMaster | undefined;
  let market: MarketData | undefined;
  /**
   * The market clock: the demo clock, or a start and speed the sandbox was given (tests); never before `notBefore`
   * (the last market time a previous run stamped), so market time does not go back across restarts.
   */
  const { notBefore, ...options } = clockOptions;
  const start = options.start ?? demoStart(now());
  const clock = new SimulatedClock({
    wall: now,
    ...options,
    start: notBefore === undefined ? start : Math.max(start, notBefore),
  });
  const master = () => {
    instruments ??= buildInstrumentMaster(istDateKey(istDay(clock.now())));
    return instruments;
  };
  return {
    clock,
    instruments: master,
    market: () => {
      market ??= factory(master(), now, clock);
      return market;
    },
  };
}

/** The last traded price of an instrument now (minor units; 0 when it has none): the market brought up to date first. */
export function lastPrice(market: MarketData, segment: number, token: number): number {
  return (market.refresh?.(segment, token) ?? market.quote(segment, token))?.ltp ?? 0;
}
