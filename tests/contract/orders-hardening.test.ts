import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { invalidOrderAttributesMessage, invalidQuantityMessage, tradingEndpoints } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { gui, ist, ordersOf, positionsOf } from "../support/trading.js";

/** The trading defects of the outside probe (issue 16), over HTTP, on a market frozen at 10:00 IST. */
describe("trading hardening against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let itc: Scrip;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01");
    itc = (await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } })).find(
      (s) => s.mktSegID === 1,
    ) as Scrip;
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  const order = (guiOrderId: string, quantity: number) => ({
    guiOrderId,
    exchangeSegment: 1,
    symbolToken: itc.token,
    transactionType: "B" as const,
    productType: "MIS" as const,
    orderType: "MARKET" as const,
    quantity,
  });
  const convert = (newProductType: "NRML" | "CNC", quantity: number) =>
    client.call(tradingEndpoints.convertPosition, {
      body: {
        exchangeSegment: 1,
        symbolToken: itc.token,
        productType: "MIS",
        newProductType,
        quantity,
        transactionType: "B",
      },
    });
  const misQty = async () =>
    (await positionsOf(client)).find((p) => p.symbolToken === itc.token && p.productType === "MIS")?.netQty;

  it("a cash position does not convert to NRML, nor by a fractional or negative quantity", async () => {
    await client.call(tradingEndpoints.placeOrder, { body: order(gui("cash"), 10) });
    await expect(convert("NRML", 4)).rejects.toMatchObject({
      status: 422,
      code: "INVALID-COMBINATION",
      message: invalidOrderAttributesMessage,
    });
    for (const quantity of [2.5, -5]) {
      await expect(convert("CNC", quantity)).rejects.toMatchObject({
        status: 422,
        code: "QTY-INVALID",
        message: invalidQuantityMessage,
      });
    }
    expect(await misQty()).toBe(10);
  });

  it("a CUSTOM scheduled order in the past is refused with a 4xx and stored nowhere", async () => {
    const guiOrderId = gui("past");
    await expect(
      client.call(tradingEndpoints.placeOrder, {
        body: { ...order(guiOrderId, 1), scheduledOrder: { type: "CUSTOM", startTime: -1 } },
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/startTime: a future time between 09:00 and 15:30 IST/),
    });
    expect((await ordersOf(client)).some((o) => o.guiOrderId === guiOrderId)).toBe(false);
  });

  it("a guiOrderId reused with another body is a 409 conflict; the same body again is the first order", async () => {
    const guiOrderId = gui("reused");
    const first = await client.call(tradingEndpoints.placeOrder, { body: order(guiOrderId, 2) });
    const again = await client.call(tradingEndpoints.placeOrder, { body: order(guiOrderId, 2) });
    expect(again.orderId).toBe(first.orderId);
    await expect(
      client.call(tradingEndpoints.placeOrder, { body: order(guiOrderId, 3) }),
    ).rejects.toMatchObject({
      status: 409,
      code: "IDEMPOTENCY-CONFLICT",
      message: expect.stringContaining(`${guiOrderId} was already used for a different order`),
    });
    expect((await ordersOf(client)).filter((o) => o.guiOrderId === guiOrderId)).toHaveLength(1);
  });
});
