import type { TradeClient } from "../client.js";
import type { OptionChain } from "../contract/market.js";
import type { Instrument } from "../feed/subscription.js";
import { strategyById } from "../rules/options/strategies.js";
import { draftLegsOf, positionsOf, type StrategyPosition } from "../rules/options/strategyBuild.js";
import type { RequestOptions } from "../transport/http.js";
import { type OptionUnderlying, optionsOf } from "./resource.js";

/** A strategy placed on an underlying's chain: the underlying, the chain of the expiry, the legs on its contracts. */
export interface StrategyOnChain {
  underlying: OptionUnderlying;
  chain: OptionChain;
  positions: StrategyPosition[];
}

/**
 * A strategy (one of the 14, by id) on an instrument's option chain with its default strikes: each leg its offset
 * from the money, `lots` lots, on the nearest expiry unless `expiry` is given. Undefined where the instrument has no
 * chain, the strategy is unknown, or a leg falls off the chain.
 *
 * @example
 * ```ts
 * const built = await strategyOnChain(client, { segment: 1, token: 99926000 }, "bull-call-spread");
 * if (built) console.log(strategySummary(built.positions, built.underlying.lotSize));
 * ```
 */
export async function strategyOnChain(
  client: TradeClient,
  instrument: Instrument,
  strategyId: string,
  choice: { lots?: number; expiry?: string } = {},
  options?: RequestOptions,
): Promise<StrategyOnChain | undefined> {
  const strategy = strategyById(strategyId);
  const underlying = await optionsOf(client).underlying(instrument, options);
  if (strategy === undefined || !("expiries" in underlying)) return undefined;
  const expiry = choice.expiry ?? underlying.expiries[0];
  if (expiry === undefined) return undefined;
  const chain = await optionsOf(client).chain(underlying, expiry, undefined, options);
  const drafts = draftLegsOf(strategy, chain, choice.lots ?? 1);
  const positions = drafts && positionsOf(drafts, chain);
  return positions && { underlying, chain, positions };
}
