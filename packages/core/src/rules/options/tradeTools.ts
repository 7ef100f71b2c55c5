import type { OptionChain } from "../../contract/market.js";
import { oiIndexSymbols, putCallRatio } from "./openInterest.js";
import { underlyingTokens } from "./underlyings.js";

/**
 * Trade tools (spec 2 §2): a sheet on the two indices the spec lists, NIFTY (segment 1, token 99926000) and SENSEX
 * (segment 3, token 99919000), with each index's options at a glance and the options tools built for it. What the
 * sheet shows beyond the two indices is ours (docs/decisions.md, "Trade tools").
 */
export const tradeToolIndices = [
  { name: "NIFTY", segment: 1, token: underlyingTokens.NIFTY },
  { name: "SENSEX", segment: 3, token: underlyingTokens.SENSEX },
] as const;

/** One of the trade tools' indices. */
export type TradeToolIndex = (typeof tradeToolIndices)[number];

/** The index the sheet opens on: the scrip itself when it is one of the two, else NIFTY. */
export function tradeToolIndexFor(
  instrument: { segment: number; token: number } | undefined,
): TradeToolIndex {
  return (
    tradeToolIndices.find(
      (index) => index.segment === instrument?.segment && index.token === instrument.token,
    ) ?? tradeToolIndices[0]
  );
}

/** The options tools of an index: the chain and the strategies always, OI analysis where the OI service covers it. */
export type TradeTool = "Option Chain" | "Option Strategies" | "OI Analysis";

/** The tools the sheet offers for `index`, in this order. */
export function tradeToolsOf(index: { name: string }): TradeTool[] {
  const oi = (oiIndexSymbols as readonly string[]).includes(index.name);
  return ["Option Chain", "Option Strategies", ...(oi ? (["OI Analysis"] as const) : [])];
}

/** An index's options at a glance, from its nearest chain: the money, the straddle there and the put-call ratio. */
export interface OptionsGlance {
  expiry: string;
  atmStrike: number;
  /** The at-the-money call and put's prices together (minor units); null where either is missing. */
  straddle: number | null;
  /** Put OI over call OI across the chain's strikes (2 decimals); 0 without call OI. */
  pcr: number;
}

/** The glance of a chain (prices minor units). */
export function optionsGlance(chain: OptionChain): OptionsGlance {
  let putOi = 0;
  let callOi = 0;
  for (const row of chain.rows) {
    putOi += row.put?.OpenInterest ?? 0;
    callOi += row.call?.OpenInterest ?? 0;
  }
  const atm = chain.rows.find((row) => row.strike === chain.atmStrike);
  const straddle = atm?.call && atm.put ? atm.call.ltp + atm.put.ltp : null;
  return { expiry: chain.ExpiryDate, atmStrike: chain.atmStrike, straddle, pcr: putCallRatio(putOi, callOi) };
}
