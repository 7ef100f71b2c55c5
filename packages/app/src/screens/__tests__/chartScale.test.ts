import { describe, expect, it } from "vitest";
import { niceTicks } from "../chartScale.js";

describe("the chart's price axis", () => {
  it("marks round levels within the range, at most as many as asked", () => {
    expect(niceTicks(1_012.4, 1_057.9, 8)).toEqual([1020, 1030, 1040, 1050]);
    expect(niceTicks(24_950, 25_310, 8)).toEqual([25_000, 25_100, 25_200, 25_300]);
    expect(niceTicks(0, 1_000, 8).length).toBeLessThanOrEqual(8);
  });

  it("keeps decimal steps exact", () => {
    expect(niceTicks(0.05, 0.72, 8)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it("gives one level when the range is flat", () => {
    expect(niceTicks(250, 250, 8)).toEqual([250]);
  });
});
