import { localKeys, type StorageAdapter } from "@trade/core";
import { colorTokens, widgetColorVariables } from "./colors.js";

/** Spec 1 §2.5 Appearance: Off (shown as Light), On (shown as Dark), System. */
export type Appearance = "light" | "dark" | "system";
/** The two themes an appearance resolves to. */
export type Theme = "light" | "dark";
/** Spec 1 §2.5 Font Size (the layout preference's `fontSize.type`). */
export type FontSize = "Small" | "Default" | "Large";

/** The words the settings screen shows (spec 1 §2.5: "Default (shown as Medium)", "Off (shown as Light)"). */
export const appearanceLabels: Readonly<Record<Appearance, string>> = {
  light: "Light",
  dark: "Dark",
  system: "System",
};
export const fontSizeLabels: Readonly<Record<FontSize, string>> = {
  Small: "Small",
  Default: "Medium",
  Large: "Large",
};

/**
 * Spec 1 §9 "Font size rows 19, 17, 15", in the order the spec lists the sizes everywhere (Small, Default, Large):
 * the smaller the font, the more rows. Exposed as `--tk-rows`.
 */
export const fontSizeRows: Readonly<Record<FontSize, number>> = { Small: 19, Default: 17, Large: 15 };

/** Our type scale (the spec gives none): the base text size of each setting, in px. */
export const fontSizePx: Readonly<Record<FontSize, number>> = { Small: 12, Default: 13, Large: 14 };

/** Spec 1 §3: "Large font is reset to Default on screens of 1.5 pixel ratio." */
export function effectiveFontSize(fontSize: FontSize, devicePixelRatio: number): FontSize {
  return fontSize === "Large" && Math.abs(devicePixelRatio - 1.5) < 0.001 ? "Default" : fontSize;
}

/** The rows of the font size in effect on this screen (spec 1 §9 and the 1.5 pixel ratio rule of §3). */
export function rowsFor(fontSize: FontSize, devicePixelRatio: number): number {
  return fontSizeRows[effectiveFontSize(fontSize, devicePixelRatio)];
}

/** The theme an appearance shows: System follows the device. */
export function resolveTheme(appearance: Appearance, prefersDark: boolean): Theme {
  return appearance === "system" ? (prefersDark ? "dark" : "light") : appearance;
}

const publicColors = (theme: Theme) => {
  const c = colorTokens[theme];
  return {
    bg: c.panel,
    surface: c.hover,
    text: c.text,
    "text-muted": c.muted,
    border: c.border,
    accent: c.accent,
    buy: c.buy,
    sell: c.sell,
    rise: c.rise,
    fall: c.fall,
    focus: c.focus,
  };
};

/**
 * The main colours of each theme, exposed as `--tk-color-<name>`: a view of the design system's roles
 * (`colorTokens`, which also gives the widgets' other colours).
 */
export const themeColors: Readonly<Record<Theme, Readonly<ReturnType<typeof publicColors>>>> = {
  light: publicColors("light"),
  dark: publicColors("dark"),
};

/** The class every widget root carries; all our CSS is scoped under it. */
export const rootClass = "tk-root";

/** The classes of a widget root for a theme and a font size in effect. */
export function themeClassName(theme: Theme, fontSize: FontSize): string {
  return `${rootClass} tk-theme-${theme} tk-font-${fontSize.toLowerCase()}`;
}

const declarations = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");

/**
 * The scoped stylesheet: custom properties `--tk-*` and base text styles, only under `.tk-root`, so a widget changes
 * nothing outside itself, and class selectors (stronger than a host page's element rules) keep the host's global
 * CSS from restyling it.
 */
export function themeStyleSheet(): string {
  const root = `.${rootClass}`;
  const rules = [
    // The host page's element rules (div, p, button, ...) stop at the root: everything inside starts from the
    // browser's defaults, then the rules below and the widgets' own (more specific) rules apply.
    `${root},${root} *{all:revert}`,
    `${root}{${declarations({
      "--tk-font-family": 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
      "--tk-line-height": 1.4,
      color: "var(--tk-color-text)",
      background: "var(--tk-color-bg)",
      "font-family": "var(--tk-font-family)",
      "font-size": "var(--tk-font-size)",
      "line-height": "var(--tk-line-height)",
      "text-align": "start",
    })}}`,
    `${root} *,${root} *::before,${root} *::after{box-sizing:border-box}`,
    `${root} :where(button,input,select,textarea){font:inherit;color:inherit}`,
  ];
  for (const theme of ["light", "dark"] as const) {
    rules.push(
      `${root}.tk-theme-${theme}{${declarations({ ...widgetColorVariables(theme), ...scaleVariables(theme), "color-scheme": theme })}}`,
    );
  }
  for (const size of ["Small", "Default", "Large"] as const) {
    rules.push(
      `${root}.tk-font-${size.toLowerCase()}{${declarations({
        "--tk-font-size": `${fontSizePx[size]}px`,
        "--tk-rows": fontSizeRows[size],
      })}}`,
    );
  }
  rules.push(
    // Nested (CSS nesting), so this rule too starts at the root like every other.
    `${root}.tk-theme-light,${root}.tk-theme-dark{@media (prefers-reduced-motion:reduce){--tk-motion-fast:0ms;--tk-motion-slow:0ms}}`,
  );
  return rules.join("\n");
}

/** The appearance kept under the spec's local keys `blackMode` and `systemTheme` ("true"/"false"). */
export function readAppearance(storage: StorageAdapter): Appearance {
  if (storage.getItem(localKeys.systemTheme) === "true") return "system";
  return storage.getItem(localKeys.blackMode) === "true" ? "dark" : "light";
}

export function writeAppearance(storage: StorageAdapter, appearance: Appearance): void {
  storage.setItem(localKeys.systemTheme, String(appearance === "system"));
  storage.setItem(localKeys.blackMode, String(appearance === "dark"));
}

/** The font size kept under the local key `fontSize`; Default (spec 1 §3 default layout) when absent or unknown. */
export function readFontSize(storage: StorageAdapter): FontSize {
  const stored = storage.getItem(localKeys.fontSize);
  return stored === "Small" || stored === "Large" ? stored : "Default";
}

export function writeFontSize(storage: StorageAdapter, fontSize: FontSize): void {
  storage.setItem(localKeys.fontSize, fontSize);
}

/**
 * The design system's scale (ours; the spec gives none), exposed under `.tk-root` as custom properties: spacing
 * `--tk-space-1`…`--tk-space-6` (4 px steps, then 24 and 32), radii `--tk-radius-s|m|l`, elevation `--tk-shadow-1|2|3`
 * (deeper in the dark theme, where a light shadow does not show), and motion `--tk-motion-fast|slow` (none when the
 * device asks for reduced motion). Figures everywhere use tabular numerals (`font-variant-numeric: tabular-nums`).
 */
export const scaleTokens = {
  space: { 1: "4px", 2: "8px", 3: "12px", 4: "16px", 5: "24px", 6: "32px" },
  radius: { s: "4px", m: "8px", l: "12px" },
  motion: { fast: "120ms", slow: "240ms" },
  shadow: {
    light: {
      1: "0 1px 2px rgba(16,24,40,.16)",
      2: "0 8px 24px rgba(16,24,40,.16)",
      3: "0 24px 48px rgba(16,24,40,.28)",
    },
    dark: {
      1: "0 1px 2px rgba(0,0,0,.5)",
      2: "0 8px 24px rgba(0,0,0,.55)",
      3: "0 24px 48px rgba(0,0,0,.7)",
    },
  },
} as const;

/** The scale's custom properties of a theme (`--tk-space-2: 8px`, `--tk-shadow-2: …`). */
export function scaleVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [step, value] of Object.entries(scaleTokens.space)) variables[`--tk-space-${step}`] = value;
  for (const [size, value] of Object.entries(scaleTokens.radius)) variables[`--tk-radius-${size}`] = value;
  for (const [speed, value] of Object.entries(scaleTokens.motion)) variables[`--tk-motion-${speed}`] = value;
  for (const [depth, value] of Object.entries(scaleTokens.shadow[theme]))
    variables[`--tk-shadow-${depth}`] = value;
  return variables;
}
