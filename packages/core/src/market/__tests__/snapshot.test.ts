import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSocket } from "../../__tests__/fakeSocket.js";
import { createTradeClient } from "../../client.js";
import { ConnectionError, TimeoutError } from "../../errors.js";
import { encodePacket, zeroQuote } from "../../feed/encode.js";
import { packetSize, packetType } from "../../feed/layout.js";
import { marketOf } from "../resource.js";

/** One binary frame of full packets, as the market-data socket sends them. */
function frame(...quotes: { segment: number; token: number; ltp: number }[]): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(quotes.length * packetSize[packetType.full]));
  let offset = 0;
  for (const { segment, token, ltp } of quotes) {
    const fields = {
      ...zeroQuote(segment, token),
      ltp,
      close: 284_000,
      open: 284_100,
      high: 286_000,
      low: 283_500,
      bidPrice: [ltp - 5, 0, 0, 0, 0],
      askPrice: [ltp + 5, 0, 0, 0, 0],
      bidQty: [120, 0, 0, 0, 0],
    };
    offset = encodePacket(view, offset, packetType.full, fields);
  }
  return view.buffer;
}

const client = () =>
  createTradeClient({
    baseUrl: "http://broker.test/api",
    platform: "node",
    WebSocket: FakeSocket as unknown as typeof globalThis.WebSocket,
    fetch: () => Promise.reject(new Error("no HTTP in this test")),
  });
const reliance = { segment: 1, token: 2885 };
const tcs = { segment: 1, token: 11536 };
/** Let the fake socket open (a microtask) and the snapshot subscribe. */
const opened = async () => {
  await vi.advanceTimersByTimeAsync(0);
  return FakeSocket.instances.at(-1) as FakeSocket;
};

describe("quote snapshots over the market-data socket", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("subscribes to full packets on /feed/market-data and answers in paise and rupees, then closes", async () => {
    const pending = marketOf(client()).quotes([reliance, tcs]);
    const socket = await opened();
    expect(new URL(socket.url).pathname).toBe("/feed/market-data");
    expect(socket.texts()).toEqual(["1|3|0|1|2885|1|11536|1"]);
    socket.push(frame({ ...reliance, ltp: 284_530 }, { ...tcs, ltp: 412_005 }));
    const quotes = await pending;
    expect(quotes.map((q) => [q.token, q.ltp, q.ltpRupees])).toEqual([
      [2885, 284_530, 2845.3],
      [11536, 412_005, 4120.05],
    ]);
    expect(quotes[0]?.bids[0]).toEqual({ price: 284_525, priceRupees: 2845.25, quantity: 120, orders: 0 });
    expect(quotes[0]?.changeRupees).toBe(5.3);
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
  });

  it("waits the spec's 500 ms for the rest once quotes arrive, and leaves out what never comes", async () => {
    const pending = marketOf(client()).quotes([reliance, { segment: 1, token: 123 }]);
    const socket = await opened();
    socket.push(frame({ ...reliance, ltp: 284_530 }));
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).map((q) => q.token)).toEqual([2885]);
  });

  it("gives a slow first answer the call's time-out, and answers nothing when nothing is listed", async () => {
    const pending = marketOf(client()).quotes([{ segment: 1, token: 123 }]);
    await opened();
    await vi.advanceTimersByTimeAsync(5_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual([]);
  });

  it("raises a TimeoutError when the socket does not open, and a ConnectionError when it drops", async () => {
    const never = class extends FakeSocket {
      constructor(url: string) {
        super(url);
        this.readyState = 0;
      }
      override dispatchEvent(event: Event) {
        return event.type === "open" ? false : super.dispatchEvent(event);
      }
    };
    const silent = createTradeClient({
      baseUrl: "http://broker.test/api",
      platform: "node",
      WebSocket: never as unknown as typeof globalThis.WebSocket,
      timeoutMs: 2000,
    });
    const timedOut = expect(marketOf(silent).quotes([reliance])).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(2000);
    await timedOut;

    const dropped = marketOf(client()).quotes([reliance]);
    (await opened()).drop();
    await expect(dropped).rejects.toThrow(ConnectionError);
  });

  it("refreshes a refused token once and asks again", async () => {
    const trader = client();
    const refresh = vi.spyOn(trader, "refreshNonTradeToken").mockResolvedValue(true);
    const pending = marketOf(trader).quotes([reliance]);
    (await opened()).close(4401, "token refused");
    const second = await opened();
    expect(FakeSocket.instances).toHaveLength(2);
    second.push(frame({ ...reliance, ltp: 284_530 }));
    expect((await pending).map((q) => q.ltpRupees)).toEqual([2845.3]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("asks for nothing when given nothing, and refuses a malformed instrument before connecting", async () => {
    expect(await marketOf(client()).quotes([])).toEqual([]);
    await expect(marketOf(client()).quotes([{ segment: 1, token: 0 }])).rejects.toThrow(TypeError);
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
