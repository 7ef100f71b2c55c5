import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTradeClient } from "@trade/core";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "trade-persist-"));
const children: ChildProcess[] = [];

/** Start the sandbox's CLI as its own process and wait for the URL it prints. */
function startCli(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ["--conditions=@trade/source", "--import", "tsx", "packages/sandbox/src/cli.ts"],
    {
      cwd: root,
      env: { ...process.env, PORT: "0", TRADE_SANDBOX_DATA: dataDir, TRADE_SANDBOX_OTP: "135790" },
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

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the sandbox survives SIGKILL", () => {
  it("keeps clients, sessions and preferences", async () => {
    const first = await startCli();
    const client = createTradeClient({ baseUrl: `${first.url}/api`, platform: "node" });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp: "135790" });
    const read = await client.preferences.get("layout");
    const saved = await client.preferences.save(
      "layout",
      { blackMode: true, fontSize: { type: "Large" } },
      read.version,
    );
    expect(saved.status).toBe("success");
    const tokens = client.session.tokens;
    await killed(first.child);

    const second = await startCli();
    const resumed = createTradeClient({
      baseUrl: `${second.url}/api`,
      platform: "node",
      ...(tokens ? { tokens } : {}),
    });
    await expect(resumed.profile.get()).resolves.toMatchObject({ ClientCode: "DEMO01" });
    await expect(resumed.funds.rmsLimit()).resolves.toMatchObject({ availableCash: 50_000_000 });
    const layout = await resumed.preferences.get("layout");
    expect(layout.version).toBe(read.version + 1);
    expect(layout.preferences).toMatchObject({ blackMode: true, fontSize: { type: "Large" } });
    const { sessions } = await resumed.auth.listSessions();
    expect(sessions.some((session) => session.current)).toBe(true);
    await killed(second.child);
  });
});
