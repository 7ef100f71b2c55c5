/**
 * What the trading screens say when a list is empty, and the one action each offers (issue 15 §7). The spec names
 * the positions' words (spec 2 §9, spec 3 §8: 'You do not have any positions' and the filtered text); the other
 * lists' words and every action label are ours (docs/decisions.md).
 */
export const emptyListTexts = {
  openOrders: "You have no open orders",
  orderHistory: "You have no orders today",
  gtt: "You have no GTT orders",
  gttForFilter: "No GTT orders with this status",
  stockSips: "You have no Stock SIPs",
  /** A filter tab's empty list: 'You have no active Stock SIPs'. */
  stockSipsIn: (tab: string) => `You have no ${tab.toLowerCase()} Stock SIPs`,
  alerts: "You have no alerts",
  alertsForFilter: "No alerts with this status",
  watchlistEmpty: "This watchlist is empty. Search to add scrips.",
} as const;

/** The empty states' actions, as their buttons say them (ours). */
export const emptyListActions = {
  /** Orders and positions: to the watchlist, where an order starts. */
  goToWatchlist: "Go to watchlist",
  /** The filtered positions' 'clear all' (spec 3 §8's words). */
  clearFilters: "Clear all",
  /** A status tab's empty list: back to the All tab. */
  showAll: "Show all",
  newGtt: "Create GTT",
  newBasket: "Create basket",
  newSip: "Start a Stock SIP",
  newAlert: "New Alert",
  searchToAdd: "Search & add",
  newWatchlist: "New watchlist",
} as const;
