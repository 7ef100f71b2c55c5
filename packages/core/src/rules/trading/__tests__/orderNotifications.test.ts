import type { OrderStatus } from "@trade/core/orders";
import { describe, expect, it } from "vitest";
import { orderNotification } from "../orderNotifications.js";

const order = (
  orderStatus: OrderStatus,
  extra: { rejectionReason?: string; filledShares?: number } = {},
) => ({
  orderStatus,
  transactionType: "B" as const,
  filledShares: extra.filledShares ?? 0,
  quantity: 10,
  tradingSymbol: "RELIANCE-EQ",
  rejectionReason: extra.rejectionReason ?? "",
  text: "",
});

describe("order notifications (spec 2 §4)", () => {
  it.each([
    ["complete", { filledShares: 10 }, "executed", "Order Executed", "Buy 10 RELIANCE-EQ", 3000, "success"],
    [
      "rejected",
      { rejectionReason: "Insufficient funds" },
      "rejected",
      "Order Rejected",
      "Insufficient funds",
      6000,
      "failure",
    ],
    ["failed", {}, "failed", "Order Failed", "Buy 10 RELIANCE-EQ", 6000, "failure"],
    ["cancelled", {}, "cancelled", "Order Cancelled", "Buy 10 RELIANCE-EQ", 3000, "none"],
    ["cancelled after market order", {}, "cancelled", "Order Cancelled", "Buy 10 RELIANCE-EQ", 3000, "none"],
  ] as const)("%s → %s", (status, extra, kind, title, message, durationMs, sound) => {
    expect(orderNotification(order(status, extra))).toEqual({ kind, title, message, durationMs, sound });
  });

  it.each<OrderStatus>(["open", "trigger pending", "after market order req received", "pending"])(
    "%s tells nothing",
    (status) => {
      expect(orderNotification(order(status))).toBeUndefined();
    },
  );
});
