import { describe, expect, it } from "vitest";
import { segmentName } from "../../contract/profile.js";
import { exchangeOf, marketSegments, orderExchangeOf, segmentLabel } from "../segments.js";

describe("segmentLabel", () => {
  it("names every segment of the contract", () => {
    expect(marketSegments.map((entry) => entry.name).sort()).toEqual([...segmentName.options].sort());
  });

  it.each([
    ["nse_cm", "NSE cash"],
    ["nse_fo", "NSE F&O"],
    ["cde_fo", "Currency"],
    [2, "NSE F&O"],
    [6, "NCDEX"],
    [7, "NCDEX"],
    [11, "MCX commodity F&O"],
    [13, "Currency"],
    [21, "NSE commodity"],
    [99, "99"],
  ] as const)("%s → %s", (segment, label) => {
    expect(segmentLabel(segment)).toBe(label);
  });
});

describe("exchangeOf and orderExchangeOf", () => {
  it.each([
    [1, "NSE", "NSE"],
    [2, "NSE", "NFO"],
    [3, "BSE", "BSE"],
    [4, "BSE", "BFO"],
    [5, "MCX", "MCX"],
    [6, "NCDEX", "NCDEX"],
    [7, "NCDEX", "NCDEX"],
    [11, "MCX", "MCX"],
    [13, "NSE", "CDS"],
    [21, "NSE", "NCO"],
  ] as const)("segment %s is shown under %s and ordered on %s", (segment, shown, ordered) => {
    expect(exchangeOf(segment)).toBe(shown);
    expect(orderExchangeOf(segment)).toBe(ordered);
  });
});
