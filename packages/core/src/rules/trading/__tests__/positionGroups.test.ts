import type { Position } from "@trade/core/orders";
import { describe, expect, it } from "vitest";
import { groupPositions, positionGroupings, positionGroupKey, positionsCsv } from "../positionGroups.js";

const position = (overrides: Partial<Position>): Position =>
  ({
    symbolName: "RELIANCE",
    tradingSymbol: "RELIANCE-EQ",
    exchange: "NSE",
    expiryDate: null,
    netQty: 5,
    buyQty: 5,
    sellQty: 0,
    buyAvgPrice: 285_030,
    sellAvgPrice: 0,
    ltp: 286_000,
    realisedPnl: 0,
    optionType: null,
    exchangeSegment: 1,
    productType: "CNC",
    ...overrides,
  }) as Position;

describe("position grouping (spec 2 §2)", () => {
  it("offers the spec's seven options in order", () => {
    expect(positionGroupings).toEqual([
      "None",
      "Name",
      "Expiry Date",
      "Action Type",
      "PE/CE",
      "Segment",
      "Product Type",
    ]);
  });

  it.each([
    ["None", {}, "All"],
    ["Name", {}, "RELIANCE"],
    ["Expiry Date", { expiryDate: "2026-11-26" }, "2026-11-26"],
    ["Expiry Date", {}, "No expiry"],
    ["Action Type", { netQty: 5 }, "Buy"],
    ["Action Type", { netQty: -5 }, "Sell"],
    ["Action Type", { netQty: 0 }, "Closed"],
    ["PE/CE", { optionType: "CE" }, "CE"],
    ["PE/CE", {}, "Others"],
    ["Segment", { exchangeSegment: 2 }, "NSE F&O"],
    ["Product Type", { productType: "MIS" }, "Intraday"],
    ["Product Type", { productType: "NRML" }, "Carry Forward"],
  ] as const)("%s of %j is %s", (by, overrides, key) => {
    expect(positionGroupKey(position(overrides as Partial<Position>), by)).toBe(key);
  });

  it("keeps groups and positions in the order they first appear", () => {
    const list = [
      position({ productType: "MIS", symbolName: "A" }),
      position({ productType: "CNC", symbolName: "B" }),
      position({ productType: "MIS", symbolName: "C" }),
    ];
    expect(
      groupPositions(list, "Product Type").map((g) => [g.key, g.positions.map((p) => p.symbolName)]),
    ).toEqual([
      ["Intraday", ["A", "C"]],
      ["Delivery", ["B"]],
    ]);
  });

  it("exports CSV with rupee prices and quoted cells where needed", () => {
    const csv = positionsCsv([position({ tradingSymbol: 'ODD,"NAME"', realisedPnl: -12_345 })]);
    expect(csv.split("\n")).toEqual([
      "Symbol,Exchange,Product,Net Qty,Buy Qty,Buy Avg,Sell Qty,Sell Avg,LTP,Realised P&L",
      '"ODD,""NAME""",NSE,Delivery,5,5,2850.3,0,0,2860,-123.45',
    ]);
  });
});
