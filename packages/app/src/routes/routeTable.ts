import { localKeys, type StorageAdapter } from "@trade/core";

/**
 * The route table of spec 1 §2.1, as data. Paths are relative to the base path /trade and matched case-sensitively
 * (so /Account/Settings is the redirect the spec names, not the settings page itself). Redirect targets keep the
 * query string, so deep links survive them.
 */
export type ScreenKey =
  | "login"
  | "gallery"
  | "account"
  | "settings"
  | "chart"
  | "watchlistChart"
  | "watchlistOverview"
  | "optionChain"
  | "strategies"
  | "oiAnalysis"
  | "shortcuts"
  | "notBuilt"
  | "openOrders"
  | "orderHistory"
  | "positions"
  | "stockSip"
  | "stockSipHistory"
  | "gtt"
  | "basketOrder"
  | "addFunds"
  | "withdrawFunds"
  | "fundsAdded"
  | "fundsWithdrawn"
  | "addFundsDetails"
  | "createBlock"
  | "revokeBlock"
  | "blocksCreated"
  | "withdrawDetails"
  | "portfolioSummary"
  | "equityHoldings"
  | "bonds"
  | "alerts"
  | "transferStocks"
  | "manageBeneficiaries"
  | "transferTransactions"
  | "pledge"
  | "unpledge"
  | "pledgeStatus"
  | "webCallbacks"
  | "mtfDashboard"
  | "mtfTransaction"
  | "mtfPledged"
  | "mtfPaymentHistory"
  | "mtfHistoricPledge"
  | "mtfRecommendation"
  | "mtfPayNow";

export interface ScreenRoute {
  path: string;
  title: string;
  screen: ScreenKey;
  /** Reachable without a session (the login page). */
  public?: boolean;
  /** The issue that builds this screen, for screens not built yet. */
  arrivesWith?: string;
}

export interface RedirectRoute {
  path: string;
  /** Absolute target under /trade; a function reads what it needs (the stored default portfolio tab). */
  redirectTo: string | ((storage: StorageAdapter) => string);
}

export type RouteEntry = ScreenRoute | RedirectRoute;

export const isRedirect = (entry: RouteEntry): entry is RedirectRoute => "redirectTo" in entry;

const portfolioTabs = ["summary", "equity", "bonds"] as const;

/** The stored default portfolio tab (local key), else summary. */
export function defaultPortfolioTab(storage: StorageAdapter): string {
  const stored = storage.getItem(localKeys.defaultPortfolioTab);
  return portfolioTabs.includes(stored as (typeof portfolioTabs)[number])
    ? `/portfolio/${stored}`
    : "/portfolio/summary";
}

/** What the screens not built yet say builds them. */
const laterIssue = "a later issue";

const later = (path: string, title: string, arrivesWith = laterIssue): ScreenRoute => ({
  path,
  title,
  screen: "notBuilt",
  arrivesWith,
});
/** Children of `parent`: a title, or [title, the issue that builds it] where it differs from `arrivesWith`. */
const children = (
  parent: string,
  titles: Record<string, string | readonly [string, string]>,
  arrivesWith = laterIssue,
): ScreenRoute[] =>
  Object.entries(titles).map(([child, title]) =>
    typeof title === "string"
      ? later(`${parent}/${child}`, title, arrivesWith)
      : later(`${parent}/${child}`, title[0], title[1]),
  );

/** A section whose address alone lands on its first child (`titles`' first key), and its children. */
const section = (
  parent: string,
  titles: Record<string, string | readonly [string, string]>,
  arrivesWith = laterIssue,
): RouteEntry[] => [
  { path: parent, redirectTo: `/${parent}/${Object.keys(titles)[0]}` },
  ...children(parent, titles, arrivesWith),
];

export const routeTable: readonly RouteEntry[] = [
  { path: "", redirectTo: "/watchlist" },
  { path: "login", title: "Login", screen: "login", public: true },
  later("risk-management-policy", "Risk management policy"),
  later("home", "Home"),
  later("home/etf", "ETF"),
  later("home/etf/listing", "ETF listing"),
  { path: "portfolio-advisory", redirectTo: "/home" },
  { path: "portfolio", redirectTo: defaultPortfolioTab },
  { path: "portfolio/summary", title: "Portfolio summary", screen: "portfolioSummary" },
  { path: "portfolio/equity", title: "Equity holdings", screen: "equityHoldings" },
  { path: "portfolio/bonds", title: "Bonds", screen: "bonds" },
  { path: "watchlist", redirectTo: "/watchlist/chart" },
  { path: "watchlist/chart", title: "Chart", screen: "watchlistChart" },
  { path: "watchlist/overview", title: "Overview", screen: "watchlistOverview" },
  { path: "watchlist/option-chain", title: "Option chain", screen: "optionChain" },
  { path: "watchlist/option-chain/strategies", title: "Option strategies", screen: "strategies" },
  ...children("watchlist", {
    technical: "Technicals",
    fundamental: "Fundamentals",
    "stock-composition": "Stock composition",
  }),
  later("pro-trader", "Pro trader"),
  { path: "orders", redirectTo: "/orders/positions" },
  { path: "orders/open", title: "Open orders", screen: "openOrders" },
  { path: "orders/history", title: "Order history", screen: "orderHistory" },
  { path: "orders/positions", title: "Positions", screen: "positions" },
  { path: "orders/stock-sip", title: "Stock SIP", screen: "stockSip" },
  { path: "orders/stock-sip/history", title: "Stock SIP history", screen: "stockSipHistory" },
  { path: "orders/gtt", title: "GTT orders", screen: "gtt" },
  { path: "orders/basket-order", title: "Basket orders", screen: "basketOrder" },
  { path: "orders/alerts", title: "Alerts", screen: "alerts" },
  { path: "positions", title: "Positions", screen: "positions" },
  { path: "mtf", redirectTo: "/mtf/dashboard" },
  { path: "mtf/dashboard", title: "Pay Later (MTF)", screen: "mtfDashboard" },
  { path: "mtf/transaction", title: "MTF transactions", screen: "mtfTransaction" },
  { path: "mtf/pledged", title: "Pledged stocks", screen: "mtfPledged" },
  { path: "mtf/payment-history", title: "Payment history", screen: "mtfPaymentHistory" },
  { path: "mtf/historic-pledge", title: "Pledge history", screen: "mtfHistoricPledge" },
  { path: "mtf/recommendation", title: "MTF recommendations", screen: "mtfRecommendation" },
  { path: "mtf/paynow", title: "Pay Now", screen: "mtfPayNow" },
  later("advisory", "Advisory"),
  later("advisory/advisory-details", "Advisory call"),
  later("ssa", "Single stock advisory"),
  later("ssa/details", "Single stock advisory details"),
  later("ssa/past-calls", "Past calls"),
  { path: "notification/*", redirectTo: "/watchlist" },
  { path: "indices", redirectTo: "/markets/all-indices" },
  { path: "stock", redirectTo: "/stock/pledge" },
  { path: "stock/pledge", title: "Pledge stocks", screen: "pledge" },
  { path: "stock/unpledge", title: "Unpledge stocks", screen: "unpledge" },
  { path: "stock/status", title: "Pledge status", screen: "pledgeStatus" },
  { path: "account/pledge", redirectTo: "/stock/pledge" },
  { path: "account/pledge/increase", redirectTo: "/stock/pledge" },
  { path: "account/pledge/withdraw", redirectTo: "/stock/unpledge" },
  { path: "account", title: "Account", screen: "account" },
  { path: "account/settings", title: "Settings", screen: "settings" },
  { path: "account/shortcuts", title: "Keyboard shortcuts", screen: "shortcuts" },
  { path: "account/add-funds", title: "Add funds", screen: "addFunds" },
  { path: "account/withdraw-funds", title: "Withdraw funds", screen: "withdrawFunds" },
  { path: "account/create-block", title: "Create block", screen: "createBlock" },
  { path: "account/revoke-block", title: "Revoke block", screen: "revokeBlock" },
  ...children("account", { about: "About us" }),
  { path: "Account/Settings", redirectTo: "/account/settings" },
  { path: "account/trading-balance-summary", redirectTo: "/account" },
  { path: "account/funds-transactions", redirectTo: "/account/funds-transactions/add-funds" },
  { path: "account/funds-transactions/add-funds", title: "Funds added", screen: "fundsAdded" },
  { path: "account/funds-transactions/withdraw-funds", title: "Funds withdrawn", screen: "fundsWithdrawn" },
  { path: "account/funds-transactions/blocks-created", title: "Blocks created", screen: "blocksCreated" },
  {
    path: "account/funds-transactions/withdraw-details",
    title: "Withdrawal details",
    screen: "withdrawDetails",
  },
  {
    path: "account/funds-transactions/add-funds-details",
    title: "Add funds details",
    screen: "addFundsDetails",
  },
  { path: "reports", redirectTo: "/account" },
  ...children("reports", {
    "trades-charges": "Trades and charges",
    "profit-loss": "Profit and loss",
    statements: "Statements",
    "download-reports": "Download reports",
  }),
  later("nps", "NPS"),
  { path: "markets/equity", redirectTo: "/markets/equity/overview" },
  { path: "markets/derivative", redirectTo: "/markets/derivative/analysis" },
  { path: "markets/derivative/overview", redirectTo: "/markets/derivative/analysis" },
  { path: "markets/news", redirectTo: "/markets/news/overview" },
  { path: "markets/derivative/analysis", title: "Open interest analysis", screen: "oiAnalysis" },
  ...section("markets", {
    "equity/overview": "Markets overview",
    "equity/market-movers": "Market movers",
    "equity/sectoral-movements": "Sectoral movements",
    "derivative/activity": "FII/DII activity",
    "all-indices": "All indices",
    "news/overview": "News",
    "news/news-watchlist": "Watchlist news",
    "news/portfolio": "Portfolio news",
  }),
  { path: "transfer-stocks", redirectTo: "/transfer-stocks/transfer" },
  { path: "transfer-stocks/transfer", title: "Transfer stocks", screen: "transferStocks" },
  {
    path: "transfer-stocks/manage-beneficaries",
    title: "Manage beneficiaries",
    screen: "manageBeneficiaries",
  },
  { path: "transfer-stocks/transactions", title: "Transfer transactions", screen: "transferTransactions" },
  { path: "chart/fullscreen", title: "Full-screen chart", screen: "chart" },
  { path: "fullscreen", title: "Full-screen chart", screen: "chart" },
  later("help-and-support/onehelp", "Help and support"),
  later("help-and-support/ask-angel", "Ask a question"),
  { path: "web-callbacks", title: "Pledge callback", screen: "webCallbacks" },
  // Ours: the design system's gallery (docs/decisions.md, "Design system").
  { path: "gallery", title: "Design system", screen: "gallery" },
];
