import { spawn } from "node:child_process";
import { sandboxNodeFlags } from "./nodeFlags.js";

/** Set in the relaunched CLI's environment: it runs with the flags, and never relaunches again. */
export const relaunchedEnv = "TRADE_SANDBOX_RELAUNCHED";

/** The flags of `sandboxNodeFlags` this process was not started with (on the command line or in NODE_OPTIONS). */
export function missingNodeFlags(execArgv: readonly string[], nodeOptions = ""): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)]);
  return sandboxNodeFlags.filter((flag) => !given.has(flag));
}

/**
 * `npx trade-sandbox` (or `node dist/cli.js`) started by hand runs without the sandbox's Node flags, and V8 flags
 * cannot be set once the process runs: the CLI starts itself again with them, passes its signals on and ends with
 * the child's exit code. A shebang with `env -S` would do it without a second process, but npm's and pnpm's bin
 * shims (and Windows) read the shebang's program only. Answers whether it relaunched (the caller then does nothing).
 */
export function relaunchWithNodeFlags(): boolean {
  const missing = missingNodeFlags(process.execArgv, process.env.NODE_OPTIONS);
  if (missing.length === 0 || process.env[relaunchedEnv] === "1") return false;
  const child = spawn(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: { ...process.env, [relaunchedEnv]: "1" },
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));
  return true;
}

/** In the relaunched CLI: when the process that started it goes (even killed), stop too. */
export function stopWithParent(stop: () => void): void {
  if (process.env[relaunchedEnv] !== "1" || process.channel === undefined) return;
  process.on("disconnect", stop);
  process.channel.unref();
}
