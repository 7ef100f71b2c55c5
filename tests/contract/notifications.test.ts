import {
  formatRupees,
  marketEndpoints,
  type NotificationMessage,
  type Scrip,
  type TradeClient,
  ValidationError,
} from "@trade/core";
import { notificationEndpoints, notificationsOf, notificationTabs } from "@trade/core/notifications";
import { tradingEndpoints } from "@trade/core/orders";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist, orderById, place } from "../support/trading.js";

/**
 * The notifications history (spec 1 §2.2 Notifications dropdown; §7 internalNotificationV4 / V3 count and status):
 * every order event a user would be told of is recorded with the event, pushed on the notifications feed, paged
 * newest first, counted while unread and marked read.
 */
describe("notifications against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let itc: Scrip;
  const pushed: NotificationMessage[] = [];

  const history = (size = 20, skip = 0, types?: readonly string[]) =>
    client.call(notificationEndpoints.history, {
      body: { size, skip, ...(types === undefined ? {} : { types: [...types] }) },
    });
  const unread = async () =>
    (await client.call(notificationEndpoints.unreadCount, { query: { status: "unread" } })).count;

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0) });
    client = await env.login("DEMO01", { platform: "node" });
    notificationsOf(client).feed.on("message", (message) => {
      if (message.type === "notification") pushed.push(message.message);
    });
    notificationsOf(client).feed.connect();
    await vi.waitFor(() => expect(notificationsOf(client).feed.connected).toBe(true), { timeout: 5000 });
    const scrips = await client.call(marketEndpoints.scripExchangeList, { query: { symbol: "ITC" } });
    itc = scrips.find((s) => s.mktSegID === 1) as Scrip;
  });
  afterAll(async () => {
    client.close();
    await env.close();
  });

  it("starts empty, and every tab of an empty history says there is nothing more", async () => {
    expect(await unread()).toBe(0);
    for (const types of Object.values(notificationTabs)) {
      expect(await history(20, 0, types)).toEqual({ history: [], next_page: false, skip: 0 });
    }
  });

  it("tells of an executed, a placed, a modified, a cancelled and a rejected order, newest first, and pushes each", async () => {
    const order = { exchangeSegment: 1, symbolToken: itc.token, productType: "MIS" as const, quantity: 2 };
    const market = await place(client, { ...order, transactionType: "B", orderType: "MARKET" });
    expect(market).toMatchObject({ ok: true });
    // A sell limit 4 % above the fill (within the circuit limits) waits.
    const filled = await orderById(client, market.ok ? market.result.orderId : "");
    const away = Math.round((filled.averagePrice * 1.04) / 5) * 5;
    const resting = await place(client, { ...order, transactionType: "S", orderType: "LIMIT", price: away });
    expect(resting).toMatchObject({ ok: true });
    const restingId = resting.ok ? resting.result.orderId : "";
    await client.call(tradingEndpoints.modifyOrder, { body: { orderId: restingId, quantity: 3 } });
    await client.call(tradingEndpoints.cancelOrders, { body: { orderIds: [restingId] } });
    const rejected = await place(client, {
      ...order,
      transactionType: "B",
      orderType: "MARKET",
      productType: "CNC",
      quantity: 9_000_000,
    });
    expect(rejected.ok).toBe(false);

    const { history: list } = await history();
    expect(list.map((m) => [m.title, m.body, m.state])).toEqual([
      ["Order Rejected", "Buy order rejected", "rejected"],
      ["Order Cancelled", "Sell order cancelled", "cancelled"],
      ["Order Modified", "Sell order modified", "modified"],
      ["Order Placed", "Sell order placed", "open"],
      ["Order Executed", "Buy order executed", "complete"],
    ]);
    const executed = list[4] as NotificationMessage;
    expect(executed.detail).toMatch(new RegExp(`^2 ${itc.tradeSymbol} at ₹\\d[\\d,]*\\.\\d{2}$`));
    expect(executed.type).toBe("trade_notification");
    expect(executed.read).toBe(false);
    expect(executed.action?.redirection_url).toBe("/trade/orders/history");
    expect(list[3]?.detail).toBe(`2 ${itc.tradeSymbol} at ${formatRupees(away)}`);
    expect(list[3]?.action?.redirection_url).toBe("/trade/orders/open");
    expect(
      list.every((m, i) => i === 0 || (list[i - 1] as NotificationMessage).received_at >= m.received_at),
    ).toBe(true);
    await vi.waitFor(() =>
      expect(pushed.map((m) => m.messageId).sort()).toEqual(list.map((m) => m.messageId).sort()),
    );
    expect(await unread()).toBe(5);
  });

  it("pages by size and skip, and narrows to a tab's kinds", async () => {
    const first = await history(2, 0);
    expect(first.history).toHaveLength(2);
    expect(first).toMatchObject({ next_page: true, skip: 2 });
    const second = await history(2, first.skip);
    const third = await history(2, second.skip);
    expect(third).toMatchObject({ next_page: false, skip: 5 });
    expect(third.history).toHaveLength(1);
    const all = [...first.history, ...second.history, ...third.history].map((m) => m.messageId);
    expect(new Set(all).size).toBe(5);
    expect((await history(20, 0, notificationTabs.Orders)).history).toHaveLength(5);
    expect((await history(20, 0, notificationTabs.Funds)).history).toEqual([]);
    expect((await history(20, 0, notificationTabs.Alerts)).history).toEqual([]);
  });

  it("marks one read, then all, and ignores ids that are not the client's", async () => {
    const { history: list } = await history();
    const other = await env.login("DEMO02", { platform: "node" });
    const foreign = await other.call(notificationEndpoints.markRead, {
      body: { message_ids: [(list[0] as NotificationMessage).messageId], update_all: false, status: "read" },
    });
    expect(foreign.updated).toBe(0);
    expect(await unread()).toBe(5);
    const one = await client.call(notificationEndpoints.markRead, {
      body: {
        message_ids: [(list[0] as NotificationMessage).messageId, "not-an-id"],
        update_all: false,
        status: "read",
      },
    });
    expect(one.updated).toBe(1);
    expect(await unread()).toBe(4);
    expect((await history(1)).history[0]?.read).toBe(true);
    const all = await client.call(notificationEndpoints.markRead, {
      body: { message_ids: [], update_all: true, status: "read" },
    });
    expect(all.updated).toBe(4);
    expect(await unread()).toBe(0);
    other.close();
  });

  it("refuses a malformed page before it leaves the SDK (the sandbox's own refusals: malformed.property.test.ts)", async () => {
    await expect(history(0, 0)).rejects.toBeInstanceOf(ValidationError);
    await expect(history(20, -1)).rejects.toBeInstanceOf(ValidationError);
  });
});
