// Builds the widget gallery into dist/ (index.html + gallery.js) with esbuild, from the packages' sources.
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));

/** Build the gallery; answers the output directory. */
export async function buildGallery(outdir = join(here, "dist")) {
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { gallery: join(here, "src/main.tsx"), perf: join(here, "src/perf.tsx") },
    bundle: true,
    minify: true,
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
  copyFileSync(join(here, "perf.html"), join(outdir, "perf.html"));
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`widget gallery built in ${await buildGallery()}`);
}
