export {
  type ShortcutDefinition,
  type ShortcutId,
  type ShortcutMatch,
  type ShortcutScope,
  shortcuts,
} from "@trade/core/shortcuts";
export { marketKeys, marketQueries } from "./areas/market.js";
export { notificationKeys, notificationQueries } from "./areas/notifications.js";
export { nudgeKeys, nudgeQueries } from "./areas/nudges.js";
export { useProfile, useRmsLimit, useSession, useSessions } from "./hooks.js";
export {
  KeyboardController,
  KeyboardLayer,
  type KeyboardLayerProps,
  KeyboardProvider,
  type KeyboardProviderProps,
  type KeyEventLike,
  type LayerEntry,
  type LayerHandle,
  type LayerPriorityName,
  LayerStack,
  type LayerState,
  layerPriority,
  type ShortcutHandler,
  type ShortcutRegistration,
  type UseLayerOptions,
  type UseShortcutOptions,
  useAccessibilityMode,
  useLayer,
  useShortcut,
} from "./keyboard/index.js";
export { profileQuery, queryKeys, rmsLimitQuery, sessionsQuery } from "./queries.js";
export { TradeProvider, type TradeProviderProps } from "./TradeProvider.js";
export {
  type Appearance,
  appearanceLabels,
  type ColorRole,
  type ContrastPair,
  colorTokens,
  contrastPairs,
  contrastRatio,
  controlContrast,
  effectiveFontSize,
  type FontSize,
  fontSizeLabels,
  fontSizePx,
  fontSizeRows,
  relativeLuminance,
  resolveTheme,
  rootClass,
  rowsFor,
  type Theme,
  ThemeProvider,
  type ThemeProviderProps,
  type ThemeState,
  textContrast,
  themeClassName,
  themeColors,
  themeStyleSheet,
  useTheme,
  widgetColorVariables,
} from "./theme/index.js";
export { useTradeClient } from "./tradeClient.js";
// The loading, empty and error states, whole: every export of the module belongs to this entry.
export * from "./ui/states.js";
