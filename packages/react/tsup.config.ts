import { defineConfig } from "tsup";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    trading: "src/trading/index.ts",
    watchlist: "src/watchlist/index.ts",
    gtt: "src/gtt/index.ts",
    portfolio: "src/portfolio/index.ts",
    sip: "src/sip/index.ts",
    basket: "src/basket/index.ts",
    alerts: "src/alerts/index.ts",
    backtest: "src/backtest/index.ts",
    funds: "src/funds/index.ts",
    options: "src/options/index.ts",
    oi: "src/oi/index.ts",
    "option-watchlist": "src/optionWatchlist/index.ts",
  },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  treeshake: true,
  external: ["react", "react-dom", "@trade/core", "@tanstack/react-query", "chart.js"],
});
