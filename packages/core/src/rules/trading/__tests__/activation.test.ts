import { describe, expect, it } from "vitest";
import { accountStatusGate, isSegmentActivated, segmentActivationText } from "../activation.js";
import { activateQuickStepsText } from "../messages.js";

describe("segmentActivationText", () => {
  it.each([
    [2, "Activate F&O segment to start trading in Nifty, Banknifty derivatives."],
    [4, "Activate F&O segment to start trading in Nifty, Banknifty derivatives."],
    [5, "Activate commodity segment to start trading."],
    [7, "Activate commodity segment to start trading."],
    [11, "Activate commodity segment to start trading."],
    [13, "Activate currency segment to start trading."],
    [1, "Activate segment to start trading."],
    [21, "Activate segment to start trading."],
  ])("segment %i", (segment, text) => {
    expect(segmentActivationText(segment)).toBe(text);
  });
  it("has the quick steps line", () => {
    expect(activateQuickStepsText).toBe("Activate in 2 quick steps if you have equity holdings");
  });
  it.each([
    [1, ["nse_cm"], true],
    [2, ["nse_cm"], false],
    [7, ["ncx_fo"], true],
    [6, ["ncx_fo"], true],
    [99, ["nse_cm"], false],
  ])("segment %i activated in %j: %s", (segment, names, expected) => {
    expect(isSegmentActivated(segment, names)).toBe(expected);
  });
});

describe("accountStatusGate", () => {
  it.each<[string[], "PLACE_ORDER" | "PROFILE_MODIFICATION", "allowed" | "blocked"]>([
    [[], "PLACE_ORDER", "allowed"],
    [["ALL"], "PLACE_ORDER", "blocked"],
    [["ALL"], "PROFILE_MODIFICATION", "blocked"],
    [["PLACE_ORDER"], "PLACE_ORDER", "blocked"],
    [["PLACE_ORDER"], "PROFILE_MODIFICATION", "allowed"],
    [["PROFILE_MODIFICATION"], "PLACE_ORDER", "allowed"],
    [["PROFILE_MODIFICATION"], "PROFILE_MODIFICATION", "blocked"],
  ])("%j for %s: %s", (blocked, operation, expected) => {
    expect(accountStatusGate(blocked, operation)).toBe(expected);
  });
});
