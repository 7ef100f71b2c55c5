/**
 * The theme's colours as the widgets' style sheets write them: the widget's token (the dark theme sets it), else the
 * theme's, else the light default.
 */
export const cssColors = {
  muted: "var(--tk-muted,var(--tk-color-text-muted,#57606a))",
  border: "var(--tk-border,var(--tk-color-border,#d9dee4))",
  surface: "var(--tk-surface,var(--tk-color-surface,#f5f7fa))",
} as const;
