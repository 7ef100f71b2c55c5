import { build } from "esbuild";
import { gzipSync } from "node:zlib";
const r = await build({ stdin: { contents: "export * from '@trade/core';", resolveDir: process.cwd(), loader: "ts" }, bundle: true, minify: true, format: "esm", platform: "browser", conditions:["browser","import"], write: false, metafile: true, logLevel: "silent" });
const out = Object.values(r.metafile.outputs)[0];
const by = {};
for (const [k, v] of Object.entries(out.inputs)) { const key = k.includes("node_modules") ? k.replace(/.*node_modules\//, "").split("/").slice(0, k.includes("/@") ? 2 : 1).join("/") : k; by[key] = (by[key] ?? 0) + v.bytesInOutput; }
console.log(Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>`${(v/1024).toFixed(1)}k ${k}`).join("\n"));
