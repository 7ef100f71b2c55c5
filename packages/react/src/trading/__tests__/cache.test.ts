import type { Order, OrderStatus, OrderUpdate } from "@trade/core/orders";
import { describe, expect, it } from "vitest";
import { applyOrderUpdates, matchesOrderFilter, type OrderListFilter } from "../cache.js";

const order = (orderId: string, orderStatus: OrderStatus, updateTime = 1, filledShares = 0): Order =>
  ({
    orderId,
    guiOrderId: `g-${orderId}`,
    orderStatus,
    status: orderStatus,
    quantity: 10,
    filledShares,
    updateTime,
  }) as Order;
const update = (o: Order): OrderUpdate => ({ ...o, guiOrdId: o.guiOrderId });

describe("matchesOrderFilter", () => {
  it.each<[OrderStatus, OrderListFilter, boolean]>([
    ["open", "open", true],
    ["trigger pending", "open", true],
    ["after market order req received", "open", true],
    ["complete", "open", false],
    ["complete", "executed", true],
    ["rejected", "rejected", true],
    ["failed", "rejected", true],
    ["cancelled", "cancelled", true],
    ["cancelled after market order", "cancelled", true],
    ["open", "cancelled", false],
    ["rejected", "all", true],
  ])("%s in %s: %s", (status, filter, expected) => {
    expect(matchesOrderFilter({ orderStatus: status }, filter)).toBe(expected);
  });
});

describe("applyOrderUpdates", () => {
  const list = [order("2", "open"), order("1", "complete")];

  it("replaces a known order where it stands", () => {
    const next = applyOrderUpdates(list, [update(order("2", "complete", 2, 10))], "all");
    expect(next?.map((o) => [o.orderId, o.orderStatus])).toEqual([
      ["2", "complete"],
      ["1", "complete"],
    ]);
    expect(next?.[0]).not.toHaveProperty("guiOrdId");
  });

  it("puts a new order on top", () => {
    const next = applyOrderUpdates(list, [update(order("3", "open", 3))], "all");
    expect(next?.map((o) => o.orderId)).toEqual(["3", "2", "1"]);
  });

  it("drops an order that no longer matches the filter, and ignores one that never did", () => {
    const open = [order("2", "open")];
    expect(applyOrderUpdates(open, [update(order("2", "complete", 2))], "open")).toEqual([]);
    expect(applyOrderUpdates(open, [update(order("9", "rejected", 2))], "open")).toBe(open);
  });

  it("keeps the newer state when an older update arrives late", () => {
    const newer = [order("2", "complete", 5, 10)];
    expect(applyOrderUpdates(newer, [update(order("2", "open", 4))], "all")).toBe(newer);
  });

  it("answers the same list when nothing changed, and leaves a list never fetched alone", () => {
    expect(applyOrderUpdates(list, [], "all")).toBe(list);
    expect(applyOrderUpdates(undefined, [update(order("3", "open"))], "all")).toBeUndefined();
  });
});
