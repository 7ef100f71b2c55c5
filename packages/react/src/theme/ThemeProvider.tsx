import { browserStorage, type StorageAdapter } from "@trade/core";
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import {
  type Appearance,
  effectiveFontSize,
  type FontSize,
  readAppearance,
  readFontSize,
  resolveTheme,
  rowsFor,
  type Theme,
  themeClassName,
  themeStyleSheet,
  writeAppearance,
  writeFontSize,
} from "./tokens.js";

export interface ThemeState {
  /** The chosen appearance: light, dark, or system (follows the device). */
  appearance: Appearance;
  /** The theme shown. */
  theme: Theme;
  /** The chosen font size. */
  fontSize: FontSize;
  /** The font size in effect: Large shows as Default at pixel ratio 1.5 (spec 1 §3). */
  effectiveFontSize: FontSize;
  /** Spec 1 §9's font size rows for the size in effect (19, 17, 15). */
  rows: number;
  devicePixelRatio: number;
  /** The classes of the widget root (`tk-root tk-theme-dark tk-font-default`). */
  className: string;
  setAppearance: (appearance: Appearance) => void;
  setFontSize: (fontSize: FontSize) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export interface ThemeProviderProps {
  /** Appearance, controlled. When absent it is kept in `storage` under `blackMode` and `systemTheme`. */
  appearance?: Appearance;
  /** Font size, controlled. When absent it is kept in `storage` under `fontSize` (default Default). */
  fontSize?: FontSize;
  onAppearanceChange?: (appearance: Appearance) => void;
  onFontSizeChange?: (fontSize: FontSize) => void;
  /** Where uncontrolled settings live (default `browserStorage()`). */
  storage?: StorageAdapter;
  /** Whether the device prefers dark, for System (default: the `prefers-color-scheme` media query, followed live). */
  prefersDark?: boolean;
  /** The screen's pixel ratio (default `window.devicePixelRatio`, followed live; 1 on the server). */
  devicePixelRatio?: number;
  /** More classes for the root element. */
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const darkQuery = "(prefers-color-scheme: dark)";

function subscribeDark(listener: () => void): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}
const getDark = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia(darkQuery).matches;

/** Zooming and moving the window to another screen change the ratio and fire `resize`. */
function subscribeRatio(listener: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
}
const getRatio = () => (typeof window === "undefined" ? 1 : window.devicePixelRatio || 1);

/** A setting the host controls (`controlled`, told of changes through `onChange`) or leaves to the storage. */
function useSetting<T>(
  store: StorageAdapter,
  read: (storage: StorageAdapter) => T,
  write: (storage: StorageAdapter, value: T) => void,
  controlled: T | undefined,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [stored, setStored] = useState(() => read(store));
  const set = useCallback(
    (next: T) => {
      if (controlled === undefined) {
        write(store, next);
        setStored(next);
      }
      onChange?.(next);
    },
    [controlled, onChange, store, write],
  );
  return [controlled ?? stored, set];
}

/**
 * The widget root: a `<div class="tk-root tk-theme-… tk-font-…">` with the theme's CSS custom properties (`--tk-*`)
 * scoped under it, so a widget changes nothing outside itself and the host page's global CSS does not restyle it.
 * Light, dark or system appearance; Small, Default (Medium) or Large font, with Large shown as Default at pixel ratio
 * 1.5 (spec 1 §2.5, §3, §9).
 *
 * @example
 * ```tsx
 * <TradeProvider client={client}>
 *   <ThemeProvider>
 *     <Watchlist />
 *   </ThemeProvider>
 * </TradeProvider>
 * ```
 */
export function ThemeProvider(props: ThemeProviderProps) {
  const [store] = useState(() => props.storage ?? browserStorage());
  const [appearance, setAppearance] = useSetting(
    store,
    readAppearance,
    writeAppearance,
    props.appearance,
    props.onAppearanceChange,
  );
  const [fontSize, setFontSize] = useSetting(
    store,
    readFontSize,
    writeFontSize,
    props.fontSize,
    props.onFontSizeChange,
  );
  const systemDark = useSyncExternalStore(subscribeDark, getDark, () => false);
  const ratio = useSyncExternalStore(subscribeRatio, getRatio, () => 1);
  const devicePixelRatio = props.devicePixelRatio ?? ratio;
  const theme = resolveTheme(appearance, props.prefersDark ?? systemDark);
  const inEffect = effectiveFontSize(fontSize, devicePixelRatio);

  const className = themeClassName(theme, inEffect);
  const value = useMemo<ThemeState>(
    () => ({
      appearance,
      theme,
      fontSize,
      effectiveFontSize: inEffect,
      rows: rowsFor(fontSize, devicePixelRatio),
      devicePixelRatio,
      className,
      setAppearance,
      setFontSize,
    }),
    [appearance, theme, fontSize, inEffect, devicePixelRatio, className, setAppearance, setFontSize],
  );

  return (
    <ThemeContext.Provider value={value}>
      <div
        className={props.className === undefined ? className : `${className} ${props.className}`}
        data-tk-theme={theme}
        data-tk-font-size={inEffect}
        style={props.style}
      >
        <style>{scopedStyleSheet()}</style>
        {props.children}
      </div>
    </ThemeContext.Provider>
  );
}

let styleSheet: string | undefined;
/** Built on first use rather than at import, so a bundle that never renders a ThemeProvider drops it. */
function scopedStyleSheet(): string {
  styleSheet ??= themeStyleSheet();
  return styleSheet;
}

/**
 * The theme and font size in effect, with setters for the settings screen. Throws, naming itself, outside a
 * `<ThemeProvider>`.
 *
 * @example
 * ```tsx
 * function AppearanceSetting() {
 *   const { appearance, setAppearance } = useTheme();
 *   return (
 *     <select value={appearance} onChange={(event) => setAppearance(event.target.value as Appearance)}>
 *       <option value="light">Light</option>
 *       <option value="dark">Dark</option>
 *       <option value="system">System</option>
 *     </select>
 *   );
 * }
 * ```
 */
export function useTheme(): ThemeState {
  const value = useContext(ThemeContext);
  if (value === null) {
    throw new Error("useTheme() must be used inside <ThemeProvider>; wrap your app (or widget) in one.");
  }
  return value;
}
