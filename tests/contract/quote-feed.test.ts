import { maxInstrumentsPerConnection, QuoteFeed, SubscriptionLimitError } from "@trade/core/feed";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { startQuoteHarness } from "../support/quoteHarness.js";

type Harness = Awaited<ReturnType<typeof startQuoteHarness>>;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(options: Parameters<typeof startQuoteHarness>[0] = {}, feedOptions: object = {}) {
  const harness: Harness = await startQuoteHarness(options);
  cleanups.push(() => harness.close());
  const feed = new QuoteFeed({
    url: () => harness.url,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    notify: "message",
    ...feedOptions,
  });
  cleanups.push(() => feed.disconnect());
  feed.connect();
  await vi.waitFor(() => expect(feed.connected).toBe(true), { timeout: 5000 });
  return { harness, feed };
}

describe("the quote feed, client and server", () => {
  it("3,000 instruments over one connection: ticks for all; unsubscribing half stops theirs", async () => {
    const { feed } = await setup();
    const seen = new Map<number, number>();
    const stops = new Map<number, () => void>();
    for (let token = 1; token <= maxInstrumentsPerConnection; token++) {
      stops.set(
        token,
        feed.subscribe({ segment: 1, token }, "ltp", (quote) =>
          seen.set(quote.token, (seen.get(quote.token) ?? 0) + 1),
        ),
      );
    }
    expect(() => feed.subscribe({ segment: 1, token: 3001 }, "ltp", () => {})).toThrow(
      SubscriptionLimitError,
    );
    await vi.waitFor(() => expect(seen.size).toBe(3000), { timeout: 10_000 });
    for (let token = 1; token <= 1500; token++) stops.get(token)?.();
    // Every token still subscribed has ticked past `since`: ticks that do come, instead of a fixed wait.
    const tickedPast = (since: Map<number, number>, rounds: number) =>
      vi.waitFor(
        () => {
          for (let token = 1501; token <= 3000; token++)
            if ((seen.get(token) ?? 0) < (since.get(token) ?? 0) + rounds) throw new Error(`token ${token}`);
        },
        { timeout: 10_000 },
      );
    // Three rounds of ticks after the unsubscribe: any tick sent before the server read it has arrived.
    await tickedPast(new Map(seen), 3);
    const before = new Map(seen);
    await tickedPast(before, 2);
    for (let token = 1; token <= 1500; token++) expect(seen.get(token)).toBe(before.get(token));
    for (let token = 1501; token <= 3000; token++)
      expect(seen.get(token)).toBeGreaterThan(before.get(token) ?? 0);
    expect(feed.size).toBe(1500);
  }, 30_000);

  it("prices arrive exactly as the server sent them", async () => {
    const { harness, feed } = await setup();
    const received: { ltp: number; time: number; bid: number }[] = [];
    feed.subscribe({ segment: 1, token: 42 }, "full", (quote) =>
      received.push({ ltp: quote.ltp, time: quote.time, bid: quote.bidPrice[0] ?? 0 }),
    );
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(2), { timeout: 5000 });
    for (const { ltp, time, bid } of received) {
      const step = time - 1_764_000_000;
      expect(ltp).toBe(harness.expectedLtp(42, step));
      expect(bid).toBe(ltp - 5);
    }
  });

  it("a server that goes silent without closing is noticed, replaced, and ticks resume with every subscription", async () => {
    const { harness, feed } = await setup({}, { heartbeatMs: 100, silenceMs: 600 });
    const ticks = new Map<number, number>();
    for (let token = 1; token <= 50; token++) {
      feed.subscribe({ segment: 1, token }, "ltp", (quote) => ticks.set(quote.token, quote.ltp));
    }
    await vi.waitFor(() => expect(ticks.size).toBe(50), { timeout: 5000 });
    const reconnected = vi.fn();
    feed.on("reconnect", reconnected);
    harness.feed.silence(1500);
    const silencedAt = Date.now();
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalled(), { timeout: 5000 });
    expect(Date.now() - silencedAt).toBeLessThan(1500);
    ticks.clear();
    await vi.waitFor(() => expect(ticks.size).toBe(50), { timeout: 5000 });
  });

  it("100 closes from the server: every subscription back within 1 s each time, no listener or heap growth", async () => {
    const { harness, feed } = await setup({ tickMs: 50, instruments: 500 });
    const last = new Map<number, number>();
    for (let token = 1; token <= 200; token++)
      feed.subscribe({ segment: 1, token }, "quote", (q) => last.set(q.token, q.ltp));
    await vi.waitFor(() => expect(last.size).toBe(200), { timeout: 5000 });
    const listeners = feed.quoteListenerCount;
    const heapBefore = process.memoryUsage().heapUsed;
    for (let round = 0; round < 100; round++) {
      harness.feed.dropAll();
      const droppedAt = Date.now();
      last.clear();
      await vi.waitFor(() => expect(last.size).toBe(200), { timeout: 1000, interval: 10 });
      expect(Date.now() - droppedAt).toBeLessThan(1000);
    }
    expect(feed.quoteListenerCount).toBe(listeners);
    expect(feed.size).toBe(200);
    expect(harness.feed.connections()).toBe(1);
    (globalThis as { gc?: () => void }).gc?.();
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  }, 120_000);

  it("a bad subscription text is ignored with a logged reason and the socket stays up", async () => {
    const { harness } = await setup();
    const socket = new WebSocket(harness.url);
    cleanups.push(() => socket.close());
    await new Promise((resolve) => socket.once("open", resolve));
    socket.send(JSON.stringify({ type: "SEND_MESSAGE", text: "1|9|0|1|1|1" }));
    socket.send("{not json");
    socket.send(JSON.stringify({ type: "SEND_MESSAGE", text: "1|1|0|1|7|1" }));
    const frame = await new Promise<Buffer>((resolve) =>
      socket.once("message", (data) => resolve(data as Buffer)),
    );
    expect(frame.readUInt32LE(4)).toBe(7);
    expect(harness.logs.some((line) => line.includes("unknown packet id '9'"))).toBe(true);
    expect(harness.logs.some((line) => line.includes("not JSON"))).toBe(true);
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });

  it("the server refuses past 3,000 instruments with a clear error", async () => {
    const { harness } = await setup();
    const socket = new WebSocket(harness.url);
    cleanups.push(() => socket.close());
    await new Promise((resolve) => socket.once("open", resolve));
    const pairs = Array.from({ length: 3001 }, (_, i) => `1|${i + 1}`).join("|");
    socket.send(JSON.stringify({ type: "SEND_MESSAGE", text: `1|1|0|${pairs}|1` }));
    const message = await new Promise<string>((resolve) =>
      socket.on("message", (data, isBinary) => {
        if (!isBinary) resolve(data.toString());
      }),
    );
    expect(JSON.parse(message)).toMatchObject({ type: "ERROR", code: "SUBSCRIPTION_LIMIT" });
    expect(JSON.parse(message).message).toMatch(/at most 3000 instruments/);
  });
});

describe("the quote feed across a token renewal", () => {
  it("a refused token is refreshed and every subscription comes back on the new connection", async () => {
    const harness = await startQuoteHarness();
    cleanups.push(() => harness.close());
    let token = "harness-token";
    const refreshToken = vi.fn(async () => {
      token = "harness-token";
      return true;
    });
    const feed = new QuoteFeed({
      url: () => harness.url.replace(/token=[^&]*/, `token=${token}`),
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      notify: "message",
      refreshToken,
    });
    cleanups.push(() => feed.disconnect());
    const ticks = new Map<number, number>();
    for (let t = 1; t <= 20; t++)
      feed.subscribe({ segment: 1, token: t }, "ltp", (q) => ticks.set(q.token, q.ltp));
    token = "expired-token";
    feed.connect();
    await vi.waitFor(() => expect(refreshToken).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await vi.waitFor(() => expect(ticks.size).toBe(20), { timeout: 5000 });
  });
});
