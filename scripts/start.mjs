// Starts the sandbox broker with the built app on one port (PORT, default 4600).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const child = spawn(
  process.execPath,
  ["packages/sandbox/dist/cli.js", "--app", "packages/app/dist", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
