import {
  ConflictError,
  InvalidInputError,
  marketEndpoints,
  NotFoundError,
  type Scrip,
  type TradeClient,
  UnprocessableEntityError,
} from "@trade/core";
import {
  type Basket,
  type BasketLineInput,
  basketChangedMessage,
  basketsOf,
  maxOrdersAllowedMessage,
  selectTwoToPlaceMessage,
  validPriceMessage,
} from "@trade/core/basket";
import { priceRangeMessage } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killed, restartableSandboxes } from "../support/cli.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, ordersOf } from "../support/trading.js";

async function cashScrip(client: TradeClient, symbol: string): Promise<Scrip> {
  const listings = await client.call(marketEndpoints.scripExchangeList, { query: { symbol } });
  return listings.find((s) => s.mktSegID === 1) as Scrip;
}

const buy = (scrip: Scrip, price: number): BasketLineInput => ({
  exchangeSegment: 1,
  symbolToken: scrip.token,
  transactiontype: "B",
  producttype: "CNC",
  ordertype: "LIMIT",
  quantity: 1,
  price,
});

/** The batch order calls a client made, and how many orders each carried. */
function countingBatches(): { batches: number[]; fetch: typeof globalThis.fetch } {
  const batches: number[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).endsWith("/v5/batch-orders")) {
      const body = JSON.parse(String(init?.body ?? "{}")) as { orders?: unknown[] };
      batches.push(body.orders?.length ?? 0);
    }
    return globalThis.fetch(input, init);
  };
  return { batches, fetch };
}

describe("baskets against the sandbox, on a market frozen at 10:00 IST", () => {
  let env: TestSandbox;
  let client: TradeClient;
  const counted = countingBatches();
  let itc: Scrip;
  let ltp: number;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0, tickMs: 100 });
    client = await env.login("DEMO01", { fetch: counted.fetch });
    itc = await cashScrip(client, "ITC");
    // The margin of one share bought for delivery at market is its last price.
    const margin = await basketsOf(client).margin({ orders: [{ ...line(itc, 0), ordertype: "MARKET" }] });
    ltp = margin.orders[0]?.margin ?? 0;
    expect(ltp).toBeGreaterThan(0);
  }, 60_000);
  afterAll(() => env?.close());

  const line = (scrip: Scrip, price: number) => ({
    ...buy(scrip, price),
    tradingSymbol: scrip.tradeSymbol,
    exchange: "NSE",
    price,
    triggerPrice: 0,
  });

  it("a basket of 50 places in one batch; the line priced past the circuit is rejected with the reason, fixed and resubmitted", async () => {
    const baskets = basketsOf(client);
    const beyond = ltp * 2 - ((ltp * 2) % 5);
    const orders = Array.from({ length: 50 }, (_, i) => buy(itc, i === 17 ? beyond : ltp));
    const saved = await baskets.save({ basketName: "Fifty", orders });
    expect(saved).toMatchObject({ basketName: "Fifty", version: 1, itemCount: 50 });
    expect(saved.orders[17]).toMatchObject({
      tradingSymbol: itc.tradeSymbol,
      exchange: "NSE",
      price: beyond,
    });

    const results = await baskets.place(saved);
    expect(counted.batches).toEqual([50]);
    expect(results).toHaveLength(50);
    const rejected = results.filter((r) => r.status === "rejected");
    expect(rejected.map((r) => r.index)).toEqual([17]);
    expect(rejected[0]?.reason).toMatch(/^Enter price between the range /);
    const [low, high] = (rejected[0]?.reason ?? "")
      .replace("Enter price between the range ", "")
      .split(" - ");
    expect(rejected[0]?.reason).toBe(priceRangeMessage(low as string, high as string));
    expect(results.filter((r) => r.status !== "rejected")).toHaveLength(49);
    for (const r of results.filter((r) => r.status !== "rejected"))
      expect(["completed", "pending"]).toContain(r.status);
    const book = await ordersOf(client);
    expect(book.filter((o) => results.some((r) => r.guiOrderId === o.guiOrderId))).toHaveLength(50);

    const fixed = { index: 17, line: { ...(saved.orders[17] as Basket["orders"][number]), price: ltp } };
    const again = await baskets.resubmit(saved, [fixed]);
    expect(counted.batches).toEqual([50, 1]);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ index: 17, reason: null });
    expect(["completed", "pending"]).toContain(again[0]?.status);
    expect(again[0]?.guiOrderId).not.toBe(rejected[0]?.guiOrderId);
  }, 120_000);

  it("an update names the version read: the next version is answered, a stale one is a conflict", async () => {
    const baskets = basketsOf(client);
    const first = await baskets.save({ basketName: "Versions", orders: [buy(itc, ltp), buy(itc, ltp)] });
    const second = await baskets.update({
      basketId: first.basketId,
      version: first.version,
      orders: [buy(itc, ltp)],
    });
    expect(second).toMatchObject({ version: 2, itemCount: 1, basketName: "Versions" });
    const stale = baskets.update({ basketId: first.basketId, version: 1, orders: [] });
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(stale).rejects.toMatchObject({ status: 409, message: basketChangedMessage });
    const listed = (await baskets.list()).find((b) => b.basketId === first.basketId) as Basket;
    expect(listed).toMatchObject({ version: 2, itemCount: 1 });
  });

  it("refusals: fewer than 2 selected, more than 50 lines, a line without a price, an unknown basket", async () => {
    const baskets = basketsOf(client);
    const two = await baskets.save({ basketName: "Two", orders: [buy(itc, ltp), buy(itc, ltp)] });
    await expect(baskets.place(two, [0])).rejects.toMatchObject({ message: selectTwoToPlaceMessage });
    await expect(baskets.place(two, [0])).rejects.toBeInstanceOf(InvalidInputError);
    const many = Array.from({ length: 51 }, () => buy(itc, ltp));
    const tooMany = baskets.save({ basketName: "Many", orders: many });
    await expect(tooMany).rejects.toBeInstanceOf(UnprocessableEntityError);
    await expect(tooMany).rejects.toMatchObject({ message: maxOrdersAllowedMessage(50) });
    await expect(
      baskets.save({ basketName: "No price", orders: [{ ...buy(itc, 0) }] }),
    ).rejects.toMatchObject({
      status: 422,
      message: validPriceMessage,
    });
    await baskets.delete(two.basketId);
    expect((await baskets.list()).some((b) => b.basketId === two.basketId)).toBe(false);
    await expect(baskets.delete(two.basketId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(baskets.update({ basketId: "nope", version: 1, orders: [] })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("a fresh basket is named DAY BASKET and the market time", async () => {
    const made = await basketsOf(client).create();
    expect(made).toMatchObject({ basketName: "DAY BASKET 10:00", version: 1, itemCount: 0, orders: [] });
  });
});

describe("a basket survives a SIGKILL of the sandbox", () => {
  const sandboxes = restartableSandboxes("trade-basket-crash-");

  it("saved and updated, killed, restarted: the basket is there with its lines and version", async () => {
    const first = await sandboxes.start();
    const client = await sandboxes.login(first.url);
    const itc = await cashScrip(client, "ITC");
    const saved = await basketsOf(client).save({ basketName: "Kept", orders: [buy(itc, 40_000)] });
    const updated = await basketsOf(client).update({
      basketId: saved.basketId,
      version: 1,
      orders: [buy(itc, 40_000), { ...buy(itc, 41_000), quantity: 3 }],
    });
    await killed(first.child);

    const second = await sandboxes.start();
    const resumed = sandboxes.resume(second.url, client);
    const back = (await basketsOf(resumed).list()).find((b) => b.basketId === saved.basketId);
    expect(back).toEqual(updated);
    expect(back).toMatchObject({ version: 2, itemCount: 2 });
    await killed(second.child);
  }, 120_000);
});
