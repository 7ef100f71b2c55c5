import type { Profile } from "@trade/core";

/**
 * Whether the depository has the client's delivery instruction for `quantity` shares of `isin` on `day`
 * (YYYY-MM-DD): the EDIS check of a stock transfer (spec 3 §4 step 3) asks it for every stock of the transfer.
 */
export type DeliveryVerified = (clientCode: string, isin: string, quantity: number, day: string) => boolean;

/** A client with a power of attorney and no DDPI verifies delivery instructions (spec 3 §5, §6); others do not. */
export const needsDeliveryVerification = (profile: Pick<Profile, "poa" | "ddpi">): boolean =>
  profile.poa && !profile.ddpi;

/**
 * The EDIS check of the sandbox's clients: a client that needs no verification passes; one that does (DEMO04) passes
 * for what the delivery-instruction verification recorded, given as `verified` (issue 20 §4 backs it; until then
 * nothing is verified and such a client's transfers wait at the EDIS check).
 */
export function deliveryVerifiedFor(
  profile: (clientCode: string) => Pick<Profile, "poa" | "ddpi"> | undefined,
  verified: DeliveryVerified = () => false,
): DeliveryVerified {
  return (clientCode, isin, quantity, day) => {
    const of = profile(clientCode);
    return (of !== undefined && !needsDeliveryVerification(of)) || verified(clientCode, isin, quantity, day);
  };
}
