import type { Order, OrderStatus, Position } from "../../contract/orders.js";
import type { Profile } from "../../contract/profile.js";
import { priceDivider } from "../price.js";
import type { AccountFacts } from "./orderChecks.js";
import { isTerminalStatus } from "./orderTypes.js";
import { positionPnl } from "./positions.js";

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
    asbaState: profile?.asba ? "registered" : null,
    poa: profile?.poa ?? false,
    ddpi: profile?.ddpi ?? false,
    edisVerified: false,
    segments: profile?.segments ?? [],
    blockedOperations: profile?.accountStatus.blockedOperations ?? [],
  };
}

/** Which orders a list shows (the `status` query of GET /report/v5/orders). */
export type OrderListFilter = "all" | "open" | "executed" | "rejected" | "cancelled";

/** Whether an order belongs in a list with this filter: open-type, executed, rejected or failed, cancelled, or all. */
export function matchesOrderFilter(
  order: { orderStatus: OrderStatus } | Pick<Order, "orderStatus">,
  filter: OrderListFilter,
): boolean {
  switch (filter) {
    case "open":
      return !isTerminalStatus(order.orderStatus);
    case "executed":
      return order.orderStatus === "complete";
    case "rejected":
      return order.orderStatus === "rejected" || order.orderStatus === "failed";
    case "cancelled":
      return order.orderStatus === "cancelled" || order.orderStatus === "cancelled after market order";
    default:
      return true;
  }
}

/**
 * Gain or loss of a position at a price, paise (spec 2 §3 derived gainAndLoss): what was sold less what was bought,
 * what was carried in counted at its carried price, plus the net quantity marked to `ltp`.
 */
export function gainAndLoss(
  position: Pick<
    Position,
    | "carryForwardAvgPrice"
    | "carryForwardQty"
    | "buyAmount"
    | "sellAmount"
    | "netQty"
    | "multiplier"
    | "exchangeSegment"
  >,
  ltp: number,
): number {
  const carried = position.carryForwardAvgPrice * Math.abs(position.carryForwardQty);
  const minor = positionPnl(
    {
      buyAmount: position.buyAmount + (position.carryForwardQty > 0 ? carried : 0),
      sellAmount: position.sellAmount + (position.carryForwardQty < 0 ? carried : 0),
      netQty: position.netQty,
      multiplier: position.multiplier,
    },
    ltp,
  );
  return Math.round((minor * 100) / priceDivider(position.exchangeSegment));
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
