/** The main navigation of spec 1 §2.2: label, route and icon. Tools and Notifications arrive with issue 6. */
export const navigationItems = [
  { label: "Home", to: "/home", icon: "home", match: "/home" },
  { label: "Markets", to: "/markets/equity/overview", icon: "markets", match: "/markets" },
  { label: "Watchlist", to: "/watchlist", icon: "watchlist", match: "/watchlist" },
  { label: "Portfolio", to: "/portfolio", icon: "portfolio", match: "/portfolio" },
  {
    label: "Orders",
    to: "/orders/open",
    icon: "orders",
    match: "/orders/(open|history|stock-sip|gtt|basket-order|alerts)",
  },
  { label: "Positions", to: "/orders/positions", icon: "positions", match: "/(orders/positions|positions)" },
  { label: "Account", to: "/account", icon: "account", match: "/(account|reports)" },
] as const;
