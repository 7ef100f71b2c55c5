import type { LayoutPreferences } from "../contract/preference.js";

/** Breakpoints of spec 1 §9 and the navigation's behaviour at each (spec 1 §2.2). */
export const breakpoints = { tooltips: 1280, iconsOnly: 1366, wide: 1600 } as const;

/** Below 1366 px the navigation shows icons only; below 1280 px it adds tooltips. */
export function navigationMode(width: number): { iconsOnly: boolean; tooltips: boolean } {
  return { iconsOnly: width < breakpoints.iconsOnly, tooltips: width < breakpoints.tooltips };
}

/** The default layout preference (spec 1 §3 "Default layout"): light, Trading View, Collapsed View, Default font. */
export const defaultLayout = {
  blackMode: false,
  systemTheme: false,
  tabAccessibility: false,
  selectedChart: { type: "Trading View" },
  watchlist: { mode: "Collapsed View" },
  fontSize: { type: "Default" },
} as const satisfies LayoutPreferences;
