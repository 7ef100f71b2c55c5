import { describe, expect, it } from "vitest";
import { engineOverFakeMarket, ist } from "./fakeMarket.js";

const client = "DEMO01";

describe("the guiOrderId is an idempotency key", () => {
  const order = (quantity: number) => ({
    exchangeSegment: 1,
    symbolToken: 0,
    guiOrderId: "pad-1",
    transactionType: "B" as const,
    productType: "MIS" as const,
    orderType: "MARKET" as const,
    quantity,
  });

  it("the same body again answers the first order; another body with the same key is a conflict", () => {
    const world = engineOverFakeMarket(ist("2026-11-23", 9, 30));
    const sbin = world.nse("SBIN");
    const first = world.engine.place(client, { ...order(5), symbolToken: sbin.token });
    if (!first.ok) throw new Error(first.message);
    const again = world.engine.place(client, { ...order(5), symbolToken: sbin.token });
    expect(again).toMatchObject({ ok: true, value: { orderId: first.value.orderId } });

    const other = world.engine.place(client, { ...order(7), symbolToken: sbin.token });
    expect(other).toMatchObject({ ok: false, status: 409, code: "IDEMPOTENCY-CONFLICT" });
    expect(other.ok ? "" : other.message).toMatch(/guiOrderId pad-1 was already used for a different order/);
    expect(world.engine.orders(client)).toHaveLength(1);
  });
});
