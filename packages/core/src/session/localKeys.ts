/** The spec's local settings keys and other local values (spec 1 §3), in one place. */
export const localKeys = {
  blackMode: "blackMode",
  systemTheme: "systemTheme",
  watchlistView: "watchlistView",
  chartsView: "chartsView",
  fontSize: "fontSize",
  /** Accessibility mode (spec 1 §2.5), named after the layout preference's `tabAccessibility` field. */
  tabAccessibility: "tabAccessibility",
  orderConfirmation: "orderConfirmation",
  glueOrderpad: "glueOrderpad",
  /** Per segment: `${segment}OrderType` and `${segment}ProductType`. */
  segmentOrderType: (segment: string) => `${segment}OrderType`,
  segmentProductType: (segment: string) => `${segment}ProductType`,
  selectedWatchlist: "selWatchlist",
  recentUpiIds: "recentUpiIds",
  darkMode: "darkMode",
  stopLossConfirmed: "slConfirmed",
  expiringIndices: "expiringIndices",
  closedNudges: "closedNudges",
  clientIp: "clientIp",
  sortOrders: "sortOrders",
  positionGrouping: "positionGrouping",
  traderLayout: "traderLayout",
  lastRenew: "lastRenew",
  lastRefresh: "lastRefresh",
  deviceId: "deviceId",
  defaultPortfolioTab: "defaultPortfolioTab",
  /** Node only (bearer mode): the tokens, when the caller asked to persist them. Never used in browsers. */
  bearerTokens: "bearerTokens",
} as const;
