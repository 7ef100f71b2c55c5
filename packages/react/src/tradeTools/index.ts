/**
 * `@trade/react/trade-tools`: the position and index tools of the options workspace (spec 2 §2, §5). The embeddable
 * `AdjustPosition` widget (adjust mode: an open NSE or BSE F&O position rolled into another strike, type or expiry)
 * with `useAdjustPosition` (its state without the view), and the `TradeTools` sheet (NIFTY and SENSEX: the spot, the
 * nearest expiry at a glance, the options tools).
 */
export { AdjustPosition, type AdjustPositionProps } from "./AdjustPosition.js";
export { ContractLadder, type LadderRow } from "./ContractLadder.js";
export { futuresQuery } from "./queries.js";
export { TradeTools, type TradeToolsProps } from "./TradeTools.js";
export {
  type AdjustPositionState,
  legContract,
  nothingToAdjustText,
  useAdjustPosition,
} from "./useAdjustPosition.js";
