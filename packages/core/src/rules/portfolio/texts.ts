/**
 * The portfolio's words (spec 3 §2, §3, §8). Where the spec names a text it is quoted; the empty states' wording is
 * not shown there and is ours (docs/decisions.md, "Portfolio and holdings").
 */
export const portfolioTexts = {
  tabs: { summary: "Overview", equity: "Equity", bonds: "Bonds" },
  noHoldings: "You do not have any holdings",
  noHoldingsHint: "Stocks you buy for delivery appear here the next trading day.",
  noBonds: "You do not have any bonds",
  noBondsHint: "Bonds you buy appear here once they are credited to your demat account.",
  noDividends: "No dividends earned on this stock yet",
  summary: {
    TotalInvValue: "Invested Value",
    TotalHolding: "Current Value",
    TotalGL: "Overall G/L",
    TotalDayGL: "Day's G/L",
  },
  allocationBySector: "Sector allocation",
  allocationByMarketCap: "Market cap allocation",
  exportTransactions: "Transactions statement",
  exportHoldings: "Holding details",
} as const;

/** The holding row's 3-dot menu (spec 3 §2), in order; Add Alert is listed only where alerts are built. */
export const holdingMenu = {
  marketDepth: "Market Depth",
  charts: "Charts",
  stockDetails: "Stock Details",
  gtt: "Set SL/Target with GTT",
  quantityBreakup: "Quantity Breakup",
  dividends: "Dividends Earned",
  addAlert: "Add Alert",
} as const;

/** The quantity breakup's rows (spec 3 §3), in the order shown: field and label. */
export const breakupRows = [
  ["tradable_qty", "Tradable"],
  ["free_qty", "Free"],
  ["pledge_qty", "Pledged"],
  ["margin_qty", "Margin"],
  ["cusa_qty", "CUSA"],
  ["unsettled_qty", "Unsettled"],
  ["blocked_qty", "Blocked"],
  ["uncredited_split_qty", "Uncredited split"],
  ["uncredited_bonus_qty", "Uncredited bonus"],
  ["ltcg_qty", "Long term (LTCG)"],
  ["stcg_qty", "Short term (STCG)"],
] as const;
