import type { LayoutPreferences } from "@trade/core";
import {
  effectiveFontSize,
  KeyboardProvider,
  resolveTheme,
  rowsFor,
  ThemeProvider,
  useTradeClient,
} from "@trade/react";
import { type ReactNode, Suspense, useEffect, useSyncExternalStore } from "react";
import { Loading } from "../shell/Loading.js";
import { appearanceOf, defaultLayout, layoutFromStorage } from "./model.js";
import { usePreference } from "./usePreferences.js";
import "./settings.css";

const darkQuery = "(prefers-color-scheme: dark)";
const subscribeDark = (listener: () => void) => {
  const query = window.matchMedia(darkQuery);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
};
const getDark = () => window.matchMedia(darkQuery).matches;
const subscribeRatio = (listener: () => void) => {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
};
const getRatio = () => window.devicePixelRatio || 1;

/** The layout in effect: the server's preference once read, before that the local keys it was mirrored to. */
export function useLayout(): LayoutPreferences {
  const client = useTradeClient();
  const layout = usePreference("layout");
  // Read on each render (a few storage reads): after a logout the keys hold the last user's settings.
  return layout.data?.preferences ?? layoutFromStorage(client.storage);
}

/**
 * The app-wide settings of spec 1 §2.5 in effect on every page: the theme (light, dark, or the device's) and the
 * font size on the document root (`data-theme`, `data-font-size`, `--rows`), and accessibility mode on the app's
 * one KeyboardProvider. They follow the layout preference, so a change on the settings screen shows at once and a
 * change saved on another device shows on the next read.
 */
export function AppSettings({ children }: { children: ReactNode }) {
  const layout = useLayout();
  const prefersDark = useSyncExternalStore(subscribeDark, getDark, () => false);
  const ratio = useSyncExternalStore(subscribeRatio, getRatio, () => 1);
  const theme = resolveTheme(appearanceOf(layout), prefersDark);
  const fontSize = layout.fontSize?.type ?? defaultLayout.fontSize.type;
  const inEffect = effectiveFontSize(fontSize, ratio);
  const rows = rowsFor(fontSize, ratio);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.fontSize = inEffect;
    root.style.setProperty("--rows", String(rows));
    root.style.colorScheme = theme;
  }, [theme, inEffect, rows]);

  return <KeyboardProvider accessibilityMode={layout.tabAccessibility === true}>{children}</KeyboardProvider>;
}

/**
 * The @trade/react widgets' theme root, following the app's settings: the appearance and font size of the layout
 * preference, as the document root shows them. (Left to itself, a ThemeProvider reads the local keys once, when it
 * mounts, so a widget could stay light on the dark app: dark text on a dark page.)
 */
export function WidgetTheme({ children }: { children: ReactNode }) {
  const layout = useLayout();
  return (
    <ThemeProvider
      appearance={appearanceOf(layout)}
      fontSize={layout.fontSize?.type ?? defaultLayout.fontSize.type}
    >
      {children}
    </ThemeProvider>
  );
}

/** A widget whose module loads on demand, in the app's theme: a skeleton stands in while it loads. */
export function LazyWidget({ children }: { children: ReactNode }) {
  return (
    <WidgetTheme>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </WidgetTheme>
  );
}
