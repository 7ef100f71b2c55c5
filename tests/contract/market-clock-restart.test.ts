import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient, marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { tradingEndpoints } from "@trade/core/orders";
import { afterAll, describe, expect, it } from "vitest";
import { killed, startCli } from "../support/cli.js";
import { orderById } from "../support/trading.js";

const dataDir = mkdtempSync(join(tmpdir(), "trade-clock-"));
const children: ChildProcess[] = [];
const otp = "864209";

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Place one intraday market order of ITC and answer its order time (market time, epoch ms). */
async function stampedOrder(client: TradeClient, guiOrderId: string): Promise<number> {
  const itc = (await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } })).find(
    (s) => s.mktSegID === 1,
  ) as Scrip;
  const placed = await client.call(tradingEndpoints.placeOrder, {
    body: {
      guiOrderId,
      exchangeSegment: 1,
      symbolToken: itc.token,
      transactionType: "B",
      productType: "MIS",
      orderType: "MARKET",
      quantity: 1,
    },
  });
  return (await orderById(client, placed.orderId)).orderTime;
}

describe("market time never goes backwards across restarts", () => {
  it("after a SIGKILL, a sandbox whose clock would start earlier resumes from the last stamped time", async () => {
    // The first run is at 11:00 IST; the restart's clock would open at 10:00 the same day (as the demo clock does).
    const first = await startCli(dataDir, otp, children, {
      TRADE_SANDBOX_MARKET_START: "2026-11-24T11:00:00+05:30",
    });
    const client = createTradeClient({ baseUrl: `${first.url}/api`, platform: "node", maxRetries: 0 });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp });
    const before = await stampedOrder(client, "clock-before");
    await killed(first.child);

    const second = await startCli(dataDir, otp, children, {
      TRADE_SANDBOX_MARKET_START: "2026-11-24T10:00:00+05:30",
    });
    const tokens = client.session.tokens;
    const resumed = createTradeClient({
      baseUrl: `${second.url}/api`,
      platform: "node",
      ...(tokens ? { tokens } : {}),
    });
    const after = await stampedOrder(resumed, "clock-after");
    expect(after).toBeGreaterThanOrEqual(before);
    await killed(second.child);
  }, 60_000);
});
