import { isBuilt } from "./builtScreens.js";

/**
 * The Tools dropdown of spec 1 §2.2: the list and the tiles, each with the screen it opens. Analyse (an external
 * options-analytics partner opened with an auth token) has no partner in trade kit, so it is not listed; Option
 * Strategies shows only where the client's option strategy flag is on; the others appear once their screens are built.
 */
export interface ToolEntry {
  label: string;
  to: string;
  /** Opens in a new tab (the single-screen trading console). */
  newTab?: boolean;
  /** A second action beside the entry (Basket Order's create button). */
  extra?: { label: string; to: string };
  /** Shown only where this feature flag is on for the client (Option Strategies: "only if enabled"). */
  feature?: "optionStrategy";
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
  { label: "Option Strategies", to: "/watchlist/option-chain/strategies", feature: "optionStrategy" },
  { label: "Alerts", to: "/orders/alerts" },
  { label: "Stock Pledging", to: "/stock/pledge" },
];

/** The entries whose screens exist, and whose feature flag, if any, is on (`enabled`: the flags on; default none). */
export function builtTools(
  entries: readonly ToolEntry[],
  built: (path: string) => boolean = isBuilt,
  enabled: readonly string[] = [],
): ToolEntry[] {
  return entries.filter(
    (entry) => built(entry.to) && (entry.feature === undefined || enabled.includes(entry.feature)),
  );
}
