import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    feed: "src/feed/index.ts",
    orders: "src/orders.ts",
    shortcuts: "src/shortcuts.ts",
    watchlist: "src/watchlist.ts",
    notifications: "src/notifications.ts",
    nudges: "src/nudges.ts",
    market: "src/market.ts",
    shell: "src/shell.ts",
    sso: "src/sso.ts",
    embed: "src/embed.ts",
    protocol: "src/protocol.ts",
    node: "src/node.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  external: ["node:fs", "node:path", "node:os", "node:crypto", "node:http", "node:https"],
});
