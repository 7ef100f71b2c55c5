import type { OrderRow } from "./book.js";
import { type Matcher, trailAnchor } from "./matching.js";
import { type EngineState, instrumentKey, type WorkingOrderWatcher } from "./state.js";
import type { TickContext, TickEvaluator } from "./tickEvaluator.js";
import { type Crossing, TriggerIndex } from "./triggerIndex.js";

/** Open orders of a ticked instrument meet its price: limits that the price reached fill, market remainders fill. */
export function restingOrders(state: EngineState, matcher: Matcher): TickEvaluator {
  return {
    name: "resting orders",
    onTick({ quotes, now }: TickContext) {
      for (const quote of quotes) {
        const ids = state.byInstrument.get(instrumentKey(quote.segment, quote.token));
        if (ids === undefined) continue;
        for (const id of [...ids]) {
          const row = state.working.get(id);
          if (row?.status === "open") matcher.onPrice(row, quote, now);
        }
      }
    },
  };
}

/**
 * Working orders indexed by a price level; on a tick, the orders whose level the price crossed are visited in the
 * order they were placed.
 */
abstract class IndexedOrders implements TickEvaluator, WorkingOrderWatcher {
  abstract readonly name: string;
  protected readonly state: EngineState;
  protected readonly matcher: Matcher;
  readonly #index = new TriggerIndex<string>();

  constructor(state: EngineState, matcher: Matcher) {
    this.state = state;
    this.matcher = matcher;
    state.watch(this);
  }

  /** The level an order waits for, or none (not indexed). */
  protected abstract level(row: OrderRow): { crossing: Crossing; level: number } | undefined;
  protected abstract visit(row: OrderRow, ctx: TickContext, quote: TickContext["quotes"][number]): void;

  saved(row: OrderRow): void {
    const at = this.level(row);
    if (at === undefined) this.#index.delete(row.order_id);
    else
      this.#index.set(
        row.order_id,
        instrumentKey(row.segment, row.token),
        at.crossing,
        at.level,
        row.order_id,
      );
  }

  removed(row: OrderRow): void {
    this.#index.delete(row.order_id);
  }

  clear(): void {
    this.#index.clear();
  }

  onTick(ctx: TickContext): void {
    if (this.#index.size === 0) return;
    for (const quote of ctx.quotes) {
      const crossed = this.#index.crossed(instrumentKey(quote.segment, quote.token), quote.ltp);
      if (crossed.length === 0) continue;
      const rows: OrderRow[] = [];
      for (const id of crossed) {
        const row = this.state.working.get(id);
        if (row !== undefined) rows.push(row);
      }
      rows.sort((a, b) => a.seq - b.seq);
      for (const row of rows) {
        const live = this.state.working.get(row.order_id);
        if (live !== undefined) this.visit(live, ctx, quote);
      }
    }
  }
}

/** Stop-losses waiting for their trigger: a buy's fires when the price rises to it, a sell's when it falls to it. */
export class StopLossTriggers extends IndexedOrders {
  readonly name = "stop-loss triggers";

  protected level(row: OrderRow) {
    if (row.status !== "trigger pending") return undefined;
    return { crossing: row.side === "B" ? "above" : "below", level: row.trigger_price } as const;
  }

  protected visit(row: OrderRow, { now }: TickContext, quote: TickContext["quotes"][number]): void {
    if (row.status === "trigger pending") this.matcher.onPrice(row, quote, now);
  }
}

/**
 * Trailing stop-loss legs: each is indexed at the price where the trail next moves its trigger (a whole step of
 * the trail past the trigger it has), so a tick visits only the legs whose trigger it moves.
 */
export class TrailingStops extends IndexedOrders {
  readonly name = "trailing stops";

  protected level(row: OrderRow) {
    if (row.status !== "trigger pending") return undefined;
    const anchor = trailAnchor(this.state, row);
    if (anchor === undefined) return undefined;
    const { entry, gap } = anchor;
    // The fewest whole steps whose trigger beats the present one (the trail moves only in the position's favour).
    if (row.side === "S") {
      const steps = Math.max(1, Math.floor((row.trigger_price - entry + gap) / row.trailing) + 1);
      return { crossing: "above", level: entry + steps * row.trailing } as const;
    }
    const steps = Math.max(1, Math.floor((entry + gap - row.trigger_price) / row.trailing) + 1);
    return { crossing: "below", level: entry - steps * row.trailing } as const;
  }

  protected visit(row: OrderRow, { now }: TickContext, quote: TickContext["quotes"][number]): void {
    this.matcher.trailOnly(row, quote, now);
  }
}
