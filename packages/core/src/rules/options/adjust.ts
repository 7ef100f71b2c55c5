import type { OrderPlacement, Position } from "../../contract/orders.js";
import {
  adjustPositionOnlyFnoMessage,
  invalidStrikePriceMessage,
  selectNewPositionToAdjustMessage,
} from "../trading/messages.js";
import { equityDerivativeSegments } from "../trading/windows.js";

/**
 * Adjust position (spec 2 §2, §5): an open future or option of NSE or BSE F&O is rolled into another contract of the
 * same underlying (another strike or expiry; another expiry for a future). The position is closed and the same side
 * and quantity opened in the chosen contract, as one batch of two orders. The spec names the refusal outside NSE and
 * BSE F&O and the prompt of adjust mode; the rest is ours (docs/decisions.md, "Adjust position").
 */

/** A contract a position can be adjusted into: an option (its strike and type) or a future of the same underlying. */
export interface AdjustContract {
  segment: number;
  token: number;
  tradingSymbol: string;
  /** YYYY-MM-DD. */
  expiry: string;
  /** Null for a future. */
  optionType: "CE" | "PE" | null;
  /** Minor units; 0 for a future. */
  strike: number;
}

/** What the adjust rules read of a position. */
export type AdjustedPosition = Pick<
  Position,
  "exchangeSegment" | "symbolToken" | "tradingSymbol" | "netQty" | "productType" | "expiryDate"
>;

/** An order of an adjustment: what the batch places (a guiOrderId is added when it is placed). */
export type AdjustOrder = Omit<OrderPlacement, "guiOrderId">;

/**
 * Whether a position row offers Adjust Position: an open position (outside NSE and BSE F&O the entry answers with the
 * refusal, as the spec words it).
 */
export const offersAdjust = (position: Pick<Position, "netQty">): boolean => position.netQty !== 0;

/** Why a position cannot be adjusted ('Only available for NSEFO & BSEFO'), or undefined where it can. */
export const adjustRefusal = (position: Pick<Position, "exchangeSegment">): string | undefined =>
  equityDerivativeSegments.includes(position.exchangeSegment) ? undefined : adjustPositionOnlyFnoMessage;

const strikeText = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The strike typed in adjust mode, in minor units: digits with at most two decimals that name one of `strikes`
 * (minor units); anything else is 'Please enter a valid strike price'.
 */
export function readStrike(
  text: string,
  strikes: readonly number[],
  divider = 100,
): { ok: true; strike: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  const strike = strikeText.test(trimmed) ? Math.round(Number(trimmed) * divider) : Number.NaN;
  return strike > 0 && strikes.includes(strike)
    ? { ok: true, strike }
    : { ok: false, error: invalidStrikePriceMessage };
}

/**
 * Adjust mode's prompt, 'Select New Position to Adjust', while no contract other than the position's own is chosen;
 * undefined once one is.
 */
export function adjustChoicePrompt(
  position: AdjustedPosition,
  target: Pick<AdjustContract, "segment" | "token"> | undefined,
): string | undefined {
  return target === undefined ||
    (target.token === position.symbolToken && target.segment === position.exchangeSegment)
    ? selectNewPositionToAdjustMessage
    : undefined;
}

/**
 * The two orders of an adjustment, at market and in the position's product: the position closed (the other side,
 * its open quantity), then the same side and quantity opened in `target`. Empty where the position cannot be
 * adjusted into `target` (refused segment, no open quantity, no new contract chosen).
 */
export function adjustmentOrders(position: AdjustedPosition, target: AdjustContract): AdjustOrder[] {
  if (adjustRefusal(position) !== undefined || position.netQty === 0) return [];
  if (adjustChoicePrompt(position, target) !== undefined) return [];
  const long = position.netQty > 0;
  const quantity = Math.abs(position.netQty);
  const leg = (contract: Pick<AdjustContract, "segment" | "token" | "tradingSymbol">, side: "B" | "S") => ({
    exchangeSegment: contract.segment,
    symbolToken: contract.token,
    tradingSymbol: contract.tradingSymbol,
    transactionType: side,
    productType: position.productType,
    orderType: "MARKET" as const,
    quantity,
  });
  return [
    leg(
      {
        segment: position.exchangeSegment,
        token: position.symbolToken,
        tradingSymbol: position.tradingSymbol,
      },
      long ? "S" : "B",
    ),
    leg(target, long ? "B" : "S"),
  ];
}

/**
 * What an adjustment brings in (+, a credit) or pays out (−, a debit) at the two contracts' prices (minor units), in
 * minor units × quantity: a long sells the old and buys the new, a short the other way round.
 */
export function adjustmentCashflow(netQty: number, oldPrice: number, newPrice: number): number {
  return Math.sign(netQty) * (oldPrice - newPrice) * Math.abs(netQty);
}
