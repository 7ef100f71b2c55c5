import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { missingNodeFlags } from "../cliRelaunch.js";
import { sandboxNodeFlags } from "../nodeFlags.js";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "sandbox-cli-"));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the CLI's Node flags", () => {
  it("knows which of the sandbox's flags a process lacks, on its command line or in NODE_OPTIONS", () => {
    expect(missingNodeFlags([])).toEqual([...sandboxNodeFlags]);
    expect(missingNodeFlags(["--import", "tsx", ...sandboxNodeFlags])).toEqual([]);
    expect(missingNodeFlags([], `--max-old-space-size=512 ${sandboxNodeFlags.join(" ")}`)).toEqual([]);
  });

  it.skipIf(process.platform !== "linux")(
    "started by hand without them, the CLI runs itself again with them, and stops with its starter",
    async () => {
      // As a user runs it (`npx trade-sandbox` is `node cli.js`): no sandbox flags.
      const starter = spawn(
        process.execPath,
        ["--conditions=@trade/source", "--import", "tsx", "packages/sandbox/src/cli.ts"],
        {
          cwd: root,
          env: { ...process.env, PORT: "0", TRADE_SANDBOX_DATA: dataDir, NODE_OPTIONS: "" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let output = "";
          const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${output}`)), 50_000);
          const read = (chunk: Buffer) => {
            output += chunk.toString();
            const match = /App:\s+(http:\/\/[^/\s]+)\/trade/.exec(output);
            if (match?.[1]) {
              clearTimeout(timer);
              resolve(match[1]);
            }
          };
          starter.stdout.on("data", read);
          starter.stderr.on("data", read);
          starter.on("exit", (code) => reject(new Error(`the CLI exited (${code}):\n${output}`)));
        });
        const pid = starter.pid as number;
        const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
        expect(children).toHaveLength(1);
        const server = Number(children[0]);
        const commandLine = readFileSync(`/proc/${server}/cmdline`, "utf8").split("\0");
        for (const flag of sandboxNodeFlags) expect(commandLine).toContain(flag);
        expect((await fetch(`${url}/trade`)).status).toBeLessThan(500);

        const exited = new Promise<number | null>((resolve) => starter.on("exit", resolve));
        starter.kill("SIGTERM");
        expect(await exited).toBe(0);
        await expect.poll(() => existsSync(`/proc/${server}`), { timeout: 10_000 }).toBe(false);
      } finally {
        starter.kill("SIGKILL");
      }
    },
    60_000,
  );
});
