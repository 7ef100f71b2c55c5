import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../../contract/orders.js";
import { canModifyOrCancel, isTerminalStatus } from "../orderStatuses.js";
import { orderDisplayLabel, orderTypeCodes, productTypeLabel, productTypes, qtyText } from "../orderTypes.js";

describe("product and order types", () => {
  it.each([
    ["CNC", "DEL", "Delivery"],
    ["MIS", "INT", "Intraday"],
    ["NRML", "CF", "Carry Forward"],
    ["MARGIN", "MARGIN", "Margin"],
    ["CO", "CO", "Cover"],
    ["BO", "BO", "Bracket"],
  ] as const)("%s is %s, %s", (product, code, label) => {
    expect(productTypes[product]).toEqual({ code, label });
    expect(productTypeLabel(product)).toBe(label);
  });
  it.each([
    ["MARKET", "MKT"],
    ["LIMIT", "L"],
    ["SL", "SL"],
    ["SL-M", "SL-M"],
    ["SPREAD", "SP"],
    ["CO", "2L"],
    ["BO", "3L"],
  ] as const)("order type %s is %s", (type, code) => {
    expect(orderTypeCodes[type]).toBe(code);
  });
});

describe("statuses", () => {
  it.each<[OrderStatus, boolean, boolean]>([
    ["open", true, false],
    ["open pending", true, false],
    ["trigger pending", true, false],
    ["modify pending", true, false],
    ["AMO SUBMITTED", true, false],
    ["after market order req received", true, false],
    ["modify after market order req received", true, false],
    ["target pending", false, false],
    ["target", false, false],
    ["pending", false, false],
    ["SL PENDING", false, false],
    ["SENTTOEXCHANGE", false, false],
    ["complete", false, true],
    ["cancelled", false, true],
    ["rejected", false, true],
    ["failed", false, true],
    ["cancelled after market order", false, true],
  ])("%s: editable %s, terminal %s", (status, editable, terminal) => {
    expect(canModifyOrCancel(status)).toBe(editable);
    expect(isTerminalStatus(status)).toBe(terminal);
  });
});

describe("orderDisplayLabel", () => {
  it.each<[OrderStatus, number, number, string]>([
    ["complete", 10, 10, "Executed"],
    ["open", 10, 4, "Partially Executed"],
    ["open", 10, 0, "Open"],
    ["cancelled", 10, 4, "Partially Cancelled"],
    ["cancelled", 10, 0, "Cancelled"],
    ["cancelled after market order", 10, 0, "Cancelled"],
    ["rejected", 10, 0, "Rejected"],
    ["failed", 10, 0, "Failed"],
    ["trigger pending", 10, 0, "Trigger Pending"],
    ["open pending", 10, 0, "Open Pending"],
    ["modify pending", 10, 0, "Modify Pending"],
    ["target pending", 10, 0, "Target Pending"],
    ["pending", 10, 0, "Pending"],
    ["SL PENDING", 10, 0, "SL Pending"],
    ["SENTTOEXCHANGE", 10, 0, "Sent To Exchange"],
    ["AMO SUBMITTED", 10, 0, "AMO"],
    ["after market order req received", 10, 0, "AMO"],
    ["modify after market order req received", 10, 0, "AMO"],
  ])("%s %i/%i filled: %s", (orderStatus, quantity, filledShares, label) => {
    expect(orderDisplayLabel({ orderStatus, quantity, filledShares })).toBe(label);
  });
});

describe("qtyText", () => {
  it.each([
    [1, false, "Share"],
    [2, false, "Shares"],
    [0, false, "Share"],
    [1, true, "Lot"],
    [3, true, "Lots"],
  ])("%i (lots %s): %s", (qty, lots, text) => {
    expect(qtyText(qty, lots)).toBe(text);
  });
});
