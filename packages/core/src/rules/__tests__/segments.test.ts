import { describe, expect, it } from "vitest";
import { segmentName } from "../../contract/profile.js";
import { marketSegments, segmentLabel } from "../segments.js";

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
