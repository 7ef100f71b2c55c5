/**
 * The order tabs of spec 2 §2, in the order keyboard navigation cycles through them: open orders, positions,
 * history, stock SIP, GTT, baskets, alerts, then back to open orders. Paths are under the base path /trade.
 */
export const orderTabs = [
  { path: "/orders/open", label: "Open Orders" },
  { path: "/orders/positions", label: "Positions" },
  { path: "/orders/history", label: "Order History" },
  { path: "/orders/stock-sip", label: "Stock SIP" },
  { path: "/orders/gtt", label: "GTT" },
  { path: "/orders/basket-order", label: "Basket Order" },
  { path: "/orders/alerts", label: "Alerts" },
] as const;

export type OrderTab = (typeof orderTabs)[number];

/** The tab a path belongs to (`/orders/stock-sip/history` is the Stock SIP tab; `/positions` the Positions tab). */
export function orderTabOf(pathname: string): OrderTab | undefined {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/positions") return orderTabs[1];
  return orderTabs.find((tab) => path === tab.path || path.startsWith(`${tab.path}/`));
}

/**
 * The tab after (`step` 1) or before (`step` -1) the one at `pathname`, skipping tabs whose screens are not built
 * (`available`), wrapping from alerts back to open orders. Undefined when `pathname` is no order tab or no other tab
 * is available.
 *
 * @example
 * ```ts
 * const built = (path: string) => ["/orders/open", "/orders/positions", "/orders/history"].includes(path);
 * nextOrderTab("/orders/history", 1, built)?.path; // "/orders/open"
 * nextOrderTab("/orders/open", -1, built)?.path; // "/orders/history"
 * ```
 */
export function nextOrderTab(
  pathname: string,
  step: 1 | -1,
  available: (path: string) => boolean = () => true,
): OrderTab | undefined {
  const current = orderTabOf(pathname);
  if (current === undefined) return undefined;
  const start = orderTabs.indexOf(current);
  for (let i = 1; i < orderTabs.length; i += 1) {
    const tab = orderTabs[(((start + step * i) % orderTabs.length) + orderTabs.length) % orderTabs.length]!;
    if (available(tab.path)) return tab;
  }
  return undefined;
}
