import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient, type TradeClient, type TradeClientOptions } from "@trade/core";
import { type Sandbox, type SandboxOptions, startSandbox } from "@trade/sandbox";
import { WebSocket } from "ws";

export const fixedOtp = "246810";

export interface TestSandbox {
  sandbox: Sandbox;
  dataDir: string;
  /** A Node (bearer) client against this sandbox. */
  client(options?: Partial<TradeClientOptions>): TradeClient;
  /** A logged-in Node client. */
  login(clientCode?: string, options?: Partial<TradeClientOptions>): Promise<TradeClient>;
  /** Test control: set the market clock (epoch ms), move it, or change its speed; answers the market time. */
  clock(change?: { at?: number; advanceMs?: number; speed?: number }): Promise<number>;
  /** Test control: expire a client's live tokens of one kind now. */
  expireTokens(clientCode: string, kind: "trade" | "nontrade" | "refresh"): Promise<void>;
  close(): Promise<void>;
}

/** Start a sandbox on a random port with a fresh data directory and test controls on. */
export async function startTestSandbox(
  options: {
    appDir?: string;
    tokenTtl?: { tradeSeconds?: number; nonTradeSeconds?: number };
    /** Market time at start (epoch ms) and speed (0 freezes the market). */
    marketStart?: number;
    marketSpeed?: number;
    /** The simulated market's seed (default 1). */
    marketSeed?: number;
    tickMs?: number;
    dataDir?: string;
    galleryDir?: string;
    /** Partner sites allowed to embed the app in SSO mode (default: the sandbox's demo partner). */
    partners?: SandboxOptions["partners"];
    /** Per-client rate limits; default none, since tests drive one client far harder than a person does. */
    rateLimits?: SandboxOptions["rateLimits"];
  } = {},
): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "trade-sandbox-"));
  const sandbox = await startSandbox({
    port: 0,
    dataDir,
    fixedOtp,
    testControls: true,
    rateLimits: options.rateLimits ?? false,
    log: process.env.TRADE_TEST_LOG ? (line: string) => console.log(line) : () => {},
    ...(options.appDir ? { appDir: options.appDir } : {}),
    ...(options.tokenTtl ? { tokenTtl: options.tokenTtl } : {}),
    ...(options.marketStart === undefined ? {} : { marketStart: options.marketStart }),
    ...(options.marketSpeed === undefined ? {} : { marketSpeed: options.marketSpeed }),
    ...(options.marketSeed === undefined ? {} : { marketSeed: options.marketSeed }),
    ...(options.tickMs === undefined ? {} : { tickMs: options.tickMs }),
    ...(options.galleryDir === undefined ? {} : { galleryDir: options.galleryDir }),
    ...(options.partners === undefined ? {} : { partners: options.partners }),
  });
  const clients: TradeClient[] = [];
  const client = (extra: Partial<TradeClientOptions> = {}) => {
    const made = createTradeClient({
      baseUrl: `${sandbox.url}/api`,
      platform: "node",
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      ...extra,
    });
    clients.push(made);
    return made;
  };
  return {
    sandbox,
    dataDir,
    client,
    async login(clientCode = "DEMO01", extra = {}) {
      const made = client(extra);
      await made.auth.generateOtp({ clientCode });
      await made.auth.verifyOtp({ clientCode, otp: fixedOtp });
      return made;
    },
    async clock(change = {}) {
      const response = await fetch(`${sandbox.url}/api/__sandbox/clock`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(change),
      });
      if (response.status !== 200)
        throw new Error(`clock answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { data: { now: number } }).data.now;
    },
    async expireTokens(clientCode, kind) {
      const response = await fetch(`${sandbox.url}/api/__sandbox/expire-tokens`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientCode, kind }),
      });
      if (response.status !== 200) throw new Error(`expire-tokens answered ${response.status}`);
    },
    async close() {
      for (const made of clients) made.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
