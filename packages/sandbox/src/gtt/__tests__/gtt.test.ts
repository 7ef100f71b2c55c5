import { istDateKey, istDay } from "@trade/core";
import {
  type GttCreateRequest,
  gttExpiryDayMessage,
  gttNotPendingMessage,
  sellGttNotAvailableMessage,
  sellGttNotAvailableTitle,
} from "@trade/core/gtt";
import { accountFactsOf } from "@trade/core/orders";
import { describe, expect, it } from "vitest";
import { Clients } from "../../store/clients.js";
import { engineOverFakeMarket, ist } from "../../trading/__tests__/fakeMarket.js";
import { GttEvaluator, gttExpiredReason } from "../evaluator.js";
import { GttService } from "../service.js";
import { GttStore } from "../store.js";

const monday = "2026-11-23";

/** The engine over a fake market, with the GTT evaluator added and a service over the same database. */
function setUp() {
  const world = engineOverFakeMarket(ist(monday, 10));
  const clients = new Clients(world.db);
  const service = () => {
    const store = new GttStore(world.db);
    const evaluator = new GttEvaluator(
      store,
      () => world.engine,
      () => world.instruments,
    );
    world.engine.addEvaluator(evaluator);
    return new GttService(store, evaluator, {
      instruments: () => world.instruments,
      ltp: (i) => world.market.quote(i.segment, i.token)?.ltp ?? 0,
      account: (clientCode) => accountFactsOf(clients.profile(clientCode)),
      now: () => world.market.clock,
      today: () => istDateKey(istDay(world.market.clock)),
    });
  };
  const gtt = service();
  const infy = world.nse("INFY");
  world.market.setPrice(infy, 150_000);
  const create = (clientCode: string, rule: Partial<GttCreateRequest>) => {
    const answer = gtt.create(clientCode, {
      exchangeSegment: 1,
      symboltoken: infy.token,
      transactiontype: "B",
      producttype: "CNC",
      gttType: "SINGLE",
      qty: 1,
      triggerprice: 151_000,
      price: 151_000,
      ...rule,
    });
    if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`);
    return answer.value;
  };
  const rule = (clientCode: string, id: number) =>
    gtt.list(clientCode, {}).rows.find((row) => row.id === id) as NonNullable<
      ReturnType<typeof gtt.list>["rows"][number]
    >;
  const ordersOf = (clientCode: string, id: number) =>
    world.engine.orders(clientCode).filter((o) => o.guiOrderId.startsWith(`gtt-${id}-`));
  return { ...world, gtt, service, infy, create, rule, ordersOf };
}

describe("GTT rules on the market", () => {
  it("a single rule waits until the price crosses its trigger, then places its order once, which executes", () => {
    const w = setUp();
    const created = w.create("DEMO01", {});
    expect(created.status).toBe(1);
    expect(created.ltp_at_placement).toBe(150_000);
    w.tick([w.infy, 150_900]);
    expect(w.rule("DEMO01", created.id).status).toBe(1);
    expect(w.ordersOf("DEMO01", created.id)).toEqual([]);

    w.tick([w.infy, 151_000]);
    const fired = w.rule("DEMO01", created.id);
    expect(fired.status).toBe(10);
    expect(fired.triggered_leg).toBe("target");
    const [order] = w.ordersOf("DEMO01", created.id);
    expect(order).toMatchObject({ orderId: fired.order_id, orderType: "LIMIT", price: 151_000, quantity: 1 });
    w.tick([w.infy, 152_000]);
    expect(w.ordersOf("DEMO01", created.id)).toHaveLength(1);
  });

  it("an OCO on a holding: the stop loss fires, and the target no longer does", () => {
    const w = setUp();
    const created = w.create("DEMO01", {
      transactiontype: "S",
      gttType: "OCO",
      qty: 5,
      triggerprice: 160_000,
      price: 160_000,
      stoplosstriggerprice: 140_000,
      stoplossprice: 139_500,
    });
    w.tick([w.infy, 139_900]);
    const fired = w.rule("DEMO01", created.id);
    expect(fired.triggered_leg).toBe("stoploss");
    expect([5, 10]).toContain(fired.status);
    w.tick([w.infy, 165_000]);
    const orders = w.ordersOf("DEMO01", created.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      guiOrderId: `gtt-${created.id}-stoploss`,
      price: 139_500,
      quantity: 5,
    });
  });

  it("a MARKET rule's order goes at the trigger moved by the market protection, on the tick grid", () => {
    const w = setUp();
    const created = w.create("DEMO01", { orderType: "MARKET", price: undefined, marketProtection: 2 });
    w.tick([w.infy, 151_500]);
    const [order] = w.ordersOf("DEMO01", created.id);
    // 1,510.00 + 2 % = 1,540.20, on INFY's 5-paise grid.
    expect(order?.price).toBe(154_020);
    expect(w.rule("DEMO01", created.id).market_protection).toBe(2);
  });

  it("an order rejected when the rule fires makes it Triggered & Rejected with the reason", () => {
    const w = setUp();
    // DEMO07 has ₹1,00,000: 1,000 shares at ₹1,510 cannot be paid for.
    const created = w.create("DEMO07", { qty: 1000 });
    w.tick([w.infy, 151_000]);
    const fired = w.rule("DEMO07", created.id);
    // The order exists, rejected for funds: Triggered & Rejected (11), its reason kept.
    expect(fired.status).toBe(11);
    expect(fired.rejection_reason).toMatch(/^Insufficient funds/);
    expect(w.ordersOf("DEMO07", created.id)).toEqual([
      expect.objectContaining({ orderId: fired.order_id, orderStatus: "rejected" }),
    ]);
  });

  it("modify moves the levels (status 4); cancel stops the rule (3); neither works on a rule that is done", () => {
    const w = setUp();
    const created = w.create("DEMO01", {});
    const modified = w.gtt.modify("DEMO01", {
      id: String(created.id),
      qty: 2,
      triggerprice: 155_000,
      price: 155_000,
    });
    expect(modified.ok && modified.value.status).toBe(4);
    w.tick([w.infy, 151_000]);
    expect(w.ordersOf("DEMO01", created.id)).toEqual([]);
    const cancelled = w.gtt.cancel("DEMO01", String(created.id));
    expect(cancelled.ok && cancelled.value.status).toBe(3);
    w.tick([w.infy, 156_000]);
    expect(w.ordersOf("DEMO01", created.id)).toEqual([]);
    expect(
      w.gtt.modify("DEMO01", { id: String(created.id), qty: 1, triggerprice: 157_000, price: 157_000 }),
    ).toEqual(
      expect.objectContaining({ ok: false, status: 409, code: "AB9026", message: gttNotPendingMessage }),
    );
    expect(w.gtt.cancel("DEMO02", String(created.id))).toEqual(
      expect.objectContaining({ ok: false, status: 404, code: "GTT-NOT-FOUND" }),
    );
  });

  it("a client without POA or DDPI cannot set a sell GTT on delivery", () => {
    const w = setUp();
    const answer = w.gtt.create("DEMO07", {
      exchangeSegment: 1,
      symboltoken: w.infy.token,
      transactiontype: "S",
      producttype: "CNC",
      gttType: "SINGLE",
      qty: 1,
      triggerprice: 140_000,
      price: 140_000,
    });
    expect(answer).toEqual(
      expect.objectContaining({
        ok: false,
        status: 422,
        code: "GTT-SELL-POA",
        message: sellGttNotAvailableMessage,
        data: { title: sellGttNotAvailableTitle },
      }),
    );
  });

  it("no rule on a contract's expiry day; a pending rule of a contract that expired is Rejected", () => {
    const w = setUp();
    const future = w.instruments.all
      .filter((i) => i.kind === "FUTSTK" && i.expiry !== null && i.expiry > monday)
      .sort((a, b) => String(a.expiry).localeCompare(String(b.expiry)))[0];
    if (future === undefined) throw new Error("no stock future");
    w.market.setPrice(future, 100_000);
    const created = w.create("DEMO01", {
      exchangeSegment: future.segment,
      symboltoken: future.token,
      producttype: "NRML",
      qty: future.lotSize,
      triggerprice: 110_000,
      price: 110_000,
    });
    const expiryDay = istDay(Date.parse(`${future.expiry}T12:00:00+05:30`));
    w.market.clock = ist(istDateKey(expiryDay), 10);
    expect(
      w.gtt.create("DEMO01", {
        exchangeSegment: future.segment,
        symboltoken: future.token,
        transactiontype: "B",
        producttype: "NRML",
        gttType: "SINGLE",
        qty: future.lotSize,
        triggerprice: 110_000,
        price: 110_000,
      }),
    ).toEqual(expect.objectContaining({ ok: false, code: "GTT-EXPIRY-DAY", message: gttExpiryDayMessage }));
    w.market.clock = ist(istDateKey(expiryDay + 1), 10);
    w.tick([w.infy, 150_000]);
    expect(w.rule("DEMO01", created.id)).toMatchObject({ status: 7, rejection_reason: gttExpiredReason });
  });

  it("rules are read back from the database: a new evaluator (a restarted sandbox) fires them", () => {
    const w = setUp();
    const created = w.create("DEMO01", {});
    const before = w.rule("DEMO01", created.id);
    // A second evaluator over the same database, as after a restart; the first one stays too, so the order is placed
    // once whichever fires first (the guiOrderId is the rule's).
    const again = w.service();
    expect(again.list("DEMO01", { status: [1] }).rows.map((r) => r.id)).toContain(created.id);
    w.tick([w.infy, 151_000]);
    expect(w.ordersOf("DEMO01", created.id)).toHaveLength(1);
    expect(w.rule("DEMO01", created.id).status).not.toBe(before.status);
  });

  it("lists by status, newest first, in pages", () => {
    const w = setUp();
    const ids = [0, 1, 2].map(
      (n) => w.create("DEMO01", { triggerprice: 152_000 + n * 100, price: 152_000 }).id,
    );
    w.gtt.cancel("DEMO01", String(ids[1]));
    expect(w.gtt.list("DEMO01", { status: [1, 4] }).rows.map((r) => r.id)).toEqual([ids[2], ids[0]]);
    const page = w.gtt.list("DEMO01", { page: 2, count: 2 });
    expect(page).toMatchObject({ total: 3, page: 2 });
    expect(page.rows.map((r) => r.id)).toEqual([ids[0]]);
  });
});
