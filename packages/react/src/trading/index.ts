/**
 * `@trade/react/trading`: hooks over `@trade/core/orders` and the quote feed, as their own entry so that a page
 * without trading does not load them.
 */

export { holdQuoteFeed, quoteFeedFor } from "../live/live.js";
export type { TableNotice } from "./ConvertDialog.js";
export { applyOrderUpdates, matchesOrderFilter, type OrderListFilter, orderOfUpdate } from "./cache.js";
export {
  refreshAfterFillMs,
  useMarketClock,
  useOrderNotifications,
  useOrderUpdates,
  useQuote,
} from "./hooks.js";
export { tradingKeys } from "./keys.js";
export { type LiveQuoteRow, LiveQuotes, type LiveQuotesProps, ltpFlashMs } from "./LiveQuotes.js";
export { MarketDepth, type MarketDepthProps, writeDepth } from "./MarketDepth.js";
export {
  amoConfirmText,
  OrderPad,
  type OrderPadProps,
  orderSplitText,
  orderSplitTitle,
  QuickOrderPad,
} from "./OrderPad.js";
export { cancelConfirmText, OrdersTable, type OrdersTableProps } from "./OrdersTable.js";
export { holdOrderFeed, orderFeedFor } from "./orderFeed.js";
export type { PadExtraTab, PadTabPanelProps } from "./orderPad/extraTabs.js";
export {
  formFor,
  type OrderForm,
  type OrderPadTab,
  orderTypesFor,
  type PadInstrument,
  type PadPreset,
  placementOf,
  problemOf,
  productsFor,
  quickNudgeTicks,
} from "./orderPadState.js";
export { PositionsTable, type PositionsTableProps } from "./PositionsTable.js";
export { OrderPadListener, type PadPlacement } from "./padEvents.js";
export { padInstrumentFor, padInstrumentOf } from "./padInstrument.js";
export { type PositionPad, positionPad } from "./positionPad.js";
export { ordersQuery, positionsQuery } from "./queries.js";
export { type OrderSound, playOrderSound } from "./sounds.js";
export { useOrders, usePositions, useTrading } from "./tradingHooks.js";
