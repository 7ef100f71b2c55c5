// What each dependency adds to @trade/core's browser entry (minified bytes in the bundle).
import { build } from "esbuild";

const result = await build({
  stdin: {
    contents: `export * from '${process.argv[2] ?? "@trade/core"}';`,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  conditions: ["browser", "import"],
  write: false,
  metafile: true,
  logLevel: "silent",
});
const output = Object.values(result.metafile.outputs)[0];
const byPackage = {};
for (const [path, input] of Object.entries(output.inputs)) {
  const key = path.includes("node_modules/")
    ? path
        .replace(/.*node_modules\//, "")
        .split("/")
        .slice(0, path.includes("node_modules/@") ? 2 : 1)
        .join("/")
    : path;
  byPackage[key] = (byPackage[key] ?? 0) + input.bytesInOutput;
}
for (const [name, bytes] of Object.entries(byPackage).sort((a, b) => b[1] - a[1])) {
  console.log(`${(bytes / 1024).toFixed(1).padStart(6)} kB  ${name}`);
}
