import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const sandbox = process.env.SANDBOX_URL ?? "http://127.0.0.1:4600";

// react-router's package exports name only its development build (remix-run/react-router#12532, #14102), so its
// development warnings would ship. The build takes the production build the package carries beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ command }) => ({
  base: "/trade/",
  plugins: [react()],
  resolve: {
    conditions: ["@trade/source", "module", "browser", "import", "default"],
    alias: command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    target: "es2022",
    sourcemap: true,
    // Every browser the app targets (es2022) preloads modules itself; old ones only lose the preload, not the app.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the entry imports statically loads at start anyway: one chunk for it, not a dozen shared slivers
        // (each compressed apart, each a request). Screens and on-demand parts keep chunks of their own.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    proxy: {
      "/api": sandbox,
      "/feed": { target: sandbox, ws: true },
    },
  },
}));
