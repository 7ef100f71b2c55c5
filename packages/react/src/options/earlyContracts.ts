import type { TradeClient } from "@trade/core";
import type { QuoteFeed } from "@trade/core/feed";
import { liveOf, quoteFeedFor } from "../live/live.js";

/**
 * A new expiry's contracts subscribed the moment its chain look-up answers (issue 19: at most one frame after it),
 * not when React has rendered its sixty rows and bound them, a frame or two later: their quotes are then on their way
 * (and known to the feed, drawn at once) by the time the rows are. Held until `bindChain` takes the same contracts
 * over, or a few seconds where it never does (the user chose another expiry meanwhile).
 */
const heldMs = 5_000;
const noop = () => {};

/** A chain look-up's answer, as far as its contracts go. */
type ChainLegs = { rows: readonly { call: Leg | null; put: Leg | null }[] };
type Leg = { SegmentID: number; TokenID: number };

/** The held contracts by feed, under the key `contractsKey` makes of them. */
const held = new WeakMap<QuoteFeed, Map<string, () => void>>();

/** A chain's contracts as one string: the strikes' call and put tokens in order. */
export function contractsKey(
  strikes: readonly { call: { token: number } | null; put: { token: number } | null }[],
) {
  return strikes.map(({ call, put }) => `${call?.token ?? 0}.${put?.token ?? 0}`).join();
}

/** Subscribe the chain's contracts now, where the client's quote feed is live (a widget holds it). */
export function subscribeEarly(client: TradeClient, chain: ChainLegs): void {
  if (liveOf(client).holders.quotes === 0) return;
  const feed = quoteFeedFor(client);
  const contracts = chain.rows.map(({ call, put }) => ({
    call: call && { segment: call.SegmentID, token: call.TokenID },
    put: put && { segment: put.SegmentID, token: put.TokenID },
  }));
  const key = contractsKey(contracts);
  let holds = held.get(feed);
  if (holds === undefined) {
    holds = new Map();
    held.set(feed, holds);
  }
  if (holds.has(key)) return;
  const stops: (() => void)[] = [];
  try {
    for (const { call, put } of contracts) {
      if (call) stops.push(feed.subscribe(call, "quote", noop));
      if (put) stops.push(feed.subscribe(put, "quote", noop));
    }
  } catch {
    // A full connection: the binding subscribes what it can and says so.
  }
  const release = () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
    holds.delete(key);
  };
  const timer = setTimeout(release, heldMs);
  holds.set(key, release);
}

/** The chain is bound (its own subscriptions made): let go of its early ones. */
export function releaseEarly(feed: QuoteFeed, key: string): void {
  held.get(feed)?.get(key)?.();
}
