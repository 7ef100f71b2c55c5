import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTradeClient, type TradeClient } from "@trade/core";
import { sandboxNodeFlags } from "@trade/sandbox";
import { afterAll } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Start the sandbox's CLI as its own process on `dataDir` and wait for the URL it prints. */
export function startCli(
  dataDir: string,
  otp: string,
  children: ChildProcess[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    // As `npm start` runs it.
    [...sandboxNodeFlags, "--conditions=@trade/source", "--import", "tsx", "packages/sandbox/src/cli.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: "0",
        TRADE_SANDBOX_DATA: dataDir,
        TRADE_SANDBOX_OTP: otp,
        // Tests drive one client far harder than a person does; a test that checks the limits sets them.
        TRADE_SANDBOX_RATE_LIMITS: "off",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${output}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /App:\s+(http:\/\/[^/\s]+)\/trade/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`the sandbox exited (${code}):\n${output}`)));
  });
}

/** SIGKILL a child and wait until it is gone. */
export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

/**
 * Sandboxes run as their own processes on one data directory, to be SIGKILLed and started again (call it in a
 * `describe`): `start()` launches one at the market time given, `login(url)` logs DEMO01 in on it, `resume(url, client)`
 * is a client on another one with that client's tokens. After the tests, the processes are killed and the directory
 * removed.
 */
export function restartableSandboxes(prefix: string, marketStart = "2026-11-24T10:00:00+05:30") {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const children: ChildProcess[] = [];
  const otp = "864200";
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    start: () => startCli(dataDir, otp, children, { TRADE_SANDBOX_MARKET_START: marketStart }),
    async login(url: string): Promise<TradeClient> {
      const client = createTradeClient({ baseUrl: `${url}/api`, platform: "node", maxRetries: 0 });
      await client.auth.generateOtp({ clientCode: "DEMO01" });
      await client.auth.verifyOtp({ clientCode: "DEMO01", otp });
      return client;
    },
    resume(url: string, client: TradeClient): TradeClient {
      const tokens = client.session.tokens;
      return createTradeClient({ baseUrl: `${url}/api`, platform: "node", ...(tokens ? { tokens } : {}) });
    },
  };
}
