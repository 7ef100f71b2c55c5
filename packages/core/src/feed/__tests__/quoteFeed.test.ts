import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeSocket } from "../../__tests__/fakeSocket.js";
import { encodePacket } from "../encode.js";
import { packetSize, packetType } from "../layout.js";
import { Quote } from "../quote.js";
import { QuoteFeed, SubscriptionLimitError } from "../quoteFeed.js";

const feeds: QuoteFeed[] = [];
afterEach(() => {
  for (const feed of feeds.splice(0)) feed.disconnect();
});

const open = async (options: Partial<ConstructorParameters<typeof QuoteFeed>[0]> = {}) => {
  FakeSocket.instances = [];
  const feed = new QuoteFeed({
    url: () => "ws://broker.test/feed/quotes",
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    notify: "message",
    ...options,
  });
  feeds.push(feed);
  feed.connect();
  await vi.waitFor(() => expect(feed.connected).toBe(true));
  return { feed, socket: () => FakeSocket.instances.at(-1) as FakeSocket };
};

const ltpFrame = (segment: number, token: number, ltp: number) => {
  const view = new DataView(new ArrayBuffer(packetSize[packetType.ltp]));
  const quote = Object.assign(new Quote(segment, token), { ltp, close: ltp - 100, time: 1 });
  encodePacket(view, 0, packetType.ltp, quote);
  return view.buffer;
};

const flushMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("QuoteFeed", () => {
  it("ten listeners on one token make one subscription; the last to leave unsubscribes", async () => {
    const { feed, socket } = await open();
    const stops = Array.from({ length: 10 }, () =>
      feed.subscribe({ segment: 1, token: 2885 }, "ltp", () => {}),
    );
    await flushMicrotasks();
    expect(socket().texts()).toEqual(["1|1|0|1|2885|1"]);
    for (const stop of stops.slice(0, 9)) stop();
    await flushMicrotasks();
    expect(socket().texts()).toHaveLength(1);
    stops[9]?.();
    await flushMicrotasks();
    expect(socket().texts()).toEqual(["1|1|0|1|2885|1", "1|1|0|1|2885|2"]);
    expect(feed.size).toBe(0);
  });

  it("delivers decoded ticks to every listener of the token, reusing one record", async () => {
    const { feed, socket } = await open();
    const seen: number[] = [];
    let record: Quote | undefined;
    feed.subscribe({ segment: 1, token: 2885 }, "ltp", (quote) => {
      seen.push(quote.ltp);
      record ??= quote;
      expect(quote).toBe(record);
    });
    const other = vi.fn();
    feed.subscribe({ segment: 1, token: 2885 }, "quote", other);
    socket().push(ltpFrame(1, 2885, 150_000));
    socket().push(ltpFrame(1, 2885, 150_005));
    socket().push(ltpFrame(1, 9999, 1)); // nobody listens
    expect(seen).toEqual([150_000, 150_005]);
    expect(other).toHaveBeenCalledTimes(2);
    expect(feed.get(1, 2885)?.ltp).toBe(150_005);
  });

  it("asks for the richest packet any listener wants, and steps down when it leaves", async () => {
    const { feed, socket } = await open();
    feed.subscribe({ segment: 2, token: 43650 }, "ltp", () => {});
    const stopFull = feed.subscribe({ segment: 2, token: 43650 }, "full", () => {});
    await flushMicrotasks();
    expect(socket().texts()).toEqual(["1|3|0|2|43650|1"]);
    stopFull();
    await flushMicrotasks();
    expect(socket().texts()).toEqual(["1|3|0|2|43650|1", "1|1|0|2|43650|1"]);
  });

  it("restores every subscription after a reconnect", async () => {
    const { feed, socket } = await open();
    for (let token = 1; token <= 1200; token++) feed.subscribe({ segment: 1, token }, "ltp", () => {});
    await flushMicrotasks();
    const first = socket();
    expect(first.texts()).toHaveLength(3); // batches of 500
    first.drop();
    await vi.waitFor(() => expect(FakeSocket.instances.length).toBe(2), { timeout: 5000 });
    await vi.waitFor(() => expect(socket().texts()).toHaveLength(3), { timeout: 5000 });
    const restored = socket()
      .texts()
      .flatMap((text) => text.split("|").slice(3, -1))
      .filter((_, i) => i % 2 === 1);
    expect(new Set(restored).size).toBe(1200);
  });

  it("refuses past the per-connection cap with a clear error", async () => {
    const { feed } = await open({ maxInstruments: 3 });
    for (let token = 1; token <= 3; token++) feed.subscribe({ segment: 1, token }, "ltp", () => {});
    expect(() => feed.subscribe({ segment: 1, token: 4 }, "ltp", () => {})).toThrow(SubscriptionLimitError);
    expect(() => feed.subscribe({ segment: 1, token: 4 }, "ltp", () => {})).toThrow(/at most 3 instruments/);
    expect(() => feed.subscribe({ segment: 1, token: 3 }, "quote", () => {})).not.toThrow();
  });

  it("a listener that throws does not stop the others nor the feed", async () => {
    const errors = vi.fn();
    const { feed, socket } = await open();
    feed.on("error", errors);
    feed.subscribe({ segment: 1, token: 1 }, "ltp", () => {
      throw new Error("boom");
    });
    const calm = vi.fn();
    feed.subscribe({ segment: 1, token: 1 }, "ltp", calm);
    socket().push(ltpFrame(1, 1, 10));
    expect(calm).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: "a quote listener threw" }));
  });

  it("in frame mode notifies at most once per animation frame", async () => {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => callbacks.push(callback));
    try {
      const { feed, socket } = await open({ notify: "frame" });
      const listener = vi.fn();
      feed.subscribe({ segment: 1, token: 1 }, "ltp", listener);
      for (let i = 0; i < 50; i++) socket().push(ltpFrame(1, 1, 100 + i));
      expect(listener).not.toHaveBeenCalled();
      expect(callbacks).toHaveLength(1);
      callbacks[0]?.(0);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener.mock.calls[0]?.[0].ltp).toBe(149);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
