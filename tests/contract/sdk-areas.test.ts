import { createTradeClient, type TradeClient, ValidationError } from "@trade/core";
import { marketOf } from "@trade/core/market";
import { notificationsOf } from "@trade/core/notifications";
import { nudgesOf } from "@trade/core/nudges";
import { tradingOf } from "@trade/core/orders";
import { watchlistsOf } from "@trade/core/watchlist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * Every area reached one way (docs/architecture.md, "One way into the API"): `<area>Of(client)` from the area's
 * entry, one resource per client. Market data a script reads without touching the binary feed: search with the
 * session's user and account type, one instrument by token (a scrip or an index), quote snapshots in paise and rupees.
 */
describe("the SDK's areas against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;

  beforeAll(async () => {
    // A frozen market at 10:00 IST: two snapshots see the same prices.
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    client = await env.login("DEMO01");
  });
  afterAll(async () => {
    client.close();
    await env.close();
  });

  it("hands out one resource per client and area", () => {
    expect(marketOf(client)).toBe(marketOf(client));
    expect(tradingOf(client)).toBe(tradingOf(client));
    expect(watchlistsOf(client)).toBe(watchlistsOf(client));
    expect(notificationsOf(client).feed).toBe(notificationsOf(client).feed); // one feed per client
    expect(marketOf(env.client())).not.toBe(marketOf(client));
  });

  it("searches with the user and account type of the session, without being told them", async () => {
    const found = await marketOf(client).search("infy", { filter: "equity" });
    expect(found[0]).toMatchObject({ symbolName: "INFY", token: 1594, mktSegID: 1 });
    expect(client.profile.current?.ClientCode).toBe("DEMO01");
    await expect(marketOf(client).search("i")).rejects.toBeInstanceOf(ValidationError);
  });

  it("looks an instrument up by token: a scrip or an index (from the scrip master, else the index master), else null", async () => {
    expect(await marketOf(client).instrument({ segment: 1, token: 2885 })).toMatchObject({
      tradeSymbol: "RELIANCE-EQ",
      exchName: "NSE",
      instName: "EQ",
      index: false,
      scrip: { token: 2885, mktSegID: 1 },
    });
    const nifty = await marketOf(client).instrument({ segment: 1, token: 99926000 });
    expect(nifty).toMatchObject({
      tradeSymbol: "Nifty 50",
      name: "Nifty 50",
      instName: "INDEX",
      index: true,
    });
    expect(await marketOf(client).instrument({ segment: 1, token: 123 })).toBeNull();
  });

  it("reads quotes of several instruments in paise and rupees, with five levels of depth, and leaves out unknown ones", async () => {
    const asked = [
      { segment: 1, token: 1594 },
      { segment: 1, token: 123 },
      { segment: 1, token: 2885 },
    ];
    const quotes = await marketOf(client).quotes(asked);
    expect(quotes.map((q) => [q.segment, q.token])).toEqual([
      [1, 1594],
      [1, 2885],
    ]);
    for (const quote of quotes) {
      expect(quote.ltp).toBeGreaterThan(0);
      expect(quote.ltpRupees).toBe(quote.ltp / 100);
      expect(quote.closeRupees).toBe(quote.close / 100);
      expect(quote.low).toBeLessThanOrEqual(quote.ltp);
      expect(quote.high).toBeGreaterThanOrEqual(quote.ltp);
      expect(quote.bids).toHaveLength(5);
      expect(quote.asks).toHaveLength(5);
      const [bestBid, bestAsk] = [quote.bids[0], quote.asks[0]];
      expect(bestBid?.price).toBeLessThan(bestAsk?.price ?? 0);
      expect(bestBid?.priceRupees).toBe((bestBid?.price ?? 0) / 100);
      expect(bestBid?.quantity).toBeGreaterThan(0);
    }
    // The market is frozen: a second look sees the same price.
    const again = await marketOf(client).quote({ segment: 1, token: 2885 });
    expect(again?.ltp).toBe(quotes[1]?.ltp);
    expect(await marketOf(client).quote({ segment: 1, token: 123 }, { timeoutMs: 1000 })).toBeUndefined();
  });

  it("says what is missing when no WebSocket is given, and refuses a malformed instrument", async () => {
    const bare = createTradeClient({ baseUrl: `${env.sandbox.url}/api`, platform: "node" });
    const hadGlobal = "WebSocket" in globalThis;
    const saved = globalThis.WebSocket;
    // Node 22 has a global WebSocket; Node 20 has none, which is what this asks about.
    Reflect.deleteProperty(globalThis, "WebSocket");
    try {
      await expect(marketOf(bare).quotes([{ segment: 1, token: 2885 }])).rejects.toThrow(
        /pass one \(in Node 20, `ws`\) as the WebSocket option/,
      );
    } finally {
      if (hadGlobal) globalThis.WebSocket = saved;
    }
    await expect(marketOf(client).quotes([{ segment: 1, token: -5 }])).rejects.toThrow(/positive/);
  });

  it("reads the notifications and marks them read", async () => {
    const notifications = notificationsOf(client);
    expect(await notifications.unreadCount()).toEqual({ count: 0 });
    expect(await notifications.history({ size: 20, skip: 0, tab: "Orders" })).toEqual({
      history: [],
      next_page: false,
      skip: 0,
    });
    expect(await notifications.markRead()).toEqual({ updated: 0 });
  });

  it("lists a dormant client's nudges and deletes one, which is not supplied again", async () => {
    const dormant = await env.login("DEMO05");
    const [banner] = (await nudgesOf(dormant).list("WATCHLIST")).filter((n) => n.module === "banner");
    expect(banner?.plcHoldrID).toBe("WATCHLIST");
    expect(await nudgesOf(dormant).delete(banner as NonNullable<typeof banner>)).toEqual({ deleted: true });
    const after = await nudgesOf(dormant).list("WATCHLIST");
    expect(after.map((n) => n.nudgeId)).not.toContain(banner?.nudgeId);
    await expect(
      nudgesOf(dormant).delete({ ...(banner as NonNullable<typeof banner>), message_id: undefined }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
