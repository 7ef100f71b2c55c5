// Builds the widget gallery into dist/ (index.html + gallery.js, and the load pages perf.html, options-perf.html and
// portfolio-perf.html with their scripts) with esbuild, from the packages' sources.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const exportWorker = join(here, "../../packages/app/src/screens/portfolioExportWorker.ts");

/**
 * The app's export worker (`new Worker(new URL("./portfolioExportWorker.ts", import.meta.url))`, which Vite bundles):
 * here an entry of its own, and the URL renamed to the built file's.
 */
const workerUrls = {
  name: "worker-urls",
  setup(build) {
    build.onLoad({ filter: /screens[\\/]portfolioExport\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, "utf8")).replace(
        "./portfolioExportWorker.ts",
        "./portfolioExportWorker.js",
      ),
      loader: "ts",
      resolveDir: dirname(args.path),
    }));
  },
};

/** A load test's page: nothing but the element its script mounts in (tests/e2e/live-canvas.test.ts opens perf.html). */
const loadPage = (script) =>
  [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8" /><title>trade kit widgets under load</title></head>',
    `<body><div id="perf"></div><script type="module" src="./${script}"></script></body>`,
    "</html>",
    "",
  ].join("\n");

/** Build the gallery; answers the output directory. */
export async function buildGallery(outdir = join(here, "dist")) {
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      gallery: join(here, "src/main.tsx"),
      perf: join(here, "src/perf.tsx"),
      optionsPerf: join(here, "src/optionsPerf.tsx"),
      portfolioPerf: join(here, "src/portfolioPerf.tsx"),
      portfolioExportWorker: exportWorker,
    },
    plugins: [workerUrls],
    bundle: true,
    // Lazy imports stay lazy (as in the app, where the .xlsx writer loads on an export the worker could not take).
    splitting: true,
    minify: process.env.GALLERY_MINIFY !== "0",
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["@trade/source", "browser", "import"],
    jsx: "automatic",
    outdir,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  copyFileSync(join(here, "index.html"), join(outdir, "index.html"));
  writeFileSync(join(outdir, "perf.html"), loadPage("perf.js"));
  writeFileSync(join(outdir, "options-perf.html"), loadPage("optionsPerf.js"));
  writeFileSync(join(outdir, "portfolio-perf.html"), loadPage("portfolioPerf.js"));
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`widget gallery built in ${await buildGallery()}`);
}
