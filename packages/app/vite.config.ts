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

/** Modules of the "ui" chunk: the widget frame, the screen states, the segmented control and the small rules they read. */
const sharedPieces = new RegExp(
  [
    "react/src/widget",
    "react/src/ui/states",
    "react/src/ui/SegmentedControl",
    "react/src/ui/menuRuns",
    "react/src/theme/controlsCss",
    "core/src/rules/screenStates",
    "core/src/rules/segments",
    "core/src/rules/tableSort",
    "app/src/ui/ChoiceButtons",
  ]
    .map((path) => `/packages/${path}\\.tsx?$`)
    .join("|"),
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
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            // The design system's small pieces that nearly every screen imports (30-odd chunks do): one chunk, not
            // eight slivers of under 1 kB each compressed apart. The landing route loads 2 kB less in 8 fewer files.
            { name: "ui", priority: 1, test: sharedPieces },
          ],
        },
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
