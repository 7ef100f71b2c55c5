import { istDateKey, istDay, type Profile } from "@trade/core";
import { type AccountFacts, accountFactsOf } from "@trade/core/orders";
import type { Db } from "../db/database.js";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { lazyMarket } from "../market/marketData.js";
import type { Instrument } from "../market/types.js";
import { type EngineAnswer, refused } from "./answers.js";
import type { TradingEngine } from "./engine.js";

/** What the services of standing instructions (GTT, Stock SIP, and the areas to come) read of the sandbox. */
export interface StandingDeps {
  instruments: () => InstrumentMaster;
  account: (clientCode: string) => AccountFacts;
  /** Market time, epoch ms (it stamps rows as it stamps orders). */
  now: () => number;
  /** Today's date in India (YYYY-MM-DD), by the market clock. */
  today: () => string;
}

/** What a standing-instruction area is built from: the database, the engine, the market and the clients' profiles. */
export interface StandingParts {
  db: Db;
  trading: TradingEngine;
  market: ReturnType<typeof lazyMarket>;
  profile: (clientCode: string) => Profile | undefined;
}

/** The deps of a standing-instruction service over the engine's market clock and the clients' profiles. */
export function standingDeps({ trading, market, profile }: StandingParts): StandingDeps {
  return {
    instruments: market.instruments,
    account: (clientCode) => accountFactsOf(profile(clientCode)),
    now: () => trading.now(),
    today: () => istDateKey(istDay(trading.now())),
  };
}

/**
 * The base of a standing-instruction service: its rows (`store`), the tick evaluator that acts on them on the market
 * (`watcher`, told of every change) and what it reads of the sandbox (`deps`).
 */
export abstract class StandingService<TStore, TWatcher, TDeps extends StandingDeps> {
  protected readonly store: TStore;
  protected readonly watcher: TWatcher;
  protected readonly deps: TDeps;

  constructor(store: TStore, watcher: TWatcher, deps: TDeps) {
    this.store = store;
    this.watcher = watcher;
    this.deps = deps;
  }

  /** The instrument a request names, or the 404 refusal that says none is. */
  protected instrument(segment: number, token: number): Instrument | EngineAnswer<never> {
    return (
      this.deps.instruments().get(segment, token) ??
      refused(404, "SCRIP-NOT-FOUND", `No instrument ${token} in segment ${segment}`)
    );
  }
}
