import { defineConfig } from "vitest/config";

const conditions = ["@trade/source", "module", "node", "import", "default"];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ["@trade/source"] } },
  test: {
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["packages/*/src/**/__tests__/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time like every project: each starts its own sandbox on a free port and its own Chromium.
          // A project with `fileParallelism: false` runs after all the others with one worker idle (vitest 4), which
          // made the browser files two thirds of the whole run.
        },
      },
      {
        extends: true,
        test: { name: "packaging", include: ["tests/packaging/**/*.test.ts"], testTimeout: 180_000 },
      },
    ],
  },
});
