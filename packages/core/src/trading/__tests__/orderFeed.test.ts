import { afterEach, describe, expect, it, vi } from "vitest";
import { ok } from "../../__tests__/fakeServer.js";
import { FakeSocket } from "../../__tests__/fakeSocket.js";
import { tradingOf } from "../index.js";
import { makeClient, makeOrder } from "./fixtures.js";

const push = (...orders: ReturnType<typeof makeOrder>[]) =>
  JSON.stringify({
    type: "orderUpdate",
    orderStatus: orders.map((order) => ({ ...order, guiOrdId: order.guiOrderId })),
  });

const connected = async (log?: (message: string, detail?: unknown) => void) => {
  FakeSocket.instances = [];
  const { client } = makeClient(() => ok({}), {
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    ...(log ? { log } : {}),
  });
  const trading = tradingOf(client);
  trading.feed.connect();
  await vi.waitFor(() => expect(FakeSocket.instances[0]?.readyState).toBe(1));
  return { client, trading, socket: FakeSocket.instances[0] as FakeSocket };
};

afterEach(() => {
  vi.useRealTimers();
});

describe("order feed", () => {
  it("connects to /feed/orders with the feed parameters and the non-trade token", async () => {
    const { trading, socket, client } = await connected();
    const url = new URL(socket.url);
    expect(url.pathname).toBe("/feed/orders");
    expect(url.searchParams.get("token")).toBe("nt-1");
    expect(url.searchParams.get("deviceId")).toBe(client.deviceId);
    expect(trading.feed.connected).toBe(true);
    trading.close();
  });

  it("emits one update per order of a push and keeps each order's latest state", async () => {
    const { trading, socket } = await connected();
    const updates: string[] = [];
    trading.feed.on("update", (order) => updates.push(`${order.guiOrderId}:${order.orderStatus}`));
    socket.push(
      push(
        makeOrder({ guiOrderId: "g1", orderId: "O1", orderStatus: "open" }),
        makeOrder({ guiOrderId: "g2", orderId: "O2", orderStatus: "rejected" }),
      ),
    );
    socket.push(push(makeOrder({ guiOrderId: "g1", orderId: "O1", orderStatus: "complete" })));
    expect(updates).toEqual(["g1:open", "g2:rejected", "g1:complete"]);
    expect(trading.feed.get("g1")?.orderStatus).toBe("complete");
    expect(trading.feed.orders().map((order) => order.orderId)).toEqual(["O2", "O1"]);
    trading.close();
  });

  it("ignores and logs malformed frames, ignores heartbeats quietly, and keeps going", async () => {
    const log = vi.fn();
    const { trading, socket } = await connected(log);
    const updates = vi.fn();
    trading.feed.on("update", updates);
    socket.push("{not json");
    socket.push(JSON.stringify({ type: "orderUpdate", orderStatus: [{ orderId: "x" }] }));
    socket.push(JSON.stringify({ type: "heartbeat", at: 1 }));
    socket.push(push(makeOrder({ guiOrderId: "g1" })));
    expect(updates).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("not JSON"));
    expect(log).toHaveBeenCalledWith(expect.stringContaining("unknown message"), expect.anything());
    trading.close();
  });

  it("waitFor resolves with the order once it matches, or at once when it already does", async () => {
    const { trading, socket } = await connected();
    const done = (order: { orderStatus: string }) => order.orderStatus === "complete";
    const waiting = trading.feed.waitFor("g1", done);
    socket.push(push(makeOrder({ guiOrderId: "g1", orderStatus: "open" })));
    socket.push(push(makeOrder({ guiOrderId: "g1", orderStatus: "complete" })));
    expect((await waiting).orderStatus).toBe("complete");
    expect((await trading.feed.waitFor("g1", done)).orderStatus).toBe("complete");
    trading.close();
  });

  it("a bracket's child legs sharing the guiOrderId do not stand in for the main leg", async () => {
    const { trading, socket } = await connected();
    const waiting = trading.feed.waitFor("g1", (order) => order.orderStatus === "complete");
    socket.push(push(makeOrder({ guiOrderId: "g1", orderId: "M1", orderStatus: "open" })));
    socket.push(
      push(
        makeOrder({
          guiOrderId: "g1",
          orderId: "T1",
          parentOrderId: "M1",
          leg: "TARGET",
          orderStatus: "complete",
        }),
      ),
    );
    socket.push(push(makeOrder({ guiOrderId: "g1", orderId: "M1", orderStatus: "complete" })));
    expect((await waiting).orderId).toBe("M1");
    trading.close();
  });

  it("waitFor rejects with a TimeoutError when nothing matches in time", async () => {
    vi.useFakeTimers();
    const { client } = makeClient(() => ok({}));
    const { feed } = tradingOf(client);
    const waiting = feed.waitFor("g9", () => true, 5000);
    const caught = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await caught).toMatchObject({ name: "TimeoutError", code: "TIMEOUT" });
  });

  it("takes frames through ingest too (replays)", () => {
    const { client } = makeClient(() => ok({}));
    const { feed } = tradingOf(client);
    const updates = vi.fn();
    feed.on("update", updates);
    feed.ingest(push(makeOrder({ guiOrderId: "g5" })));
    expect(updates).toHaveBeenCalledWith(expect.objectContaining({ guiOrderId: "g5", guiOrdId: "g5" }));
  });
});
