import { InvalidInputError, type TradeClient } from "@trade/core";
import { addStrategyToBasket, basketsOf, maxOrdersAllowedMessage, strategyMargin } from "@trade/core/basket";
import {
  draftLegsOf,
  type OptionUnderlying,
  optionsOf,
  positionsOf,
  strategyById,
} from "@trade/core/options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

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

describe("strategies against the sandbox, on a market frozen at 11:00 IST", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let nifty: OptionUnderlying;
  const counted = countingBatches();

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(11, 0), marketSpeed: 0 });
    client = await env.login("DEMO01", { fetch: counted.fetch });
    nifty = (await optionsOf(client).underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
  }, 60_000);
  afterAll(() => env?.close());

  async function bullCallSpread(lots = 1) {
    const chain = await optionsOf(client).chain(nifty, nifty.expiries[0] as string);
    const strategy = strategyById("bull-call-spread");
    const drafts = strategy && draftLegsOf(strategy, chain, lots);
    const positions = drafts && positionsOf(drafts, chain);
    if (positions === undefined) throw new Error("no Bull Call Spread on the chain");
    return { chain, positions };
  }

  it("a Bull Call Spread's legs place as one basket: one batch call of both legs, each looked up", async () => {
    const { chain, positions } = await bullCallSpread();
    const step = (chain.rows[1]?.strike ?? 0) - (chain.rows[0]?.strike ?? 0);
    expect(positions.map((p) => [p.side, p.optionType, p.strike])).toEqual([
      ["B", "CE", chain.atmStrike],
      ["S", "CE", chain.atmStrike + 2 * step],
    ]);
    const margin = await strategyMargin(client, positions, nifty.lotSize);
    expect(margin.orders).toHaveLength(2);
    expect(margin.totalMargin).toBeGreaterThan(0);

    const basket = await addStrategyToBasket(client, positions, nifty.lotSize, {
      basketName: "NIFTY Bull Call Spread",
    });
    expect(basket).toMatchObject({ basketName: "NIFTY Bull Call Spread", itemCount: 2, version: 1 });
    expect(basket.orders.map((line) => [line.symbolToken, line.transactiontype, line.quantity])).toEqual(
      positions.map((p) => [p.contract.TokenID, p.side, nifty.lotSize]),
    );
    const before = counted.batches.length;
    const results = await basketsOf(client).place(basket);
    expect(counted.batches.slice(before)).toEqual([2]);
    expect(results.map((r) => r.index)).toEqual([0, 1]);
    for (const result of results) expect(["completed", "pending"]).toContain(result.status);
  }, 60_000);

  it("adds to the end of an existing basket, and refuses legs past 50 whole, before sending", async () => {
    const { positions } = await bullCallSpread();
    const first = await addStrategyToBasket(client, positions, nifty.lotSize, { basketName: "Spreads" });
    const second = await addStrategyToBasket(client, positions, nifty.lotSize, { basket: first });
    expect(second).toMatchObject({ basketId: first.basketId, version: 2, itemCount: 4 });

    const full = await addStrategyToBasket(
      client,
      Array.from({ length: 23 }, () => positions).flat(),
      nifty.lotSize,
      { basket: second },
    );
    expect(full.itemCount).toBe(50);
    const refused = addStrategyToBasket(client, positions, nifty.lotSize, { basket: full });
    await expect(refused).rejects.toBeInstanceOf(InvalidInputError);
    const again = await basketsOf(client).list();
    expect(again.find((b) => b.basketId === full.basketId)?.itemCount).toBe(50);
    const partly = addStrategyToBasket(client, positions, nifty.lotSize, {
      basket: { ...full, orders: full.orders.slice(0, 49) },
    });
    await expect(partly).rejects.toMatchObject({ message: maxOrdersAllowedMessage(50) });
  }, 60_000);
});
