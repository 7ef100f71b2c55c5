import type { CSSProperties, SVGProps } from "react";

/** An icon's props: any SVG attribute; `size` in px (default 16). Decorative unless given a `title`. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  size?: number;
  /** Names the icon for screen readers; without it the icon is hidden from them (its button carries the name). */
  title?: string;
}

/** The design system's icons: 24-unit outline paths drawn in the current text colour. */
export const iconPaths = {
  plus: "M12 5v14M5 12h14",
  minus: "M5 12h14",
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12.5l4.5 4.5L19 7.5",
  chevronDown: "M6 9l6 6 6-6",
  chevronUp: "M6 15l6-6 6 6",
  chevronRight: "M9 6l6 6-6 6",
  sortAsc: "M12 5v14M6 11l6-6 6 6",
  sortDesc: "M12 5v14M6 13l6 6 6-6",
  sort: "M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4",
  more: "M5 12h.01M12 12h.01M19 12h.01",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4",
  chart: "M4 19h16M6 16l4-5 4 3 5-7",
  depth: "M4 6h10M4 10h14M4 14h8M4 18h12",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 21h4",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5",
  warning: "M12 3L2 20h20zM12 10v4M12 17v.5",
  error: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6",
  success: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l3 3 5-6",
  edit: "M4 20h4L19 9l-4-4L4 16zM14 6l4 4",
  trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13",
  refresh: "M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6",
  settings:
    "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
  sun: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5",
  moon: "M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  // The app's main navigation (spec 1 §2.2).
  home: "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  markets: "M4 19h16M6 16V9m4 7V5m4 11v-5m4 5V8",
  watchlist: "M5 6h14M5 12h14M5 18h9",
  portfolio: "M4 8h16v11H4zM9 8V5h6v3",
  orders: "M7 4h10v16H7zM10 8h4M10 12h4M10 16h2",
  positions: "M4 18l5-6 4 3 7-9",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
  tools: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z",
} as const;

/** The name of one of the design system's icons. */
export type IconName = keyof typeof iconPaths;

/** One of the design system's icons, by name. */
export function Icon({ name, size = 16, title, style, ...rest }: IconProps & { name: IconName }) {
  // Inline: a widget's reset (`all: revert`) drops an SVG's presentation attributes, the path's `d` among them.
  const drawn = {
    width: size,
    height: size,
    flex: "none",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    verticalAlign: "middle",
    ...style,
  } as const;
  return (
    <svg
      style={drawn}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d={iconPaths[name]} style={{ d: `path("${iconPaths[name]}")` } as CSSProperties} />
    </svg>
  );
}
