import { createContext, useContext } from "react";
import type { KeyboardController } from "./keyboardController.js";

// The contexts apart from their providers: a widget that only listens (the watchlist) loads no provider.

export interface KeyboardContextValue {
  controller: KeyboardController;
  accessibilityMode: boolean;
  setAccessibilityMode: (on: boolean) => void;
}

/** The nearest `<KeyboardProvider>`'s value (null outside one). */
export const KeyboardContext = createContext<KeyboardContextValue | null>(null);

/** The nearest provider's value; throws, naming the hook, when there is none. */
export function useKeyboardContext(hook: string): KeyboardContextValue {
  const value = useContext(KeyboardContext);
  if (value === null) throw noKeyboard(hook);
  return value;
}

export const noKeyboard = (hook: string) =>
  new Error(`${hook} must be used inside <KeyboardProvider>; wrap your app (or widget) in one.`);

/** The layer a component sits in, for the layers and shortcuts opened below it. */
export interface LayerHandle {
  readonly id: number;
  /** Priority after nesting (at least the parent's). */
  readonly priority: number;
  readonly depth: number;
}

export const LayerContext = createContext<LayerHandle | null>(null);
