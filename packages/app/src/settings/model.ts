import {
  type ChartType,
  defaultLayout,
  type FontSizeType,
  type LayoutPreferences,
  localKeys,
  type StorageAdapter,
  type WatchlistMode,
} from "@trade/core";

/**
 * The settings of spec 1 §2.5 as data: what each preference field means, the words the settings screen shows, and
 * the pure mapping between the layout preference and the appearance. No React, no DOM.
 */

/** Spec 1 §2.5 Appearance: Off (shown as Light), On (shown as Dark), System. */
export type Appearance = "light" | "dark" | "system";

export const appearanceChoices: readonly { value: Appearance; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System" },
];

/** Spec 1 §2.5 Font Size: Small, Default (shown as Medium), Large. */
export const fontSizeChoices: readonly { value: FontSizeType; label: string }[] = [
  { value: "Small", label: "Small" },
  { value: "Default", label: "Medium" },
  { value: "Large", label: "Large" },
];

/** Spec 1 §2.5 Watchlist view: Full View (shown as Expanded View), Collapsed View (shown as Standard View). */
export const watchlistViewChoices: readonly { value: WatchlistMode; label: string }[] = [
  { value: "Full View", label: "Expanded View" },
  { value: "Collapsed View", label: "Standard View" },
];

/**
 * Spec 1 §2.5 Charts: Trading View or Charts IQ. Trading View is the engine offered (the preference's default, and the
 * kind of chart the chart screen draws); Charts IQ is a licensed library this kit does not ship, so it is shown but
 * cannot be chosen.
 */
export const chartChoices: readonly { value: ChartType; label: string; shipped: boolean; note?: string }[] = [
  { value: "Trading View", label: "Trading View", shipped: true },
  {
    value: "Charts IQ",
    label: "Charts IQ",
    shipped: false,
    note: "Charts IQ is a licensed charting library that this product does not ship.",
  },
];

/** The layout the app starts from before the server's preference arrives (spec 1 §3 "Default layout"). */
export { defaultLayout };

/** The appearance a layout preference holds: systemTheme wins over blackMode. */
export function appearanceOf(layout: Pick<LayoutPreferences, "blackMode" | "systemTheme">): Appearance {
  if (layout.systemTheme === true) return "system";
  return layout.blackMode === true ? "dark" : "light";
}

/** The layout fields an appearance is saved as. */
export function appearancePatch(
  appearance: Appearance,
): Pick<LayoutPreferences, "blackMode" | "systemTheme"> {
  return { blackMode: appearance === "dark", systemTheme: appearance === "system" };
}

/**
 * The layout as last mirrored to the local keys (spec 1 §3), for the first paint before the server answers and for
 * the login page: blackMode, systemTheme, fontSize, watchlistView, chartsView, tabAccessibility.
 */
export function layoutFromStorage(storage: StorageAdapter): LayoutPreferences {
  const flag = (key: string) => storage.getItem(key) === "true";
  const oneOf = <T extends string>(key: string, values: readonly { value: T }[], fallback: T): T => {
    const stored = storage.getItem(key);
    return values.some((choice) => choice.value === stored) ? (stored as T) : fallback;
  };
  return {
    blackMode: flag(localKeys.blackMode),
    systemTheme: flag(localKeys.systemTheme),
    tabAccessibility: flag(localKeys.tabAccessibility),
    fontSize: { type: oneOf(localKeys.fontSize, fontSizeChoices, defaultLayout.fontSize.type) },
    watchlist: { mode: oneOf(localKeys.watchlistView, watchlistViewChoices, defaultLayout.watchlist.mode) },
    selectedChart: { type: oneOf(localKeys.chartsView, chartChoices, defaultLayout.selectedChart.type) },
  };
}
