export {
  KeyboardProvider,
  type KeyboardProviderProps,
  useAccessibilityMode,
} from "./KeyboardProvider.js";
export {
  KeyboardController,
  type KeyEventLike,
  type ShortcutHandler,
  type ShortcutRegistration,
} from "./keyboardController.js";
export { type LayerEntry, type LayerPriorityName, LayerStack, layerPriority } from "./layerStack.js";
export {
  KeyboardLayer,
  type KeyboardLayerProps,
  type LayerHandle,
  type LayerState,
  type UseLayerOptions,
  useLayer,
} from "./useLayer.js";
export { type UseShortcutOptions, useShortcut } from "./useShortcut.js";
