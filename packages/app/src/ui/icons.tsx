const paths: Record<string, string> = {
  home: "M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  markets: "M4 19h16M6 16V9m4 7V5m4 11v-5m4 5V8",
  watchlist: "M5 6h14M5 12h14M5 18h9",
  portfolio: "M4 8h16v11H4zM9 8V5h6v3",
  orders: "M7 4h10v16H7zM10 8h4M10 12h4M10 16h2",
  positions: "M4 18l5-6 4 3 7-9",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
  tools: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z",
  notifications: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
};

/** A small line icon. */
export function Icon({ name }: { name: keyof typeof paths | string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={paths[name] ?? ""}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
