import { isBuilt } from "./builtScreens.js";

/**
 * The Tools dropdown of spec 1 §2.2: the list and the tiles, each with the screen it opens. Analyse (an external
 * options-analytics partner opened with an auth token) and Option Strategies (only when enabled) have no screen or
 * partner in trade kit, so they are not listed; the others appear once their screens are built.
 */
export interface ToolEntry {
  label: string;
  to: string;
  /** Opens in a new tab (the single-screen trading console). */
  newTab?: boolean;
  /** A second action beside the entry (Basket Order's create button). */
  extra?: { label: string; to: string };
}

export const toolList: readonly ToolEntry[] = [
  {
    label: "Basket Order",
    to: "/orders/basket-order",
    extra: { label: "Create new basket", to: "/orders/basket-order?create=1" },
  },
  { label: "Create a Stock SIP", to: "/orders/stock-sip" },
  { label: "Place GTT Order", to: "/orders/gtt" },
];

export const toolTiles: readonly ToolEntry[] = [
  { label: "Trading Console", to: "/pro-trader", newTab: true },
  { label: "Alerts", to: "/orders/alerts" },
  { label: "Stock Pledging", to: "/stock/pledge" },
];

/** The entries whose screens exist. */
export function builtTools(
  entries: readonly ToolEntry[],
  built: (path: string) => boolean = isBuilt,
): ToolEntry[] {
  return entries.filter((entry) => built(entry.to));
}
