import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTradeClient, marketEndpoints, type Scrip } from "@trade/core";
import { tradingEndpoints } from "@trade/core/orders";
import { afterAll, describe, expect, it } from "vitest";
import { killed, startCli } from "../support/cli.js";
import { expectBooksConsistent, ordersOf, positionsOf } from "../support/trading.js";

const dataDir = mkdtempSync(join(tmpdir(), "trade-crash-"));
const children: ChildProcess[] = [];
const otp = "975310";
/** Both runs open at 10:00 IST of a trading day, whatever the wall clock says. */
const marketStart = { TRADE_SANDBOX_MARKET_START: "2026-11-24T10:00:00+05:30" };

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("an acknowledged order is never lost", () => {
  it("SIGKILL while 1,000 orders are being placed: after restart every acknowledged order is there and funds equal the fills", async () => {
    const first = await startCli(dataDir, otp, children, marketStart);
    const client = createTradeClient({ baseUrl: `${first.url}/api`, platform: "node", maxRetries: 0 });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp });
    const itc = (await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } })).find(
      (s) => s.mktSegID === 1,
    ) as Scrip;

    // 1,000 intraday market orders of one share, buys and sells alternating, 16 in flight; kill at the 400th answer.
    const acknowledged = new Map<string, string>();
    let next = 0;
    let killedAt: Promise<void> | undefined;
    const worker = async () => {
      while (next < 1000) {
        const n = next++;
        const guiOrderId = `crash-${n}`;
        try {
          const result = await client.call(tradingEndpoints.placeOrder, {
            body: {
              guiOrderId,
              exchangeSegment: 1,
              symbolToken: itc.token,
              transactionType: n % 2 === 0 ? "B" : "S",
              productType: "MIS",
              orderType: "MARKET",
              quantity: 1,
            },
          });
          acknowledged.set(guiOrderId, result.orderId);
          if (acknowledged.size === 400) killedAt ??= killed(first.child);
        } catch (error) {
          // Not acknowledged: the connection died with the sandbox.
          if (killedAt === undefined) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await killedAt;
    expect(acknowledged.size).toBeGreaterThanOrEqual(400);
    expect(acknowledged.size).toBeLessThan(1000);

    const second = await startCli(dataDir, otp, children, marketStart);
    const tokens = client.session.tokens;
    const resumed = createTradeClient({
      baseUrl: `${second.url}/api`,
      platform: "node",
      ...(tokens ? { tokens } : {}),
    });
    const orders = await ordersOf(resumed);
    const byId = new Map(orders.map((order) => [order.orderId, order]));
    for (const [guiOrderId, orderId] of acknowledged) {
      expect(byId.get(orderId)?.guiOrderId).toBe(guiOrderId);
    }
    // What was stored is whole: every order of the list is complete (filled), none half-written.
    for (const order of orders) expect(order.orderStatus).toBe("complete");
    const filled = (side: "B" | "S") =>
      orders.filter((o) => o.transactionType === side).reduce((sum, o) => sum + o.filledShares, 0);
    const position = (await positionsOf(resumed)).find(
      (p) => p.symbolToken === itc.token && p.productType === "MIS",
    );
    expect(position?.buyQty).toBe(filled("B"));
    expect(position?.sellQty).toBe(filled("S"));
    // The funds equal the fills: realised P&L in the funds is the positions', the margin follows the open quantity.
    await expectBooksConsistent(resumed, 5 * 100_000 * 100);
    // A retried placement after the restart is still the same order.
    const [someGui, someId] = [...acknowledged][0] as [string, string];
    const again = await resumed.call(tradingEndpoints.placeOrder, {
      body: {
        guiOrderId: someGui,
        exchangeSegment: 1,
        symbolToken: itc.token,
        transactionType: "B",
        productType: "MIS",
        orderType: "MARKET",
        quantity: 1,
      },
    });
    expect(again.orderId).toBe(someId);
    await killed(second.child);
  }, 120_000);
});
