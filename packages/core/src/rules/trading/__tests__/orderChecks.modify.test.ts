import { describe, expect, it } from "vitest";
import * as m from "../messages.js";
import {
  checkExitQuantity,
  checkModification,
  checkUnderlyingOrder,
  type ModificationFacts,
  maxPerOrder,
  minTrailingStopLoss,
  modifyBlockedMessage,
  orderSlices,
  sliceQuantity,
  surveillanceWarning,
} from "../orderChecks.js";
import { orderConfirmText } from "../placeErrors.js";
import { at, saturday } from "./clock.js";
import { equity, option, quote } from "./orderCheckFacts.js";

describe("checkExitQuantity", () => {
  it.each([
    [10, 10, undefined],
    [11, 10, "Quantity cannot be greater than 10"],
    [5, -5, undefined],
    [6, -5, "Quantity cannot be greater than 5"],
  ])("%i against net %i", (qty, net, message) => {
    expect(checkExitQuantity(qty, net)?.message).toBe(message);
  });
});

describe("sliceQuantity", () => {
  it.each<[number, number, 20 | 50, number[] | string]>([
    [100, 0, 20, [100]],
    [100, 100, 20, [100]],
    [250, 100, 20, [100, 100, 50]],
    [2000, 100, 20, Array(20).fill(100)],
    [2001, 100, 20, "Max. limit reached"],
    [2001, 100, 50, [...Array(20).fill(100), 1]],
    [5001, 100, 50, "Max. limit reached"],
  ])("%i by %i (limit %i)", (quantity, max, limit, expected) => {
    const slices = sliceQuantity(quantity, max, limit);
    if (typeof expected === "string")
      expect(slices).toEqual({ code: "SLICE-LIMIT", message: expected, field: "quantity" });
    else expect(slices).toEqual(expected);
  });
  it("the confirmation says into how many orders a quantity goes, naming the limit per order", () => {
    const nifty = { ...option, maxSingleTransactionQty: 1850, freezeQty: null };
    const confirm = (quantity: number) =>
      orderConfirmText({
        side: "B",
        quantity,
        tradeSymbol: "NIFTY 25DEC 24000 CE",
        exchange: "NFO",
        price: undefined,
        trigger: undefined,
        orderTypeLabel: "Market",
        productLabel: "Carry Forward",
        slices: orderSlices(quantity, nifty),
      });
    expect(orderSlices(4000, nifty)).toEqual([1800, 1800, 400]);
    expect(confirm(4000)).toBe(
      "Buy 4000 NIFTY 25DEC 24000 CE (NFO) at market · Market · Carry Forward. It goes as 3 orders (1800 + 1800 + 400): the exchange takes at most 1800 per order",
    );
    expect(confirm(1800)).toBe("Buy 1800 NIFTY 25DEC 24000 CE (NFO) at market · Market · Carry Forward");
  });
  it("rounds the max per order down to whole lots", () => {
    expect(maxPerOrder({ ...option, maxSingleTransactionQty: 1850, freezeQty: null })).toBe(1800);
    expect(maxPerOrder({ ...equity, maxSingleTransactionQty: 0 })).toBe(0);
  });
});

describe("modifyBlockedMessage", () => {
  const text = "Order can't be modified/cancelled between 8:45 and 9:00 AM, and 9:08 to 9:15 AM";
  it.each([
    [1, "08:44:59", undefined],
    [1, "08:45", text],
    [2, "08:59:59", text],
    [1, "09:00", undefined],
    [3, "09:07:59", undefined],
    [4, "09:08", text],
    [1, "09:14:59", text],
    [1, "09:15", undefined],
    [13, "09:10", undefined],
    [5, "08:50", undefined],
  ])("segment %i at %s", (segment, time, expected) => {
    expect(modifyBlockedMessage(segment, at(time))).toBe(expected);
  });
  it("not on a Saturday", () => {
    expect(modifyBlockedMessage(1, at("09:10", saturday))).toBeUndefined();
  });
});

describe("checkModification", () => {
  const base: ModificationFacts = {
    order: {
      status: "open",
      orderType: "LIMIT",
      transactionType: "B",
      productType: "CNC",
      quantity: 10,
      filledShares: 0,
      price: 150_000,
      triggerPrice: 0,
      isAMO: false,
    },
    change: {},
    instrument: equity,
    quote,
    nowMs: at("10:00"),
  };
  const modify = (
    o: Partial<ModificationFacts> & { status?: ModificationFacts["order"]["status"]; filled?: number },
  ) =>
    checkModification({
      ...base,
      ...o,
      order: {
        ...base.order,
        ...(o.status ? { status: o.status } : {}),
        filledShares: o.filled ?? 0,
        ...o.order,
      },
    });

  it.each<[string, Parameters<typeof modify>[0], string | undefined, string | undefined]>([
    ["a new price", { change: { price: 151_000 } }, undefined, undefined],
    ["a complete order", { status: "complete" }, "NOT-OPEN", m.notModifiableMessage],
    [
      "an AMO req received",
      { status: "after market order req received", nowMs: at("20:00") },
      undefined,
      undefined,
    ],
    ["at 08:45", { nowMs: at("08:45") }, "WINDOW-BLOCKED", m.modifyBlockedText],
    ["at 09:08", { nowMs: at("09:08") }, "WINDOW-BLOCKED", m.modifyBlockedText],
    ["at 09:15", { nowMs: at("09:15") }, undefined, undefined],
    ["quantity 0", { change: { quantity: 0 } }, "QTY-ZERO", m.zeroQuantityMessage],
    [
      "quantity at the filled",
      { filled: 4, change: { quantity: 4 } },
      "QTY-FILLED",
      m.invalidQuantityMessage,
    ],
    [
      "quantity above max lot",
      {
        instrument: option,
        quote: { ltp: 10_000, upperCircuit: 0, lowerCircuit: 0 },
        order: { ...base.order, productType: "NRML", quantity: 75, price: 10_000 },
        change: { quantity: 1875 },
      },
      "QTY-FREEZE",
      "Quantity cannot be greater than 1800",
    ],
    [
      "to SL-M on options",
      {
        instrument: option,
        quote: { ltp: 10_000, upperCircuit: 0, lowerCircuit: 0 },
        order: { ...base.order, productType: "NRML", quantity: 75, price: 10_000 },
        change: { orderType: "SL-M", triggerPrice: 11_000 },
      },
      "SLM-BLOCKED",
      m.slmNotAllowedMessage,
    ],
    [
      "to SL at 15:30",
      { nowMs: at("15:30"), change: { orderType: "SL", triggerPrice: 151_000, price: 151_500 } },
      "WINDOW-BLOCKED",
      m.stopLossWindowMessage,
    ],
    [
      "a price outside circuit",
      { change: { price: 170_000 } },
      "RMS1006",
      m.priceRangeMessage("1,350.00", "1,650.00"),
    ],
    [
      "a trigger below LTP on a buy SL",
      {
        order: { ...base.order, orderType: "SL", triggerPrice: 151_000, price: 151_500 },
        change: { triggerPrice: 149_000 },
      },
      "TRIGGER-LTP",
      m.triggerAboveLtpMessage,
    ],
    ["to market", { change: { orderType: "MARKET" } }, undefined, undefined],
    [
      "an AMO option to market",
      {
        instrument: option,
        quote: { ltp: 10_000, upperCircuit: 0, lowerCircuit: 0 },
        nowMs: at("20:00"),
        order: {
          ...base.order,
          status: "AMO SUBMITTED",
          productType: "NRML",
          quantity: 75,
          price: 10_000,
          isAMO: true,
        },
        change: { orderType: "MARKET" },
      },
      "AMO-MARKET",
      m.amoOptionsMarketMessage,
    ],
    [
      "disclosed over quantity",
      { change: { disclosedQuantity: 11 } },
      "DQ-MAX",
      m.disclosedQuantityMaxMessage,
    ],
  ])("%s", (_name, facts, code, message) => {
    const found = modify(facts);
    if (code === undefined) expect(found).toBeUndefined();
    else expect(found).toMatchObject({ code, message });
  });
});

describe("other order rules", () => {
  it.each([
    [1, "10:00", undefined],
    [
      1,
      "16:00",
      "AMO is not allowed for Underlying orders. You can place underlying orders during market hours only.",
    ],
  ])("underlying orders, segment %i at %s", (segment, time, message) => {
    expect(checkUnderlyingOrder(segment, at(time))?.message).toBe(message);
  });
  it.each([
    [[], undefined],
    [["ASM"], "This stock is under surveillance (ASM). Please trade with caution."],
    [["GSM", "ASM"], "This stock is under surveillance (GSM, ASM). Please trade with caution."],
  ])("surveillance %j", (surveillance, message) => {
    expect(surveillanceWarning({ surveillance })).toBe(message);
  });
  it.each([
    [5, 5],
    [25_000, 25_000],
    [0, 1],
  ])("trailing stop loss minimum for tick %i is %i", (tick, minimum) => {
    expect(minTrailingStopLoss(tick)).toBe(minimum);
  });
});
