import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  ConnectionError,
  createTradeClient,
  marketEndpoints,
  type Scrip,
  TimeoutError,
  TradeError,
} from "@trade/core";
import { nodeFetch } from "@trade/core/node";
import { tradingEndpoints } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { gui, ist } from "../support/trading.js";

/** The SDK's Node transport (`nodeFetch` from @trade/core/node) does everything the client asks of fetch. */
describe("nodeFetch against the sandbox", () => {
  let env: TestSandbox;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0) });
  });
  afterAll(() => env.close());

  it("logs in, reads, places an order and finds it by its guiOrderId", async () => {
    const client = await env.login("DEMO01", { platform: "node", fetch: nodeFetch() });
    const scrips = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } });
    const itc = scrips.find((s) => s.mktSegID === 1) as Scrip;
    expect(itc.token).toBeGreaterThan(0);
    const guiOrderId = gui();
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
    expect(placed.orderId).toMatch(/\w+/);
    const statuses = await client.call(tradingEndpoints.orderStatus, { query: { guiOrderIds: guiOrderId } });
    expect(JSON.stringify(statuses)).toContain(placed.orderId);
    client.close();
  });

  it("turns a refused call into the same TradeError (code and message from the body) as fetch does", async () => {
    const viaNode = await env.login("DEMO01", { platform: "node", fetch: nodeFetch() });
    const viaFetch = await env.login("DEMO01", { platform: "node" });
    // Valid to the contract, refused by the server: an instrument it does not list.
    const errorOf = async (client: typeof viaNode) =>
      client
        .call(tradingEndpoints.placeOrder, {
          body: {
            guiOrderId: gui(),
            exchangeSegment: 1,
            symbolToken: 987_654_321,
            transactionType: "B",
            productType: "MIS",
            orderType: "MARKET",
            quantity: 1,
          },
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    const [one, other] = await Promise.all([errorOf(viaNode), errorOf(viaFetch)]);
    expect(one).toBeInstanceOf(TradeError);
    expect((one as TradeError).code).toBe((other as TradeError).code);
    expect((one as TradeError).message).toBe((other as TradeError).message);
    expect((one as TradeError).status).toBeGreaterThanOrEqual(400);
  });

  it("reports a server that does not answer in time as a timeout, and one that is not there as a connection error", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const slow = createTradeClient({
        baseUrl: `http://127.0.0.1:${port}/api`,
        platform: "node",
        fetch: nodeFetch(),
        timeoutMs: 200,
        maxRetries: 0,
      });
      await expect(
        slow.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } }),
      ).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const gone = createTradeClient({
      baseUrl: `http://127.0.0.1:${port}/api`,
      platform: "node",
      fetch: nodeFetch(),
      maxRetries: 0,
    });
    await expect(
      gone.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } }),
    ).rejects.toBeInstanceOf(ConnectionError);
  });
});
