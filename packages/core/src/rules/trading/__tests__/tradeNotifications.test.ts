import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../../contract/orders.js";
import { tradeNotificationState, tradeNotificationText } from "../tradeNotifications.js";

describe("trade notifications", () => {
  it.each<[OrderStatus, string]>([
    ["open", "open"],
    ["trigger pending", "open"],
    ["after market order req received", "open"],
    ["AMO SUBMITTED", "open"],
    ["complete", "complete"],
    ["cancelled", "cancelled"],
    ["cancelled after market order", "cancelled"],
    ["rejected", "rejected"],
    ["failed", "rejected"],
  ])("%s tells %s", (status, state) => {
    expect(tradeNotificationState(status)).toBe(state);
  });

  it.each([
    ["B", "open", false, "Order Placed", "Buy order placed"],
    ["S", "modified", false, "Order Modified", "Sell order modified"],
    ["B", "complete", false, "Order Executed", "Buy order executed"],
    ["S", "cancelled", false, "Order Cancelled", "Sell order cancelled"],
    ["B", "rejected", false, "Order Rejected", "Buy order rejected"],
    ["B", "rejected", true, "Order Failed", "Buy order failed"],
  ] as const)("%s %s (failed: %s) is titled %s with the body %s", (side, state, failed, title, body) => {
    expect(tradeNotificationText(side, state, failed)).toEqual({ title, body });
    expect(body.split(" ")).toHaveLength(3);
  });
});
