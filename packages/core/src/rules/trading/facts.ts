import type { Profile } from "../../contract/profile.js";
import type { AccountFacts } from "./orderChecks.js";

/**
 * Whether a stock takes intraday orders: not a trade-to-trade (T2T) stock, which settles by delivery only, and not one
 * under surveillance (ASM, GSM). The pad checks it before placing and the sandbox's engine refuses the same orders.
 */
export function intradayAllowedFor(instrument: { t2t: boolean; surveillance: readonly string[] }): boolean {
  return !instrument.t2t && instrument.surveillance.length === 0;
}

/**
 * What the order rules need to know about the account, from the profile (spec 1 §3): the pad and the sandbox read it
 * the same way. An eDIS authorisation is per sale and is not in the profile: it counts as not given.
 */
export function accountFactsOf(profile: Profile | undefined): AccountFacts {
  return {
    asba: profile?.asba ?? false,
    asbaState: profile?.asbaState ?? (profile?.asba ? "registered" : null),
    poa: profile?.poa ?? false,
    ddpi: profile?.ddpi ?? false,
    edisVerified: false,
    segments: profile?.segments ?? [],
    blockedOperations: profile?.accountStatus.blockedOperations ?? [],
  };
}

/** How far a cover order's stop loss may sit from its price (the range cover; spec 2 §7 'not shown': ours). */
export const coverRangePercent = 3;

/**
 * The stop-loss trigger range of a cover order at `price` (minor units): on the losing side, from one tick away to
 * `coverRangePercent` away, on the tick grid.
 */
export function coverTriggerRange(
  price: number,
  side: "B" | "S",
  tick: number,
): { lowerTrigger: number; upperTrigger: number } {
  const span = Math.max(tick, Math.floor((price * coverRangePercent) / 100 / tick) * tick);
  return side === "B"
    ? { lowerTrigger: price - span, upperTrigger: price - tick }
    : { lowerTrigger: price + tick, upperTrigger: price + span };
}
