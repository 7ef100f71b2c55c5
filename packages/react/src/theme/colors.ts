import type { Theme } from "./tokens.js";

/**
 * The colour roles of the design system (ours: the spec gives none), one value per theme. Every widget colour and the
 * app's page colours come from this table, and `contrastPairs` lists the text and control pairs a test holds to WCAG
 * AA in both themes (docs/design.md).
 *
 * - surfaces: `canvas` (the page), `panel` (cards, tables, dialogs), `hover` (row hover, table heads, totals),
 *   `selected` (the chosen row or tab, a highlighted menu entry);
 * - text: `text`, `muted` (labels, secondary figures), `accent` (links, the accent line, and the app's own buttons,
 *   which carry `on-accent` text);
 * - control lines: `control-line` outlines a control whose edge is all that shows it (a select, a segmented
 *   control's track, a ghost button), at 3:1 against the surfaces (WCAG 1.4.11);
 * - tooltips: `on-tooltip` text on `tooltip-bg`, the theme's inverse;
 * - controls: `primary`, `buy`, `sell`, `danger` are solid button fills carrying `on-solid` text; `focus` is the
 *   focus ring; `border` draws lines;
 * - prices: `rise` and `fall` (gains, losses, bids, asks, buy and sell sides as text), shown on `flash-up` and
 *   `flash-down` for a moment after a change;
 * - notices: `warn` text on `warn-bg`, framed by `warn-line`;
 * - order status badges: `badge-<tone>` text on `badge-<tone>-bg`.
 */
export const colorTokens = {
  light: {
    canvas: "#f5f6f8",
    panel: "#ffffff",
    hover: "#f5f7fa",
    selected: "#edf3ff",
    text: "#1c2430",
    muted: "#57606a",
    accent: "#1f5eff",
    "on-accent": "#ffffff",
    border: "#d9dee4",
    "control-line": "#7d8794",
    "tooltip-bg": "#1c2430",
    "on-tooltip": "#ffffff",
    focus: "#1f5eff",
    primary: "#2563eb",
    buy: "#1f6feb",
    sell: "#c4202b",
    danger: "#b42318",
    "on-solid": "#ffffff",
    rise: "#116329",
    fall: "#a40e26",
    "flash-up": "#dafbe1",
    "flash-down": "#ffebe9",
    warn: "#7a4a00",
    "warn-bg": "#fff6e5",
    "warn-line": "#b26a00",
    "badge-open": "#1d4ed8",
    "badge-open-bg": "#dbeafe",
    "badge-pending": "#7a4a00",
    "badge-pending-bg": "#fdf0d5",
    "badge-complete": "#116329",
    "badge-complete-bg": "#dcf5e3",
    "badge-rejected": "#a40e26",
    "badge-rejected-bg": "#fde2e4",
    "badge-cancelled": "#4b5563",
    "badge-cancelled-bg": "#eceff3",
  },
  dark: {
    canvas: "#0f1216",
    panel: "#1a1e24",
    hover: "#242a32",
    selected: "#1d3556",
    text: "#e6e8eb",
    muted: "#a3adba",
    accent: "#6ea2ff",
    "on-accent": "#0f1216",
    border: "#323841",
    "control-line": "#7a8494",
    "tooltip-bg": "#e6e8eb",
    "on-tooltip": "#0f1216",
    focus: "#8ab4ff",
    primary: "#2563eb",
    buy: "#1f6feb",
    sell: "#c4202b",
    danger: "#b42318",
    "on-solid": "#ffffff",
    rise: "#3ecf7a",
    fall: "#ff7b7b",
    "flash-up": "#0f3a22",
    "flash-down": "#3d1518",
    warn: "#f5cf7a",
    "warn-bg": "#2e2410",
    "warn-line": "#d29922",
    "badge-open": "#bcd4ff",
    "badge-open-bg": "#1e3a66",
    "badge-pending": "#f5cf7a",
    "badge-pending-bg": "#3d2e0c",
    "badge-complete": "#7ee2a8",
    "badge-complete-bg": "#12361f",
    "badge-rejected": "#ffb3b8",
    "badge-rejected-bg": "#47161b",
    "badge-cancelled": "#c4cbd4",
    "badge-cancelled-bg": "#2a2f36",
  },
} as const satisfies Record<Theme, Record<string, string>>;

/** A colour role of the design system. */
export type ColorRole = keyof (typeof colorTokens)["light"];

/** WCAG 2.2 minimums: 4.5:1 for text (1.4.3), 3:1 for a focus ring or a control's fill against its page (1.4.11). */
export const textContrast = 4.5;
export const controlContrast = 3;

/** A foreground drawn on a background somewhere in the product, and the contrast it must keep in both themes. */
export interface ContrastPair {
  fg: ColorRole;
  bg: ColorRole;
  min: number;
}

const onEach = (fg: ColorRole, backgrounds: readonly ColorRole[], min = textContrast): ContrastPair[] =>
  backgrounds.map((bg) => ({ fg, bg, min }));

const surfaces = ["canvas", "panel", "hover", "selected"] as const;
const tones = ["open", "pending", "complete", "rejected", "cancelled"] as const;

/** Every text and control pair the widgets and the app draw (the contrast test walks it in both themes). */
export const contrastPairs: readonly ContrastPair[] = [
  ...onEach("text", surfaces),
  ...onEach("muted", surfaces),
  ...onEach("accent", surfaces),
  // The design system's components (@trade/react/ui): the tooltip, the edges that show a control (a select, a
  // segmented control's track, a ghost button), the focus ring on a highlighted entry. Menu entries, tabs, toasts,
  // badges and table cells draw the pairs above.
  ...onEach("on-tooltip", ["tooltip-bg"]),
  ...onEach("control-line", ["canvas", "panel", "hover"], controlContrast),
  ...onEach("focus", ["selected"], controlContrast),
  ...onEach("rise", [...surfaces, "flash-up"]),
  ...onEach("fall", [...surfaces, "flash-down"]),
  ...onEach("text", ["flash-up", "flash-down", "warn-bg"]),
  ...onEach("warn", ["warn-bg", "panel"]),
  ...onEach("on-solid", ["primary", "buy", "sell", "danger"]),
  ...onEach("on-accent", ["accent"]),
  ...onEach("focus", ["canvas", "panel", "hover"], controlContrast),
  ...tones.map((tone): ContrastPair => ({ fg: `badge-${tone}`, bg: `badge-${tone}-bg`, min: textContrast })),
];

const channel = (hex: string, at: number) => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The widgets' custom properties of a theme, from the roles: `--tk-color-*` (the public names) and the short
 * `--tk-*` names the widgets' CSS reads.
 */
export function widgetColorVariables(theme: Theme): Record<string, string> {
  const c = colorTokens[theme];
  const variables: Record<string, string> = {
    "--tk-color-bg": c.panel,
    "--tk-color-surface": c.hover,
    "--tk-color-text": c.text,
    "--tk-color-text-muted": c.muted,
    "--tk-color-border": c.border,
    "--tk-color-accent": c.accent,
    "--tk-color-buy": c.buy,
    "--tk-color-sell": c.sell,
    "--tk-color-rise": c.rise,
    "--tk-color-fall": c.fall,
    "--tk-color-focus": c.focus,
    "--tk-surface": c.hover,
    "--tk-buy-text": c.rise,
    "--tk-sell-text": c.fall,
  };
  for (const role of Object.keys(c) as ColorRole[]) {
    if (role === "hover" || role === "rise" || role === "fall") continue;
    variables[`--tk-${role}`] = c[role];
  }
  return variables;
}
