import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, ok } from "../../__tests__/fakeServer.js";
import { InvalidInputError, UnprocessableEntityError } from "../../errors.js";
import { isOk, unwrap } from "../../outcome.js";
import { builtInConfig } from "../../resources/config.js";
import { tradingOf } from "../index.js";
import { limitBuy, makeClient, makePosition, placeResultOf } from "./fixtures.js";

const requestIdOf = (headers: Headers) => headers.get("X-Request-ID") ?? "";

describe("one result shape: place, modify and cancel answer an Outcome", () => {
  it("an order rejected inside a successful answer is an UnprocessableEntityError with the call's request id", async () => {
    const { client, requests } = makeClient(() =>
      ok({
        ...placeResultOf("g1", "O7"),
        status: "rejected",
        orderStatus: "rejected",
        text: "Exchange closed",
      }),
    );
    const outcome = await tradingOf(client).orders.place({ ...limitBuy, price: 250_000 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toBeInstanceOf(UnprocessableEntityError);
    expect(outcome.error).toMatchObject({ code: "REJECTED", message: "Exchange closed" });
    expect(outcome.error.requestId).toBe(requestIdOf(requests[0]?.headers ?? new Headers()));
    expect(outcome.orderId).toBe("O7");
  });

  it("a refused modification is an outcome with the server's code, message and request id, not a throw", async () => {
    const { client, requests } = makeClient(() =>
      fail(422, "ORDER-NOT-MODIFIABLE", "The order is complete and cannot be modified"),
    );
    const outcome = await tradingOf(client).orders.modify({ orderId: "O1", price: 250_000 });
    expect(outcome).toMatchObject({
      ok: false,
      orderId: "O1",
      error: {
        status: 422,
        code: "ORDER-NOT-MODIFIABLE",
        message: "The order is complete and cannot be modified",
      },
    });
    expect(!outcome.ok && outcome.error.requestId).toBe(requestIdOf(requests[0]?.headers ?? new Headers()));
  });

  it("a modification that goes through answers its value", async () => {
    const { client } = makeClient(() => ok({ orderId: "O1", orderStatus: "open", text: "" }));
    const outcome = await tradingOf(client).orders.modify({ orderId: "O1", price: 250_000 });
    expect(unwrap(outcome)).toEqual({ orderId: "O1", orderStatus: "open", text: "" });
  });

  it("cancel of one id answers one outcome; of a list, one per id, refusals in the server's words", async () => {
    const { client } = makeClient((request) => {
      const ids = (request.body as { orderIds: string[] }).orderIds;
      return ok({
        results: ids.map((orderId) =>
          orderId === "O2"
            ? { orderId, cancelled: false, message: "Order already executed", errorCode: "ORDER-COMPLETE" }
            : { orderId, cancelled: true, message: "", errorCode: null },
        ),
      });
    });
    const { orders } = tradingOf(client);
    expect(await orders.cancel("O1")).toEqual({ ok: true, value: { orderId: "O1" } });
    const [first, second] = await orders.cancel(["O1", "O2"]);
    expect(first).toEqual({ ok: true, value: { orderId: "O1" } });
    expect(second).toMatchObject({
      ok: false,
      orderId: "O2",
      error: { code: "ORDER-COMPLETE", message: "Order already executed" },
    });
    expect(second?.ok === false && second.error).toBeInstanceOf(UnprocessableEntityError);
  });

  it("a cancel call refused as a whole refuses every id with its error", async () => {
    const { client } = makeClient(() => fail(404, "ORDER-NOT-FOUND", "No such order"));
    const outcomes = await tradingOf(client).orders.cancel(["X1", "X2"]);
    expect(outcomes.map((outcome) => !outcome.ok && [outcome.orderId, outcome.error.code])).toEqual([
      ["X1", "ORDER-NOT-FOUND"],
      ["X2", "ORDER-NOT-FOUND"],
    ]);
  });

  it("unwrap throws the refusal's error; isOk tells the arms apart", async () => {
    const { client } = makeClient(() => fail(422, "RMS1011", "Insufficient funds"));
    const outcome = await tradingOf(client).orders.modify({ orderId: "O1", quantity: 2 });
    expect(isOk(outcome)).toBe(false);
    expect(() => unwrap(outcome)).toThrow("Insufficient funds");
  });
});

describe("positions a script can act on", () => {
  it("lists each position with total, realised and unrealised P&L at its last price, paise and rupees", async () => {
    const partlyClosed = makePosition({
      netQty: 5,
      buyQty: 10,
      sellQty: 5,
      buyAmount: 2_500_000,
      sellAmount: 1_300_000,
      realisedPnl: 50_000,
      ltp: 255_000,
    });
    const { client } = makeClient(() => ok({ positions: [partlyClosed] }));
    const [position] = await tradingOf(client).positions.list();
    expect(position?.pnl).toEqual({
      total: 75_000,
      realised: 50_000,
      unrealised: 25_000,
      totalRupees: 750,
      realisedRupees: 500,
      unrealisedRupees: 250,
    });
  });

  it("exit sends the open quantity to the partial-position call, same product; the broker takes the side", async () => {
    const { client, requests } = makeClient((request) =>
      ok(placeResultOf((request.body as { guiOrderId: string }).guiOrderId)),
    );
    const { positions } = tradingOf(client);
    const long = await positions.exit(makePosition({ netQty: 10, productType: "MIS" }));
    const short = await positions.exit(makePosition({ netQty: -3, productType: "NRML" }));
    expect(long.ok && short.ok).toBe(true);
    expect(requests.map((request) => request.path)).toEqual([
      "/v5/order/partial-position",
      "/v5/order/partial-position",
    ]);
    expect(requests.map((request) => request.body)).toMatchObject([
      { exchangeSegment: 1, symbolToken: 2885, productType: "MIS", quantity: 10 },
      { exchangeSegment: 1, symbolToken: 2885, productType: "NRML", quantity: 3 },
    ]);
  });

  it("an exit the broker refuses (the position is gone) is an outcome with its code", async () => {
    const { client } = makeClient(() => fail(404, "POSITION-NOT-FOUND", "There is no open position to exit"));
    const outcome = await tradingOf(client).positions.exit(makePosition({ netQty: 10 }));
    expect(outcome).toMatchObject({
      ok: false,
      error: { status: 404, code: "POSITION-NOT-FOUND", message: "There is no open position to exit" },
    });
  });

  it("exit refuses a flat position and an advance one before sending, in words", async () => {
    const { client, requests } = makeClient(() => ok({}));
    const { positions } = tradingOf(client);
    const flat = await positions.exit(makePosition({ netQty: 0 }));
    const advance = await positions.exit(makePosition({ isAdvance: true, productType: "BO" }));
    expect(flat).toMatchObject({
      ok: false,
      error: { message: "This position has no open quantity to exit" },
    });
    expect(advance).toMatchObject({
      ok: false,
      error: { message: "For Advance trades, you can square off only from the Open Orders tab." },
    });
    expect(!flat.ok && flat.error).toBeInstanceOf(InvalidInputError);
    expect(requests).toHaveLength(0);
  });
});

describe("exit all judges market hours by the server's market clock", () => {
  const limits = {
    TokenID: 2885,
    SegmentID: 1,
    maxSingleTransactionQty: 100,
    freezeQty: 1800,
    lotSize: 1,
  };
  beforeEach(() => {
    vi.useFakeTimers();
    // 20:00 in Mumbai on a Tuesday by this machine's clock: after market hours.
    vi.setSystemTime(new Date("2026-11-24T14:30:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts when the server's market clock says 10:00, though the machine's says 20:00", async () => {
    const marketTime = Date.parse("2026-11-24T04:30:00Z");
    const { client } = makeClient((request) =>
      request.path === "/discovery/v1/get-sparkweb-config"
        ? ok({ ...builtInConfig, environment: "sandbox", marketTime })
        : request.path === "/scripmaster/v1/max-single-qty"
          ? ok(limits)
          : ok({ batchId: "B1", results: [] }),
    );
    const started = await tradingOf(client).positions.exitAll([makePosition()]);
    expect(started.ok).toBe(true);
    if (started.ok) started.value.stop();
  });

  it("refuses after hours when the server gives no market clock (the machine's clock then)", async () => {
    const { client } = makeClient((request) =>
      request.path === "/scripmaster/v1/max-single-qty" ? ok(limits) : fail(404, "NOT_FOUND"),
    );
    const started = await tradingOf(client).positions.exitAll([makePosition()]);
    expect(started).toMatchObject({
      ok: false,
      error: { code: "EXIT-REFUSED", message: "Select & Exit is not available after market hours" },
    });
  });
});
