import { priceDivider, type TradeClient } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { type OptionUnderlying, optionsOf, parityGap, yearsToExpiry } from "@trade/core/options";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

let env: TestSandbox;
let client: TradeClient;
const start = ist(11, 0);

beforeAll(async () => {
  // A frozen market: the chain, the quotes and the parity check all see one instant.
  env = await startTestSandbox({ marketStart: start, marketSpeed: 0 });
  client = await env.login("DEMO01");
});
afterAll(async () => {
  await env.close();
});

describe("the option chain against the sandbox", () => {
  it("finds an index's, a stock's and an option's underlying, and none where the spec offers none", async () => {
    const options = optionsOf(client);
    const nifty = (await options.underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    expect(nifty).toMatchObject({
      symbol: "NIFTY",
      name: "Nifty 50",
      segment: 2,
      spot: { segment: 1, token: 99926000 },
    });
    expect(nifty.expiries.length).toBeGreaterThan(3);
    const reliance = (await options.underlying({ segment: 1, token: 2885 })) as OptionUnderlying;
    expect(reliance).toMatchObject({ symbol: "RELIANCE", segment: 2 });
    const chain = await options.chain(nifty, nifty.expiries[0] as string, 10);
    const call = chain.rows[0]?.call;
    const fromOption = (await options.underlying({
      segment: 2,
      token: call?.TokenID ?? 0,
    })) as OptionUnderlying;
    expect(fromOption.symbol).toBe("NIFTY");
    // A BSE cash listing carries no derivatives link in the sandbox; ALUMINIUM is not an options-allowed commodity.
    expect(await options.underlying({ segment: 3, token: 500325 })).toMatchObject({ reason: "not-offered" });
    const [aluminium] = await marketOf(client).search("ALUMINIUM", { filter: "commodity" });
    if (aluminium !== undefined) {
      expect(await options.underlying({ segment: aluminium.mktSegID, token: aluminium.token })).toMatchObject(
        { reason: "not-offered" },
      );
    }
  });

  it("answers 30 strikes centred on the money whose prices are the quote feed's", async () => {
    const options = optionsOf(client);
    const nifty = (await options.underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    const chain = await options.chain(nifty, nifty.expiries[0] as string);
    expect(chain.rows).toHaveLength(30);
    expect(chain.rows.findIndex((row) => row.strike === chain.atmStrike)).toBe(15);
    const legs = chain.rows.flatMap((row) => [row.call, row.put]).filter((leg) => leg !== null);
    const quotes = await marketOf(client).quotes(
      legs.map((leg) => ({ segment: leg.SegmentID, token: leg.TokenID })),
    );
    const byToken = new Map(quotes.map((quote) => [quote.token, quote]));
    for (const leg of legs) {
      expect(byToken.get(leg.TokenID)?.ltp, leg.TradeSymbol).toBe(leg.ltp);
      expect(byToken.get(leg.TokenID)?.oi, leg.TradeSymbol).toBe(leg.OpenInterest);
    }
    const [spot] = await marketOf(client).quotes([{ segment: 1, token: 99926000 }]);
    expect(spot?.ltp).toBe(chain.spot);
  });

  it("keeps put-call parity within one tick near the money", async () => {
    const options = optionsOf(client);
    const nifty = (await options.underlying({ segment: 1, token: 99926000 })) as OptionUnderlying;
    const expiry = nifty.expiries[1] as string;
    const chain = await options.chain(nifty, expiry, 12);
    const years = yearsToExpiry(start, expiry, nifty.segment);
    const tick = 5; // paise, the index options' tick
    for (const row of chain.rows) {
      if (row.call === null || row.put === null) continue;
      const gap = parityGap({
        call: row.call.ltp,
        put: row.put.ltp,
        underlying: chain.spot,
        strike: row.strike,
        years,
      });
      expect(Math.abs(gap), `strike ${row.strike / priceDivider(nifty.segment)}`).toBeLessThanOrEqual(tick);
    }
  });

  it("refuses an expiry the underlying does not have", async () => {
    await expect(
      optionsOf(client).chain({ symbol: "NIFTY", segment: 2 }, "2031-01-01"),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
