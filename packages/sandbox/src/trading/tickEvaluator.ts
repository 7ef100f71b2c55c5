import type { Db } from "../db/database.js";
import type { MarketQuote } from "../market/types.js";

/** What an evaluator sees of one market tick. */
export interface TickContext {
  /** The quotes the tick changed (or brought up to date). */
  readonly quotes: readonly MarketQuote[];
  /** Market time of the tick, epoch ms. */
  readonly now: number;
  /** The database, inside the tick's open transaction: what an evaluator writes commits with the tick's fills. */
  readonly db: Db;
}

/**
 * Work that runs on every market tick, inside the engine's tick transaction: the engine's own resting orders,
 * stop-loss triggers and trailing stops, and the standing instructions that watch prices (GTT rules, SIPs, alerts).
 * Register one with `TradingEngine.addEvaluator`; evaluators run in the order they were added.
 */
export interface TickEvaluator {
  readonly name: string;
  onTick(ctx: TickContext): void;
  /** Whether it waits for the market (the sandbox then keeps the market ticking with no one watching quotes). */
  hasWork?(): boolean;
  /**
   * The instruments it watches (instrument keys): with no one watching the quote feed, the engine brings these up to
   * date on its ticks too.
   */
  instruments?(): Iterable<number>;
  /** The tick's transaction rolled back: forget what was kept in memory about it. */
  rolledBack?(): void;
}
