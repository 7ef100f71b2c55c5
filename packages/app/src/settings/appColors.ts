import { colorTokens, type Theme, widgetColorVariables } from "@trade/react";

/** The app's page colours (the names its CSS reads) from the design system's roles of a theme. */
export function appColorVariables(theme: Theme): Record<string, string> {
  const c = colorTokens[theme];
  return {
    "--bg": c.canvas,
    "--surface": c.panel,
    "--hover": c.hover,
    "--selected": c.selected,
    "--text": c.text,
    "--muted": c.muted,
    "--border": c.border,
    "--accent": c.accent,
    "--accent-text": c["on-accent"],
    "--gain": c.rise,
    "--loss": c.fall,
    "--danger": c.fall,
    "--focus": c.focus,
    "--on-solid": c["on-solid"],
    ...widgetColorVariables(theme),
  };
}

const block = (selector: string, theme: Theme) =>
  `${selector}{${Object.entries(appColorVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;

/**
 * The colours of both themes on the document root: light by default, dark under `data-theme="dark"` (AppSettings
 * sets it). Installed once, before the first screen draws, so no page ever shows without its colours.
 */
export function installAppColors(doc: Document = document): void {
  if (doc.getElementById("tk-app-colors") !== null) return;
  const style = doc.createElement("style");
  style.id = "tk-app-colors";
  style.textContent = `${block(":root", "light")}\n${block(':root[data-theme="dark"]', "dark")}`;
  doc.head.append(style);
}
