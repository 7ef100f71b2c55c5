import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
let env: TestSandbox;

beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(async () => {
  await env.close();
});

/** Run an example as a user would, typing `input` at its prompts (against `on`, default the shared sandbox). */
function runExample(
  script: string,
  input: string,
  extraEnv: Record<string, string> = {},
  on: () => TestSandbox = () => env,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--conditions=@trade/source", "--import", "tsx", script], {
      cwd: root,
      env: { ...process.env, TRADE_API: `${on().sandbox.url}/api`, ...extraEnv },
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
    // Then the greeks per strike and a Bull Call Spread's payoff (one lot of 75).
    expect(output).toMatch(/Greeks, expiry \d{4}-\d{2}-\d{2}/);
    expect(output).toMatch(/Bull Call Spread: Buy [\d.]+ CE @ [\d.]+, Sell [\d.]+ CE @ [\d.]+ \(75 units\)/);
    expect(output).toMatch(/Breakeven [\d.]+ {3}Max profit [\d,]+ {3}Max loss -[\d,]+/);
    // The strategy's net delta, then its payoff table: nine prices around the spot, at expiry and today, in rupees.
    expect(output).toMatch(/Max loss -[\d,]+ {3}Net delta -?\d+\.\d{2}/);
    const payoff = output.split("\n").filter((line) => /^\s+[\d,]+\.\d{2}\s+-?[\d,]+\s+-?[\d,]+$/.test(line));
    expect(payoff).toHaveLength(9);
    expect(code).toBe(0);
  }, 60_000);
});

describe("examples/node-funds", () => {
  it("adds funds by UPI against the sandbox and prints the balance before and after", async () => {
    const { code, output } = await runExample("examples/node-funds/src/index.ts", "", {
      TRADE_OTP: fixedOtp,
      TRADE_CLIENT: "DEMO02",
      AMOUNT: "1500.50",
    });
    expect(output).toContain("Trading balance before: ₹2,00,000.00");
    expect(output).toContain("sandbox.success@upi: Successfully Verified UPI ID");
    expect(output).toMatch(/Collect request TXN[0-9A-F]+ for ₹1,500\.50/);
    expect(output).toContain("Trading balance after: ₹2,01,500.50");
    expect(output).toContain("Change: ₹1,500.50");
    expect(code).toBe(0);
  }, 30_000);
});

/** The trading examples run in a live equity session: a sandbox whose market opens at 10:00 IST on a trading day. */
describe("the trading examples", () => {
  let market: TestSandbox;
  beforeAll(async () => {
    market = await startTestSandbox({ marketStart: ist(10, 0) });
  });
  afterAll(async () => {
    await market.close();
  });

  it("examples/node-bracket-order places a bracket, follows it on the order-update feed to both legs, then exits it", async () => {
    const { code, output } = await runExample(
      "examples/node-bracket-order/src/index.ts",
      "",
      { TRADE_OTP: fixedOtp, TIMEOUT_SECONDS: "60" },
      () => market,
    );
    expect(output).toMatch(/Placed: order \S+, guiOrderId \S+: /);
    expect(output).toMatch(/\[main {5}\] \S+ BUY 1 RELIANCE-EQ LIMIT @ [\d,.]+: complete filled 1\/1/);
    expect(output).toMatch(/\[target {3}\] \S+ SELL 1 RELIANCE-EQ LIMIT @ [\d,.]+: open/);
    expect(output).toMatch(/\[stop-loss\] \S+ SELL 1 RELIANCE-EQ SL-M trigger [\d,.]+: trigger pending/);
    expect(output).toContain("cancelled (Cancelled: the position was exited)");
    expect(output).toContain("Bracket exited: complete");
    expect(code).toBe(0);
  }, 90_000);

  it("examples/node-portfolio prints the holdings with live P&L and the totals, and exports both spreadsheets", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "portfolio-example-"));
    const { code, output } = await runExample(
      "examples/node-portfolio/src/index.ts",
      "",
      { TRADE_OTP: fixedOtp, SECONDS_LIVE: "2", OUT_DIR: outDir },
      () => market,
    );
    expect(output).toMatch(/Portfolio of 4 stocks, live \(\d+ price updates in 2 s\):/);
    expect(output).toMatch(/INFY +20 +₹1,450\.00 +₹[\d,]+\.\d\d +₹[\d,]+\.\d\d +[+-]?-?₹[\d,]+\.\d\d/);
    expect(output).toMatch(
      /Invested ₹[\d,]+\.\d\d, current ₹[\d,]+\.\d\d, overall [+-]?₹[\d,]+\.\d\d \(-?\d+\.\d\d%\)/,
    );
    expect(output).toMatch(/Exported 4 holdings to .*holdings-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(output).toMatch(/Exported \d+ transactions to .*transactions-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(code).toBe(0);
    const file = readdirSync(outDir).find((name) => name.startsWith("holdings-")) as string;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(join(outDir, file)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Holdings");
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(1).getCell(1).value).toBe("Stock Name");
  }, 90_000);

  it("examples/node-gtt-oco sets an OCO GTT on an intraday position and follows it to execution on the order-update feed", async () => {
    const { code, output } = await runExample(
      "examples/node-gtt-oco/src/index.ts",
      "",
      { TRADE_OTP: fixedOtp, TIMEOUT_SECONDS: "60" },
      () => market,
    );
    expect(output).toMatch(/BUY 2 INFY-EQ MIS MARKET: complete at ₹[\d,]+\.\d\d/);
    expect(output).toMatch(
      /GTT \d+ OCO set at LTP ₹[\d,.]+: target ₹[\d,.]+, stop loss ₹[\d,.]+ \(Pending\)/,
    );
    expect(output).toMatch(/ {2}(target|stop loss) fired: order \S+ complete/);
    expect(output).toMatch(/GTT \d+: Triggered & Executed, (target|stoploss) leg/);
    expect(output).toContain("Position INFY-EQ MIS: net 0");
    expect(code).toBe(0);
  }, 90_000);

  it("examples/node-orders (written from the README and docs) reads a quote, places, modifies and cancels in rupees, buys and exits", async () => {
    const { code, output } = await runExample(
      "examples/node-orders/src/index.ts",
      "",
      { TRADE_OTP: fixedOtp },
      () => market,
    );
    expect(output).toMatch(/INFY-EQ: last ₹\d+\.\d\d \(bid ₹[\d,]+\.\d\d \/ ask ₹[\d,]+\.\d\d\)/);
    expect(output).toMatch(/Placed LIMIT BUY 1 INFY-EQ at ₹\d+\.\d\d: open/);
    expect(output).toMatch(/Modified to ₹\d+\.\d\d: open/);
    expect(output).toMatch(/Cancelled order \S+/);
    expect(output).toContain("Bought 1 INFY-EQ MIS at market: complete");
    expect(output).toMatch(/Position INFY-EQ MIS: net 1, P&L ₹-?\d+\.\d\d \(unrealised ₹-?\d+\.\d\d\)/);
    expect(output).toMatch(/Exit: order \S+ complete/);
    expect(output).toMatch(/Position INFY-EQ MIS: net 0, realised ₹-?\d+\.\d\d/);
    expect(code).toBe(0);
  }, 90_000);

  it("examples/node-exit-all reads two quotes, opens two intraday positions and exits them all in batches, ending flat", async () => {
    const { code, output } = await runExample(
      "examples/node-exit-all/src/index.ts",
      "",
      { TRADE_OTP: fixedOtp, BATCH_LIMIT: "1" },
      () => market,
    );
    // Each symbol's quote, read from a snapshot without decoding the binary feed, in rupees.
    expect(output).toMatch(/RELIANCE-EQ: last ₹[\d,]+\.\d\d \(bid ₹[\d,]+\.\d\d \/ ask ₹[\d,]+\.\d\d\)/);
    expect(output).toMatch(/TCS-EQ: last ₹[\d,]+\.\d\d \(bid ₹[\d,]+\.\d\d \/ ask ₹[\d,]+\.\d\d\)/);
    expect(output).toContain("Open positions (2):");
    expect(output).toContain("Exit all: 2 order(s)");
    // BATCH_LIMIT=1: one order per chunk, the first after 1 s, the next staggered to 8 s (spec 2 §4).
    expect(output).toMatch(/\[chunk 1 \+1s\] SELL \d \S+ MIS MARKET: complete - Order Executed/);
    expect(output).toMatch(/\[chunk 2 \+8s\] SELL \d \S+ MIS MARKET: complete - Order Executed/);
    expect(output).toContain("Exit all done: 2 complete, 0 rejected, 0 pending");
    expect(output).toContain("No open positions.");
    expect(code).toBe(0);
  }, 90_000);
});

describe("examples/node-alerts", () => {
  /**
   * A live session whose market runs four minutes a second, so 1-minute candles close four times a second. The live
   * walk follows the ticks as the machine delivers them, so where RSI crosses 50 varies from run to run; 80 seconds
   * of this market is the session from 09:30 to 14:50, where a day's walk crosses 50 a score of times (one minute a
   * second left gaps of over an hour, and a loaded machine saw one trigger in 80 s).
   */
  let fast: TestSandbox;
  beforeAll(async () => {
    fast = await startTestSandbox({ marketStart: ist(9, 30), marketSpeed: 240 });
  });
  afterAll(async () => {
    await fast.close();
  });

  it("creates an RSI alert on a stock and prints each trigger from the notifications feed", async () => {
    const { code, output } = await runExample(
      "examples/node-alerts/src/index.ts",
      "",
      { TRADE_OTP: fixedOtp, TRIGGERS: "2", TIMEOUT_SECONDS: "80" },
      () => fast,
    );
    expect(output).toMatch(/Alert \d+ on SBIN-EQ: RSI\(14\) crossesAbove 50 on 1m candles \(active\)/);
    const triggers = output.split("\n").filter((line) => line.includes("Alert Triggered"));
    expect(triggers).toHaveLength(2);
    for (const line of triggers) {
      expect(line).toMatch(
        /^\[\d\d:\d\d:00\] Alert Triggered: SBIN RSI 50: SBIN-EQ RSI\(14\) crossed above 50$/,
      );
    }
    expect(output).toMatch(/Alert \d+: active, triggered \d+ times, last at \d\d:\d\d:00/);
    expect(output).toMatch(/Alert \d+ deleted/);
    expect(code).toBe(0);
  }, 120_000);
});
