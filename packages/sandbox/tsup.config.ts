import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    sourcemap: true,
    target: "node20",
    platform: "node",
    // import.meta.url in the CommonJS build (the checkpointer finds better-sqlite3 from it).
    shims: true,
  },
  {
    // The command-line entry waits for the server at the top level: ESM only.
    entry: { cli: "src/cli.ts" },
    format: ["esm"],
    dts: false,
    sourcemap: true,
    target: "node20",
    platform: "node",
  },
]);
