import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { type OrderType, type ProductType, tradingEndpoints } from "@trade/core/orders";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startTestSandbox } from "../support/sandbox.js";
import { expectBooksConsistent, gui, ist, ordersOf, positionsOf } from "../support/trading.js";

const symbols = ["ITC", "SBIN", "INFY"] as const;
/** What the runs did, so the property is known to have exercised fills, modifications and cancellations. */
const seen = { placed: 0, filled: 0, modified: 0, cancelled: 0, refused: 0 };

type Step =
  | {
      kind: "place";
      symbol: number;
      side: "B" | "S";
      product: ProductType;
      type: OrderType;
      quantity: number;
      /** Ticks away from the last price (limit price, or trigger). */
      offset: number;
    }
  | { kind: "modify"; pick: number; offset: number; quantity: number }
  | { kind: "cancel"; pick: number }
  | { kind: "wait"; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("place" as const),
      symbol: fc.integer({ min: 0, max: symbols.length - 1 }),
      side: fc.constantFrom("B" as const, "S" as const),
      product: fc.constantFrom<ProductType>("MIS", "CNC", "MARGIN"),
      type: fc.constantFrom<OrderType>("MARKET", "LIMIT", "SL", "SL-M"),
      quantity: fc.integer({ min: 1, max: 40 }),
      offset: fc.integer({ min: -20, max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("modify" as const),
      pick: fc.nat(),
      offset: fc.integer({ min: -20, max: 20 }),
      quantity: fc.integer({ min: 1, max: 40 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 5 }) }),
  },
);

/** An equity price `ticks` ticks of 0.05 from `price`, on the grid. */
const near = (price: number, ticks: number) => Math.max(5, price - (price % 5) + ticks * 5);

describe("random trading never leaves the books inconsistent", () => {
  it("place, modify, cancel and market moves in any order: funds, positions and orders agree after every step", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 50 });
        try {
          const client = await env.login("DEMO01");
          const scrips = await Promise.all(
            symbols.map(
              async (symbol) =>
                (await client.call(marketEndpoints.scripExchangeList, { query: { symbol } })).find(
                  (s) => s.mktSegID === 1,
                ) as Scrip,
            ),
          );
          for (const s of steps) {
            await run(client, scrips, s, (minutes) => env.clock({ advanceMs: minutes * 60_000 }));
            await expectConsistent(client);
          }
        } finally {
          await env.close();
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
    console.log(`random trading: ${JSON.stringify(seen)}`);
    expect(seen.filled).toBeGreaterThan(0);
    expect(seen.modified + seen.cancelled).toBeGreaterThan(0);
  }, 240_000);
});

const lastPrice = async (client: TradeClient, scrip: Scrip) => {
  const margin = await client.call(tradingEndpoints.batchMargin, {
    body: {
      party_code: "DEMO01",
      orders: [
        {
          segment_id: "CM",
          exchange: "NSE",
          price: 0,
          product_type: "CNC",
          token: scrip.token,
          transaction_type: "B",
          quantity: 1,
          mktSegID: 1,
        },
      ],
    },
  });
  return margin.orders[0]?.margin ?? 0;
};

async function run(
  client: TradeClient,
  scrips: Scrip[],
  s: Step,
  wait: (minutes: number) => Promise<number>,
) {
  if (s.kind === "wait") {
    await wait(s.minutes);
    return;
  }
  if (s.kind === "place") {
    const scrip = scrips[s.symbol] as Scrip;
    const ltp = await lastPrice(client, scrip);
    const price = s.type === "LIMIT" || s.type === "SL" ? near(ltp, s.offset) : 0;
    const trigger =
      s.type === "SL" || s.type === "SL-M"
        ? near(ltp, s.side === "B" ? Math.abs(s.offset) + 1 : -Math.abs(s.offset) - 1)
        : 0;
    try {
      const placed = await client.call(tradingEndpoints.placeOrder, {
        body: {
          guiOrderId: gui("prop"),
          exchangeSegment: 1,
          symbolToken: scrip.token,
          transactionType: s.side,
          productType: s.product,
          orderType: s.type,
          quantity: s.quantity,
          price: s.type === "SL" ? (s.side === "B" ? trigger + 10 : trigger - 10) : price,
          triggerPrice: trigger,
        },
      });
      seen.placed++;
      if (placed.orderStatus === "complete") seen.filled++;
    } catch (error) {
      seen.refused++;
      // A refusal is fine (funds, holdings, a rule); it must be a 4xx with a code, never a server error.
      const e = error as { status: number; code: string };
      expect(e.status).toBeGreaterThanOrEqual(400);
      expect(e.status).toBeLessThan(500);
      expect(e.code).not.toBe("");
    }
    return;
  }
  const open = await ordersOf(client, "open");
  if (open.length === 0) return;
  const order = open[s.pick % open.length];
  if (order === undefined) return;
  try {
    if (s.kind === "cancel") {
      const { results } = await client.call(tradingEndpoints.cancelOrders, {
        body: { orderIds: [order.orderId] },
      });
      if (results[0]?.cancelled) seen.cancelled++;
    } else {
      await client.call(tradingEndpoints.modifyOrder, {
        body: {
          orderId: order.orderId,
          quantity: Math.max(order.filledShares + 1, s.quantity),
          ...(order.orderType === "LIMIT" ? { price: near(order.price, s.offset) } : {}),
        },
      });
      seen.modified++;
    }
  } catch (error) {
    const e = error as { status: number };
    expect(e.status).toBeGreaterThanOrEqual(400);
    expect(e.status).toBeLessThan(500);
  }
}

async function expectConsistent(client: TradeClient) {
  await expectBooksConsistent(client, 5 * 100_000 * 100);
  const orders = await ordersOf(client);
  const positions = await positionsOf(client);
  for (const order of orders) {
    expect(order.filledShares).toBeGreaterThanOrEqual(0);
    expect(order.filledShares + order.cancelledShares).toBeLessThanOrEqual(order.quantity);
    if (order.orderStatus === "complete") expect(order.filledShares).toBe(order.quantity);
  }
  // Every position is the sum of its orders' fills.
  for (const position of positions) {
    const mine = orders.filter(
      (o) => o.symbolToken === position.symbolToken && o.productType === position.productType,
    );
    const filled = (side: "B" | "S") =>
      mine.filter((o) => o.transactionType === side).reduce((sum, o) => sum + o.filledShares, 0);
    expect(position.buyQty).toBe(filled("B"));
    expect(position.sellQty).toBe(filled("S"));
  }
  const limits = await client.funds.rmsLimit();
  expect(limits.availableMargin).toBeGreaterThanOrEqual(-limits.utilisedMargin);
}
