import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, ok } from "../../__tests__/fakeServer.js";
import { Trading, tradingOf } from "../index.js";
import { isScheduledOrderId, newGuiOrderId } from "../orders.js";
import { makeClient, makeOrder, placeResultOf } from "./fixtures.js";

const buy = {
  exchangeSegment: 1,
  symbolToken: 2885,
  transactionType: "B",
  productType: "MIS",
  orderType: "MARKET",
  quantity: 1,
} as const;

afterEach(() => {
  vi.useRealTimers();
});

describe("orders.place", () => {
  it("gives the order a guiOrderId when the caller has none, and answers placed", async () => {
    const { client, requests } = makeClient((request) =>
      ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId)),
    );
    const outcome = await tradingOf(client).orders.place(buy);
    expect(outcome.ok).toBe(true);
    const sent = requests[0]?.body as { guiOrderId: string };
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.path).toBe("/v5/order");
    expect(sent.guiOrderId).toMatch(/^[A-Za-z0-9]{8,64}$/);
    expect(outcome.ok && outcome.value.guiOrderId).toBe(sent.guiOrderId);
    expect(outcome.ok && outcome.value.orderId).toBe("O1");
  });

  it("keeps the caller's guiOrderId", async () => {
    const { client, requests } = makeClient(() => ok(placeResultOf("mine-1")));
    await tradingOf(client).orders.place({ ...buy, guiOrderId: "mine-1" });
    expect(requests[0]?.body).toMatchObject({ guiOrderId: "mine-1" });
  });

  it("a retried place keeps the same guiOrderId", async () => {
    let calls = 0;
    const { client, requests } = makeClient((request) => {
      calls++;
      if (calls === 1) return { status: 503, text: "busy" };
      return ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId));
    });
    const outcome = await tradingOf(client).orders.place(buy);
    expect(outcome.ok).toBe(true);
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((request) => (request.body as { guiOrderId: string }).guiOrderId);
    expect(first).toBe(second);
    expect(outcome.ok && outcome.value.guiOrderId).toBe(first);
  });

  it("maps an RMS1011 rejection (HTTP 422 with data) to a rejected outcome with the funds prompt", async () => {
    const { client } = makeClient((request) => ({
      status: 422,
      json: {
        status: false,
        message: "RMS:Margin Exceeds,Required:1000.00, Available:10.00",
        errorCode: "RMS1011",
        data: {
          orderId: "O9",
          guiOrderId: (request.body as { guiOrderId: string }).guiOrderId,
          status: "rejected",
        },
      },
    }));
    const outcome = await tradingOf(client).orders.place(buy);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: "RMS1011", message: "RMS:Margin Exceeds,Required:1000.00, Available:10.00" },
      orderId: "O9",
      presentation: { kind: "funds-prompt" },
    });
  });

  it("shows the server message for AB11053 and the price-range details for RMS1006", async () => {
    const answers = [
      fail(422, "AB11053", "Order value too high"),
      fail(422, "RMS1006", "Price out of range"),
    ];
    const { client } = makeClient(() => answers.shift() ?? fail(500, null));
    const { orders } = tradingOf(client);
    const first = await orders.place(buy);
    expect(first).toMatchObject({
      ok: false,
      error: { code: "AB11053", message: "Order value too high" },
      presentation: { kind: "server-message" },
    });
    const second = await orders.place(buy);
    expect(second).toMatchObject({ ok: false, error: { code: "RMS1006" } });
    expect(!second.ok && second.presentation.kind).toBe("details");
  });

  it("throws what is not a placing outcome: the caller's invalid payload, session failures", async () => {
    const { client, requests } = makeClient(() => fail(401, "AB1011", "Token missing"));
    const { orders } = tradingOf(client);
    await expect(orders.place({ ...buy, symbolToken: 1.5 })).rejects.toMatchObject({ code: "VALIDATION" });
    expect(requests).toHaveLength(0);
  });
});

describe("orders.status", () => {
  it("looks the status up after the 300 ms delay", async () => {
    vi.useFakeTimers();
    const { client, requests } = makeClient(() => ok({ orders: [makeOrder({ guiOrderId: "g1" })] }));
    const { orders } = tradingOf(client);
    const pending = orders.status(["g1", "g2"]);
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const found = await pending;
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe("/report/v5/orders/status");
    expect(requests[0]?.query.get("guiOrderIds")).toBe("g1,g2");
    expect(found[0]?.orderStatus).toBe("complete");
  });

  it("takes the delay from the options", async () => {
    vi.useFakeTimers();
    const { client, requests } = makeClient(() => ok({ orders: [] }));
    const { orders } = new Trading(client, { statusDelayMs: 1000 });
    const pending = orders.status("g1");
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(requests).toHaveLength(1);
    const immediate = orders.status("g1", { delayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    await immediate;
    expect(requests).toHaveLength(2);
  });

  it("placeAndFollow places, waits, then looks the order up; a rejected order becomes a rejected outcome", async () => {
    vi.useFakeTimers();
    const { client, requests } = makeClient((request) => {
      if (request.path === "/v5/order") {
        return ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId));
      }
      const guiOrderId = request.query.get("guiOrderIds") ?? "";
      return ok({
        orders: [
          makeOrder({
            guiOrderId,
            orderStatus: "rejected",
            errorCode: "RMS1011",
            rejectionReason: "Insufficient funds",
          }),
        ],
      });
    });
    const pending = tradingOf(client).orders.placeAndFollow(buy);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    const outcome = await pending;
    expect(requests).toHaveLength(2);
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: "RMS1011", message: "Insufficient funds" },
      presentation: { kind: "funds-prompt" },
    });
  });
});

describe("orders.placeAndFollow", () => {
  it("a failed look-up leaves the placed outcome, without the order", async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const { client } = makeClient(
      (request) =>
        request.path === "/v5/order"
          ? ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId))
          : fail(404, "NOT_FOUND"),
      { log },
    );
    const pending = tradingOf(client).orders.placeAndFollow(buy);
    await vi.advanceTimersByTimeAsync(300);
    const outcome = await pending;
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.value.order).toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("status look-up"), expect.anything());
  });

  it("an unknown error code on the looked-up order reads 'something went wrong'", async () => {
    vi.useFakeTimers();
    const { client } = makeClient((request) =>
      request.path === "/v5/order"
        ? ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId))
        : ok({
            orders: [makeOrder({ orderStatus: "rejected", errorCode: "EX9999", text: "Exchange down" })],
          }),
    );
    const pending = tradingOf(client).orders.placeAndFollow(buy);
    await vi.advanceTimersByTimeAsync(300);
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: false, error: { code: "EX9999", message: "Exchange down" } });
    expect(!outcome.ok && outcome.presentation.kind).toBe("something-went-wrong");
  });
});

describe("orders: lists, cancel, batches, config", () => {
  it("lists by status, cancels scheduled ids through cancel-schedule", async () => {
    const { client, requests } = makeClient((request) => {
      if (request.path === "/report/v5/orders") return ok({ orders: [makeOrder()] });
      const ids = (request.body as { orderIds: string[] }).orderIds;
      return ok({
        results: ids.map((orderId) => ({ orderId, cancelled: true, message: "", errorCode: null })),
      });
    });
    const { orders } = tradingOf(client);
    expect(await orders.list("open")).toHaveLength(1);
    expect(requests[0]?.query.get("status")).toBe("open");
    const outcomes = await orders.cancel(["O1", "SE123", "O2"]);
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.orderId : outcome.orderId))).toEqual([
      "O1",
      "O2",
      "SE123",
    ]);
    expect(requests[1]?.path).toBe("/v5/order/cancel");
    expect(requests[1]?.body).toEqual({ orderIds: ["O1", "O2"] });
    expect(requests[2]?.path).toBe("/v5/batch-orders/cancel-schedule");
    expect(isScheduledOrderId("SE123")).toBe(true);
  });

  it("gives every batch order a guiOrderId", async () => {
    const { client, requests } = makeClient((request) => {
      const body = request.body as { orders: { guiOrderId: string }[] };
      return ok({
        batchId: "B1",
        results: body.orders.map((order) => ({
          guiOrderId: order.guiOrderId,
          orderId: "O1",
          status: "success",
          errorCode: null,
          message: "",
        })),
      });
    });
    const placed = await tradingOf(client).orders.placeBatch([buy, { ...buy, guiOrderId: "keep" }], {
      isAsync: true,
    });
    const sent = requests[0]?.body as { orders: { guiOrderId: string }[]; isAsync: boolean };
    expect(sent.isAsync).toBe(true);
    expect(sent.orders[1]?.guiOrderId).toBe("keep");
    expect(sent.orders[0]?.guiOrderId).toBe(placed.orders[0]?.guiOrderId);
    expect(placed.results).toHaveLength(2);
  });

  it("fetches the scheduled time config once", async () => {
    const config = {
      PREMARKET: { sendAt: 32_400 },
      MARKET: { sendAt: 33_300 },
      CUSTOM: { from: 33_300, to: 55_800 },
    };
    const { client, requests } = makeClient(() => ok(config));
    const { orders } = tradingOf(client);
    const [first, second] = await Promise.all([orders.scheduledTimeConfig(), orders.scheduledTimeConfig()]);
    expect(await orders.scheduledTimeConfig()).toEqual(config);
    expect(first).toBe(second);
    expect(requests).toHaveLength(1);
  });

  it("makes distinct guiOrderIds", () => {
    const ids = new Set(Array.from({ length: 100 }, newGuiOrderId));
    expect(ids.size).toBe(100);
  });
});
