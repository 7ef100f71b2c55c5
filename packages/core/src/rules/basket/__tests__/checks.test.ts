import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../../contract/order.js";
import {
  basketLineStatus,
  basketRoom,
  checkBasketLine,
  checkBasketSelection,
  checkBasketSize,
  defaultBasketName,
} from "../checks.js";
import * as t from "../messages.js";

type Line = Parameters<typeof checkBasketLine>[0];
const limit: Line = { ordertype: "LIMIT", quantity: 10, price: 150_000 };

describe("basket line checks (spec 2 §5)", () => {
  it.each<[string, Line, number, string | undefined]>([
    ["a limit line with quantity and price", limit, 5, undefined],
    ["a market line needs no price", { ordertype: "MARKET", quantity: 1 }, 5, undefined],
    ["an SL-M line with a trigger", { ordertype: "SL-M", quantity: 1, triggerPrice: 100 }, 5, undefined],
    ["quantity zero", { ...limit, quantity: 0 }, 5, t.validQuantityMessage],
    ["a fractional quantity", { ...limit, quantity: 1.5 }, 5, t.validQuantityMessage],
    ["a negative quantity", { ...limit, quantity: -3 }, 5, t.validQuantityMessage],
    ["a quantity above the maximum", { ...limit, quantity: 10_000_000 }, 5, t.validQuantityMessage],
    ["a limit line without a price", { ordertype: "LIMIT", quantity: 1 }, 5, t.validPriceMessage],
    ["a limit price of 0", { ...limit, price: 0 }, 5, t.validPriceMessage],
    ["a price off the tick", { ...limit, price: 150_003 }, 5, t.validPriceMessage],
    ["an SL line without a trigger", { ordertype: "SL", quantity: 1, price: 100 }, 5, t.validPriceMessage],
    ["an SL-M line without a trigger", { ordertype: "SL-M", quantity: 1 }, 5, t.validPriceMessage],
    ["an AMO line", { ...limit, variety: "AMO" }, 5, t.amoNotAllowedMessage],
  ])("%s", (_name, line, tick, message) => {
    expect(checkBasketLine(line, tick)?.message).toBe(message);
  });

  it("names the field at fault, for the inline error", () => {
    expect(checkBasketLine({ ...limit, quantity: 0 })?.field).toBe("quantity");
    expect(checkBasketLine({ ordertype: "SL", quantity: 1, price: 100 })?.field).toBe("triggerPrice");
  });

  it("the texts are the spec's", () => {
    expect(t.validPriceMessage).toBe("Enter a valid price to continue");
    expect(t.validQuantityMessage).toBe("Enter a valid quantity to continue");
    expect(t.amoNotAllowedMessage).toBe("AMO orders are not allow in basket orders");
    expect(t.reachedMaxOrdersMessage).toBe(
      "Reached maximum number of orders that can be executed in a Basket",
    );
    expect(t.failedToCreateBasketMessage).toBe("Failed to create basket");
  });
});

describe("basket size, room and selection", () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [50, undefined],
    [51, "Max 50 orders allowed"],
  ])("a basket of %i orders", (count, message) => {
    expect(checkBasketSize(count)?.message).toBe(message);
  });

  it.each<[number, number, number, string | undefined]>([
    [0, 3, 3, undefined],
    [48, 2, 2, undefined],
    [48, 5, 2, "Max 50 orders allowed"],
    [50, 1, 0, t.reachedMaxOrdersMessage],
    [50, 0, 0, undefined],
  ])("holding %i, adding %i: %i fit", (count, adding, fits, message) => {
    const room = basketRoom(count, adding);
    expect(room.fits).toBe(fits);
    expect(room.problem?.message).toBe(message);
  });

  it.each<[number, string | undefined]>([
    [0, t.selectTwoToPlaceMessage],
    [1, t.selectTwoToPlaceMessage],
    [2, undefined],
    [50, undefined],
    [51, "Max 50 orders allowed"],
  ])("%i selected to place", (selected, message) => {
    expect(checkBasketSelection(selected)?.message).toBe(message);
  });
});

describe("default name and line statuses", () => {
  it("is DAY BASKET and the time on the market clock (India)", () => {
    expect(defaultBasketName(Date.parse("2026-11-24T09:05:00+05:30"))).toBe("DAY BASKET 09:05");
    expect(defaultBasketName(Date.parse("2026-11-24T23:59:59Z"))).toBe("DAY BASKET 05:29");
  });

  it.each<[OrderStatus, string]>([
    ["complete", "completed"],
    ["open", "pending"],
    ["trigger pending", "pending"],
    ["after market order req received", "pending"],
    ["rejected", "rejected"],
    ["failed", "rejected"],
    ["cancelled", "rejected"],
  ])("an order %s is %s", (status, shown) => {
    expect(basketLineStatus(status)).toBe(shown);
  });
});
