import type { TradeClient } from "@trade/core";
import type { Instrument, QuoteFeed, QuoteListener } from "@trade/core/feed";
import { liveOf, quoteFeedFor } from "../live/live.js";

/**
 * A new expiry's contracts subscribed the moment its chain look-up answers (issue 19: at most one frame after it),
 * not when React has rendered its sixty rows and bound them, a frame or two later: their quotes are then on their way
 * (and known to the feed, drawn at once) by the time the rows are. `bindChain` takes these subscriptions over (their
 * listener forwards to its own), so the contracts are subscribed once; those it does not take, or all of them where
 * it never binds within a few seconds (the user chose another expiry meanwhile), are dropped.
 */
const heldMs = 5_000;

/** A contract subscribed early: its stop, and the listener its quotes go to once a binding takes it. */
interface Early {
  stop: () => void;
  listener: QuoteListener | undefined;
}

/** A chain look-up's answer, as far as its contracts go. */
type ChainLegs = { rows: readonly { call: Leg | null; put: Leg | null }[] };
type Leg = { SegmentID: number; TokenID: number };

/** The early contracts by feed, chain (`contractsKey`) and contract (`segment:token`). */
const held = new WeakMap<QuoteFeed, Map<string, Map<string, Early>>>();

/** A chain's contracts as one string: the strikes' call and put tokens in order. */
export function contractsKey(
  strikes: readonly { call: { token: number } | null; put: { token: number } | null }[],
) {
  return strikes.map(({ call, put }) => `${call?.token ?? 0}.${put?.token ?? 0}`).join();
}

const drop = (contracts: Map<string, Early>) => {
  for (const early of contracts.values()) if (early.listener === undefined) early.stop();
};

/** Subscribe the chain's contracts now, where the client's quote feed is live (a widget holds it). */
export function subscribeEarly(client: TradeClient, chain: ChainLegs): void {
  if (liveOf(client).holders.quotes === 0) return;
  const feed = quoteFeedFor(client);
  const instruments = chain.rows.flatMap(({ call, put }) =>
    [call, put].flatMap((leg) => (leg ? [{ segment: leg.SegmentID, token: leg.TokenID }] : [])),
  );
  const key = contractsKey(
    chain.rows.map(({ call, put }) => ({
      call: call && { token: call.TokenID },
      put: put && { token: put.TokenID },
    })),
  );
  let chains = held.get(feed);
  if (chains === undefined) {
    chains = new Map();
    held.set(feed, chains);
  }
  if (chains.has(key)) return;
  const contracts = new Map<string, Early>();
  try {
    for (const instrument of instruments) {
      const early: Early = { stop: () => {}, listener: undefined };
      early.stop = feed.subscribe(instrument, "quote", (quote) => early.listener?.(quote));
      contracts.set(`${instrument.segment}:${instrument.token}`, early);
    }
  } catch {
    // A full connection: the binding subscribes the rest, and says so.
  }
  chains.set(key, contracts);
  setTimeout(() => {
    if (chains.get(key) !== contracts) return;
    chains.delete(key);
    drop(contracts);
  }, heldMs);
}

/**
 * The chain's early subscriptions, for a binding to take over: `take` answers the stop of a contract's early
 * subscription with its quotes now going to `listener` (undefined where there is none), `done` drops those not taken.
 */
export function takeEarly(
  feed: QuoteFeed,
  key: string,
): { take: (instrument: Instrument, listener: QuoteListener) => (() => void) | undefined; done: () => void } {
  const chains = held.get(feed);
  const contracts = chains?.get(key);
  chains?.delete(key);
  return {
    take: (instrument, listener) => {
      const early = contracts?.get(`${instrument.segment}:${instrument.token}`);
      if (early === undefined || early.listener !== undefined) return undefined;
      early.listener = listener;
      return early.stop;
    },
    done: () => {
      if (contracts) drop(contracts);
    },
  };
}
