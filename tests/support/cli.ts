import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sandboxNodeFlags } from "@trade/sandbox";

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
