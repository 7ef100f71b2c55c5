import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    feed: "src/feed/index.ts",
    orders: "src/orders.ts",
    shortcuts: "src/shortcuts.ts",
    watchlist: "src/watchlist.ts",
    gtt: "src/gtt.ts",
    portfolio: "src/portfolio.ts",
    sip: "src/sip.ts",
    indicators: "src/indicators.ts",
    alerts: "src/alerts.ts",
    backtests: "src/backtests.ts",
    basket: "src/basket.ts",
    funds: "src/funds.ts",
    notifications: "src/notifications.ts",
    nudges: "src/nudges.ts",
    market: "src/market.ts",
    options: "src/options.ts",
    oi: "src/oi.ts",
    shell: "src/shell.ts",
    sso: "src/sso.ts",
    embed: "src/embed.ts",
    protocol: "src/protocol.ts",
    node: "src/node.ts",
  },
  format: ["esm", "cjs"],
  // Shared code goes to chunks in both formats, so the CommonJS entries share one copy of the client, the contract and
  // the error classes (`instanceof` across `@trade/core` and `@trade/core/orders` under require(), issue 14).
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  external: ["node:fs", "node:path", "node:os", "node:crypto", "node:http", "node:https"],
});
