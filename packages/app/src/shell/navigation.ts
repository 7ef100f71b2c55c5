/**
 * The main navigation of spec 1 §2.2: label, route, icon, and the shortcut of spec 1 §2.7 where it has one
 * (`aria-keyshortcuts` syntax): Shift+W watchlist, F9 portfolio, F8 open orders, F3 positions. Tools is a dropdown
 * only (header/ToolsMenu.tsx, placed after Positions); Notifications, also a dropdown only, is
 * notifications/NotificationsMenu.tsx, placed after Tools.
 */
export const navigationItems = [
  { label: "Home", to: "/home", icon: "home", match: "/home" },
  { label: "Markets", to: "/markets/equity/overview", icon: "markets", match: "/markets" },
  {
    label: "Watchlist",
    to: "/watchlist",
    icon: "watchlist",
    match: "/watchlist",
    shortcut: "Shift+W",
    // Shift+W lands in the list itself, so the arrows move through its rows at once (issue 15 §6).
    focus: '.tk-wl-list[role="listbox"]',
  },
  { label: "Portfolio", to: "/portfolio", icon: "portfolio", match: "/portfolio", shortcut: "F9" },
  {
    label: "Orders",
    to: "/orders/open",
    icon: "orders",
    match: "/orders/(open|history|stock-sip|gtt|basket-order|alerts)",
    shortcut: "F8",
  },
  {
    label: "Positions",
    to: "/orders/positions",
    icon: "positions",
    match: "/(orders/positions|positions)",
    shortcut: "F3",
  },
  { label: "Account", to: "/account", icon: "account", match: "/(account|reports)" },
] as const;

export type NavigationItem = (typeof navigationItems)[number];

/** The item a key press opens: `Shift+W` needs Shift and only Shift; `F9`, `F8`, `F3` need no modifier. */
export function navigationShortcut(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): NavigationItem | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  const pressed = event.shiftKey ? `Shift+${event.key.toUpperCase()}` : event.key;
  return navigationItems.find((item) => "shortcut" in item && item.shortcut === pressed);
}
