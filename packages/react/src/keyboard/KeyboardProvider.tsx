import { browserStorage, localKeys, type StorageAdapter } from "@trade/core";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { KeyboardContext, useKeyboardContext } from "./keyboardContext.js";
import { KeyboardController, type KeyEventLike } from "./keyboardController.js";

export interface KeyboardProviderProps {
  /** Accessibility mode, controlled. When absent the provider keeps it in `storage` under the `tabAccessibility` key. */
  accessibilityMode?: boolean;
  /** Called when `useAccessibilityMode()`'s setter asks for a change (with `accessibilityMode` controlled, apply it there). */
  onAccessibilityModeChange?: (on: boolean) => void;
  /** Where the uncontrolled setting lives (default `browserStorage()`: `localStorage`, or memory where blocked). */
  storage?: StorageAdapter;
  /**
   * Where key presses are listened for (default `window`). A widget on a partner page passes its own root element
   * (or a function returning it) so that the host page's keys stay the host's.
   */
  target?: EventTarget | (() => EventTarget | null | undefined) | null;
  children?: ReactNode;
}

function resolveTarget(target: KeyboardProviderProps["target"]): EventTarget | null | undefined {
  if (typeof target === "function") return target();
  if (target !== undefined) return target;
  return typeof window === "undefined" ? undefined : window;
}

/**
 * Owns the keyboard: one `keydown` listener, the layer stack that Escape closes in priority order, the shortcut
 * handlers registered with `useShortcut`, and accessibility mode, which turns the product shortcuts off (spec 1
 * §2.5, §2.7). Put it once near the root of the app, or around a widget.
 *
 * @example
 * ```tsx
 * createRoot(root).render(
 *   <TradeProvider client={client}>
 *     <KeyboardProvider>
 *       <App />
 *     </KeyboardProvider>
 *   </TradeProvider>,
 * );
 * ```
 */
export function KeyboardProvider({
  accessibilityMode,
  onAccessibilityModeChange,
  storage,
  target,
  children,
}: KeyboardProviderProps) {
  const [store] = useState(() => storage ?? browserStorage());
  const [stored, setStored] = useState(() => store.getItem(localKeys.tabAccessibility) === "true");
  const mode = accessibilityMode ?? stored;
  const [controller] = useState(() => new KeyboardController({ accessibilityMode: mode }));
  controller.setAccessibilityMode(mode);

  const setAccessibilityMode = useCallback(
    (on: boolean) => {
      if (accessibilityMode === undefined) {
        store.setItem(localKeys.tabAccessibility, String(on));
        setStored(on);
      }
      onAccessibilityModeChange?.(on);
    },
    [accessibilityMode, onAccessibilityModeChange, store],
  );

  useEffect(() => {
    const element = resolveTarget(target);
    if (element === null || element === undefined) return;
    const listener = (event: Event) => {
      controller.handleKeyDown(event as unknown as KeyEventLike);
    };
    element.addEventListener("keydown", listener);
    return () => element.removeEventListener("keydown", listener);
  }, [controller, target]);

  const value = useMemo(
    () => ({ controller, accessibilityMode: mode, setAccessibilityMode }),
    [controller, mode, setAccessibilityMode],
  );
  return <KeyboardContext.Provider value={value}>{children}</KeyboardContext.Provider>;
}

export { KeyboardContext, useKeyboardContext };

/**
 * Accessibility mode (spec 1 §2.5: "disables product keyboard shortcuts") and its setter, for the settings screen.
 * Escape and Tab keep working.
 *
 * @example
 * ```tsx
 * function AccessibilitySetting() {
 *   const [on, setOn] = useAccessibilityMode();
 *   return (
 *     <label>
 *       <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} /> Accessibility mode
 *     </label>
 *   );
 * }
 * ```
 */
export function useAccessibilityMode(): [on: boolean, setOn: (on: boolean) => void] {
  const { accessibilityMode, setAccessibilityMode } = useKeyboardContext("useAccessibilityMode()");
  return [accessibilityMode, setAccessibilityMode];
}
