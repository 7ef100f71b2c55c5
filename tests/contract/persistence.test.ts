import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient } from "@trade/core";
import { afterAll, describe, expect, it } from "vitest";
import { killed, startCli as startCliIn } from "../support/cli.js";

const dataDir = mkdtempSync(join(tmpdir(), "trade-persist-"));
const children: ChildProcess[] = [];
const startCli = () => startCliIn(dataDir, "135790", children);

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
    expect(saved.ok).toBe(true);
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
