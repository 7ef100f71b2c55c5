import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FakeRequest } from "../../__tests__/fakeServer.js";
import { fail, ok } from "../../__tests__/fakeServer.js";
import { FakeSocket } from "../../__tests__/fakeSocket.js";
import type { OrderStatus } from "../../contract/orders.js";
import { tradingOf } from "../index.js";
import type { ExitAllEntry, ExitAllRun, ExitAllStart } from "../positions.js";
import { makeClient, makeOrder, makePosition } from "./fixtures.js";

/** A broker that takes batches and answers status look-ups from `states` (open until told otherwise). */
const broker = () => {
  const states = new Map<string, OrderStatus>();
  const reasons = new Map<string, string>();
  const batches: { at: number; guiOrderIds: string[] }[] = [];
  const handler = (request: FakeRequest) => {
    if (request.path === "/v5/batch-orders") {
      const orders = (request.body as { orders: { guiOrderId: string; quantity: number }[] }).orders;
      batches.push({ at: Date.now(), guiOrderIds: orders.map((order) => order.guiOrderId) });
      return ok({
        batchId: `B${batches.length}`,
        results: orders.map((order, index) => ({
          guiOrderId: order.guiOrderId,
          orderId: `O-${order.guiOrderId}`,
          status: reasons.has("batch") && index === 0 ? "rejected" : "success",
          errorCode: null,
          message: reasons.has("batch") && index === 0 ? (reasons.get("batch") ?? "") : "",
        })),
      });
    }
    if (request.path === "/report/v5/orders/status") {
      const ids = (request.query.get("guiOrderIds") ?? "").split(",");
      return ok({
        orders: ids.map((guiOrderId) => {
          const orderStatus = states.get(guiOrderId) ?? "open";
          return makeOrder({
            guiOrderId,
            orderId: `O-${guiOrderId}`,
            orderStatus,
            rejectionReason: reasons.get(guiOrderId) ?? "",
          });
        }),
      });
    }
    if (request.path === "/scripmaster/v1/max-single-qty") {
      return ok({
        TokenID: Number(request.query.get("TokenID")),
        SegmentID: Number(request.query.get("SegmentID")),
        maxSingleTransactionQty: 100,
        freezeQty: 1800,
        lotSize: 1,
      });
    }
    return fail(404, "NOT_FOUND");
  };
  return { states, reasons, batches, handler };
};

const positions = [
  makePosition({ symbolToken: 2885, tradingSymbol: "RELIANCE-EQ", netQty: 10 }),
  makePosition({ symbolToken: 11536, tradingSymbol: "TCS-EQ", netQty: -5 }),
  makePosition({ symbolToken: 1594, tradingSymbol: "INFY-EQ", netQty: 3 }),
];

const start = async (run: Promise<ExitAllStart>) => {
  const started = await run;
  if (!started.ok) throw started.error;
  return started.value;
};

const statuses = (run: ExitAllRun) => run.getSnapshot().map((entry) => entry.status);

beforeEach(() => {
  vi.useFakeTimers();
  // A Tuesday, 10:00 in Mumbai: the market is open.
  vi.setSystemTime(new Date("2026-11-24T04:30:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("positions.exitAll", () => {
  it("sends each chunk as a batch at its planned time: the first after 1 s, later ones staggered", async () => {
    const server = broker();
    const { client } = makeClient(server.handler);
    const trading = tradingOf(client);
    const startedAt = Date.now();
    const run = await start(trading.positions.exitAll(positions, { batchLimit: 1 }));
    const entries = run.getSnapshot();
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((entry) => entry.guiOrderId)).size).toBe(3);
    expect(entries.map((entry) => entry.order.transactionType)).toEqual(["S", "B", "S"]);
    expect(entries.every((entry) => entry.order.orderType === "MARKET")).toBe(true);
    const times = [...new Set(entries.map((entry) => entry.sendAfterMs))];
    expect(times).toHaveLength(3);
    expect(times[0]).toBe(1000);
    expect(times[1]).toBeGreaterThan(1000);

    let elapsed = Date.now() - startedAt;
    for (const [index, at] of times.entries()) {
      await vi.advanceTimersByTimeAsync(at - 1 - elapsed);
      expect(server.batches).toHaveLength(index);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.batches).toHaveLength(index + 1);
      expect(server.batches[index]?.guiOrderIds).toEqual(
        entries.filter((entry) => entry.chunk === index).map((entry) => entry.guiOrderId),
      );
      elapsed = at;
    }
    run.stop();
  });

  it("keeps every entry pending until its status arrives, then complete or rejected with the reason", async () => {
    const server = broker();
    const { client } = makeClient(server.handler);
    const trading = tradingOf(client);
    const run = await start(trading.positions.exitAll(positions.slice(0, 2), { batchLimit: 50 }));
    const changes: ExitAllEntry[] = [];
    run.on("entry", (entry) => changes.push(entry));
    const [first, second] = run.getSnapshot();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.batches).toHaveLength(1);
    expect(statuses(run)).toEqual(["pending", "pending"]);
    expect(run.getSnapshot().every((entry) => entry.sent)).toBe(true);
    // The first look-up (after the 300 ms status delay) still finds them open.
    await vi.advanceTimersByTimeAsync(300);
    expect(statuses(run)).toEqual(["pending", "pending"]);
    server.states.set(first!.guiOrderId, "complete");
    server.states.set(second!.guiOrderId, "rejected");
    server.reasons.set(second!.guiOrderId, "RMS:Blocked for trading");
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses(run)).toEqual(["complete", "rejected"]);
    expect(run.getSnapshot().map((entry) => entry.text)).toEqual([
      "Order Executed",
      "RMS:Blocked for trading",
    ]);
    expect(run.isFinished).toBe(true);
    const final = await run.finished;
    expect(final.map((entry) => entry.orderId)).toEqual([
      `O-${first!.guiOrderId}`,
      `O-${second!.guiOrderId}`,
    ]);
    expect(changes.some((entry) => entry.status === "complete")).toBe(true);
  });

  it("takes statuses from the order-update feed when it is connected", async () => {
    FakeSocket.instances = [];
    const server = broker();
    const { client } = makeClient(server.handler, { WebSocket: FakeSocket as unknown as typeof WebSocket });
    const trading = tradingOf(client);
    trading.feed.connect();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.instances[0] as FakeSocket;
    const run = await start(trading.positions.exitAll(positions.slice(0, 1)));
    const [entry] = run.getSnapshot();
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses(run)).toEqual(["pending"]);
    const update = makeOrder({ guiOrderId: entry!.guiOrderId, orderId: "O7", orderStatus: "complete" });
    socket.push(
      JSON.stringify({ type: "orderUpdate", orderStatus: [{ ...update, guiOrdId: update.guiOrderId }] }),
    );
    expect(statuses(run)).toEqual(["complete"]);
    expect(run.isFinished).toBe(true);
    trading.close();
  });

  it("an entry the batch rejects is rejected with the batch's message", async () => {
    const server = broker();
    server.reasons.set("batch", "Quantity freeze exceeded");
    const { client } = makeClient(server.handler);
    const run = await start(tradingOf(client).positions.exitAll(positions.slice(0, 2)));
    await vi.advanceTimersByTimeAsync(1000);
    expect(run.getSnapshot()[0]).toMatchObject({ status: "rejected", text: "Quantity freeze exceeded" });
    expect(run.getSnapshot()[1]?.status).toBe("pending");
    run.stop();
  });

  it("looks the quantity limits up once per instrument when the positions lack them, and slices by them", async () => {
    const server = broker();
    const { client, requests } = makeClient(server.handler);
    const big = makePosition({ symbolToken: 2885, netQty: 250 });
    const run = await start(tradingOf(client).positions.exitAll([big, { ...big, productType: "CNC" }]));
    const lookups = requests.filter((request) => request.path === "/scripmaster/v1/max-single-qty");
    expect(lookups).toHaveLength(1);
    // 250 sliced by the max single quantity of 100, for each of the two positions.
    expect(run.getSnapshot().map((entry) => entry.order.quantity)).toEqual([100, 100, 50, 100, 100, 50]);
    run.stop();
    expect(statuses(run).every((status) => status === "rejected")).toBe(true);
  });

  it("refuses as a whole with the planner's message: option stocks above the freeze limit, after market hours", async () => {
    const server = broker();
    const { client, requests } = makeClient(server.handler);
    const { positions: resource } = tradingOf(client);
    // An option stock (told by its instrument type) whose net quantity is above its freeze limit.
    const optionStock = {
      ...makePosition({ netQty: 2000, instrumentType: "OPTSTK" }),
      maxSingleQty: 500,
      freezeQty: 1800,
    };
    expect(await resource.exitAll([optionStock])).toMatchObject({
      ok: false,
      error: { message: "Exit all not available for option stocks above freeze limit" },
    });
    // 20:00 in Mumbai, judged by the market time the caller passes.
    const evening = Date.parse("2026-11-24T14:30:00Z");
    expect(await resource.exitAll(positions, { nowMs: evening })).toMatchObject({
      ok: false,
      error: { message: "Select & Exit is not available after market hours" },
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(requests.filter((request) => request.path === "/v5/batch-orders")).toHaveLength(0);
  });

  it("skips advance (bracket and cover) and flat positions; with nothing to exit it finishes at once", async () => {
    const server = broker();
    const { client } = makeClient(server.handler);
    const run = await start(
      tradingOf(client).positions.exitAll([
        makePosition({ isAdvance: true, productType: "BO" }),
        makePosition({ netQty: 0 }),
      ]),
    );
    expect(run.getSnapshot()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.isFinished).toBe(true);
    expect(server.batches).toHaveLength(0);
  });

  it("stop sends no further chunks", async () => {
    const server = broker();
    const { client } = makeClient(server.handler);
    const run = await start(tradingOf(client).positions.exitAll(positions, { batchLimit: 1 }));
    await vi.advanceTimersByTimeAsync(1000);
    run.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.batches).toHaveLength(1);
    expect(
      run
        .getSnapshot()
        .slice(1)
        .map((entry) => entry.text),
    ).toEqual(["Not sent: exit all was stopped", "Not sent: exit all was stopped"]);
  });
});

describe("positions", () => {
  it("lists positions and converts with the spec's success text, or the server message", async () => {
    const answers = [
      ok({ positions: [makePosition()] }),
      ok({ message: "done" }),
      fail(422, "AB1234", "Not allowed now"),
    ];
    const { client, requests } = makeClient(() => answers.shift() ?? fail(500, null));
    const { positions: resource } = tradingOf(client);
    expect(await resource.list()).toHaveLength(1);
    expect(requests[0]?.path).toBe("/report/v5/positions");
    const request = {
      exchangeSegment: 1,
      symbolToken: 2885,
      productType: "NRML",
      newProductType: "MIS",
      quantity: 10,
      transactionType: "B",
    } as const;
    expect(await resource.convert(request)).toEqual({
      ok: true,
      value: { text: "Positions has been converted from Carry Forward to Intraday" },
    });
    expect(await resource.convert(request)).toMatchObject({
      ok: false,
      title: "Positions Conversion Failed",
      error: { message: "Not allowed now", code: "AB1234" },
    });
  });
});
