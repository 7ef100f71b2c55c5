import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
let env: TestSandbox;

beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(async () => {
  await env.close();
});

/** Run an example as a user would, typing `input` at its prompts. */
function runExample(
  script: string,
  input: string,
  extraEnv: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--conditions=@trade/source", "--import", "tsx", script], {
      cwd: root,
      env: { ...process.env, TRADE_API: `${env.sandbox.url}/api`, ...extraEnv },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.write(input);
    child.stdin.end();
  });
}

describe("examples/node-login", () => {
  it("logs in with an OTP typed at the terminal, prints the profile, lists sessions, logs out", async () => {
    const { code, output } = await runExample(
      "examples/node-login/src/index.ts",
      `DEMO01\n000000\n${fixedOtp}\n`,
    );
    expect(output).toContain("OTP sent to 90XXXXXX01");
    expect(output).toContain("Incorrect OTP. 4 attempts left.");
    expect(output).toContain("Logged in: Asha Verma (DEMO01)");
    expect(output).toContain("Account type D");
    expect(output).toMatch(/Sessions \(\d+\):/);
    expect(output).toContain("node-login example");
    expect(output).toContain("Logged out of this device.");
    expect(code).toBe(0);
  }, 30_000);
});

describe("examples/node-option-chain", () => {
  it("streams the NIFTY option chain, CE and PE around the money, live from the quote feed", async () => {
    const { code, output } = await runExample("examples/node-option-chain/src/index.ts", "", {
      TRADE_OTP: fixedOtp,
      SECONDS: "3",
      STRIKES: "6",
    });
    expect(output).toMatch(/NIFTY [\d,]+\.\d{2}\s+expiry \d{4}-\d{2}-\d{2}/);
    expect(output).toContain("CALL OI");
    const rows = output.split("\n").filter((line) => /│\s*▶?[\d,]+\.00 │/.test(line));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const last = rows.slice(-6);
    for (const row of last) expect(row).toMatch(/^\s+[\d,]+\s+[\d,]+\.\d{2} │.* │\s+[\d,]+\.\d{2}\s+[\d,]+$/);
    expect(last.filter((row) => row.includes("▶"))).toHaveLength(1);
    expect(code).toBe(0);
  }, 60_000);
});
