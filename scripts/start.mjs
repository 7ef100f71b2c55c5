// Starts the sandbox broker with the built app (/trade) and the widget gallery (/gallery) on one port (PORT, 4600).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sandboxNodeFlags } from "@trade/sandbox";
import { buildGallery } from "../examples/widget-gallery/build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const gallery = await buildGallery();
const child = spawn(
  process.execPath,
  [
    ...sandboxNodeFlags,
    "packages/sandbox/dist/cli.js",
    "--app",
    "packages/app/dist",
    "--gallery",
    gallery,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
