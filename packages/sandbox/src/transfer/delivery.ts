import type { Profile } from "@trade/core";
import { verifiesDeliveries } from "@trade/core/edis";

/**
 * Whether the depository has the client's delivery instruction for `quantity` shares of `isin` on `day`
 * (YYYY-MM-DD): the EDIS check of a stock transfer (spec 3 §4 step 3) asks it for every stock of the transfer.
 */
export type DeliveryVerified = (clientCode: string, isin: string, quantity: number, day: string) => boolean;

/** The EDIS check of a transfer and, once it goes ahead, the use of what it checked. */
export interface DeliveryCheck {
  verified: DeliveryVerified;
  /** Use `quantity` of the day's verified `isin` (inside the transaction that moves the shares); false when too little. */
  spend: DeliveryVerified;
}

/**
 * The EDIS check of the sandbox's clients: a client that needs no verification passes (and spends nothing); one that
 * does (DEMO04) passes for what the delivery-instruction verification approved that day and not yet used (`verified`,
 * `spend`: the edis store's, issue 20 §4).
 */
export function deliveryCheckFor(
  profile: (clientCode: string) => Pick<Profile, "poa" | "ddpi"> | undefined,
  depository: DeliveryCheck,
): DeliveryCheck {
  const free = (clientCode: string) => {
    const of = profile(clientCode);
    return of !== undefined && !verifiesDeliveries(of);
  };
  return {
    verified: (clientCode, isin, quantity, day) =>
      free(clientCode) || depository.verified(clientCode, isin, quantity, day),
    spend: (clientCode, isin, quantity, day) =>
      free(clientCode) || depository.spend(clientCode, isin, quantity, day),
  };
}
