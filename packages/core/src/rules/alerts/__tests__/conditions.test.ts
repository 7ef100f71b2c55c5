import { describe, expect, it } from "vitest";
import {
  alertActions,
  alertTypeOf,
  backtestHolding,
  canCreateAlert,
  conditionHolds,
  conditionProblem,
  type DraftCondition,
} from "../conditions.js";
import { alertFailures, alertToasts, conditionProblems } from "../messages.js";

const complete: DraftCondition = {
  name: "RELIANCE above 2,500",
  timeFrame: "1m",
  lhs: { indicator: "Price" },
  operator: "greaterThan",
  rhs: { valueString: "2500" },
};

describe("alert statuses and their actions (spec 2 §4)", () => {
  it.each([
    ["active", false, ["pause", "delete"]],
    ["paused", false, ["resume", "delete"]],
    ["completed", false, ["delete"]],
    ["expired", false, ["delete"]],
    ["active", true, ["edit", "pause", "delete"]],
    ["paused", true, ["edit", "resume", "delete"]],
    ["completed", true, ["delete"]],
    ["expired", true, ["delete"]],
  ] as const)("%s (predefined: %s) offers %j", (status, predefined, actions) => {
    expect(alertActions(status, predefined)).toEqual(actions);
  });
});

describe("a condition is incomplete (spec 2 §5) when", () => {
  it.each<[string, DraftCondition, string]>([
    ["the left side is missing", { ...complete, lhs: undefined }, conditionProblems.lhs],
    ["the left indicator is missing", { ...complete, lhs: {} }, conditionProblems.lhs],
    ["the operator is missing", { ...complete, operator: undefined }, conditionProblems.operator],
    ["the right side is missing", { ...complete, rhs: undefined }, conditionProblems.rhs],
    ["the right indicator is missing", { ...complete, rhs: { indicator: undefined } }, conditionProblems.rhs],
    ["the value is empty", { ...complete, rhs: { valueString: " " } }, conditionProblems.value],
    ["the value is 0", { ...complete, rhs: { valueString: "0" } }, conditionProblems.value],
    ["the value is below 0", { ...complete, rhs: { valueString: "-5" } }, conditionProblems.value],
    ["the value is not a number", { ...complete, rhs: { valueString: "abc" } }, conditionProblems.value],
    ["there is no timeframe", { ...complete, timeFrame: undefined }, conditionProblems.timeFrame],
    [
      "a required parameter is unselected",
      {
        ...complete,
        requiredParameters: [
          { label: "Period", chosen: true },
          { label: "Line", chosen: false },
        ],
      },
      "Choose Line",
    ],
  ])("%s", (_, draft, problem) => {
    expect(conditionProblem(draft)).toBe(problem);
    expect(canCreateAlert(draft)).toBe(false);
  });

  it("is complete with both sides, an operator, a value above 0 and a timeframe; creating also needs a name", () => {
    expect(conditionProblem(complete)).toBeUndefined();
    expect(canCreateAlert(complete)).toBe(true);
    expect(canCreateAlert({ ...complete, name: "  " })).toBe(false);
    expect(
      conditionProblem({ ...complete, lhs: { indicator: "RSI" }, rhs: { indicator: "Moving Average" } }),
    ).toBeUndefined();
  });
});

describe("what an alert is and when it holds", () => {
  it("is a price alert with the price on both sides, an indicator alert otherwise", () => {
    expect(alertTypeOf({ lhs: { indicator: "Price" }, rhs: { valueString: "2500" } })).toBe("price");
    expect(alertTypeOf({ lhs: { indicator: "RSI" }, rhs: { valueString: "70" } })).toBe("indicator");
    expect(alertTypeOf({ lhs: { indicator: "Price" }, rhs: { indicator: "Exponential" } })).toBe("indicator");
  });

  it.each([
    ["greaterThan", [10, 20], [25, 20], true],
    ["greaterThan", [25, 20], [20, 20], false],
    ["lessThan", [25, 20], [15, 20], true],
    ["crossesAbove", [20, 20], [21, 20], true],
    ["crossesAbove", [21, 20], [22, 20], false],
    ["crossesBelow", [21, 20], [19, 20], true],
    ["crossesBelow", [Number.NaN, 20], [19, 20], false],
    ["greaterThan", [10, 20], [Number.NaN, 20], false],
  ] as const)("%s from %j to %j: %s", (operator, [lhs0, rhs0], [lhs, rhs], holds) => {
    expect(conditionHolds(operator, { lhs: lhs0, rhs: rhs0 }, { lhs, rhs })).toBe(holds);
  });

  it("backtests hold delivery on 1-day and 1-hour candles, intraday otherwise (spec 2 §9)", () => {
    expect(["1d", "1h", "15m", "1m"].map((frame) => backtestHolding(frame as never))).toEqual([
      "delivery",
      "delivery",
      "intraday",
      "intraday",
    ]);
  });

  it("says each outcome in the spec's words", () => {
    expect(alertToasts.created).toEqual({
      title: "Alert Created",
      message: "We have successfully saved the Alert",
    });
    expect(Object.values(alertFailures)).toEqual([
      "Failed to create alert",
      "Failed to delete alert",
      "Failed to pause alert",
      "Failed to resume alert",
      "Failed to load resource",
    ]);
  });
});
