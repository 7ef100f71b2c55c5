import { describe, expect, it } from "vitest";
import { alertTriggeredText, conditionText } from "../triggered.js";

describe("what a fired alert says", () => {
  it("titles the push with the spec's 'Alert Triggered' and names the alert, the instrument and the condition", () => {
    expect(
      alertTriggeredText("SBIN oversold", "SBIN-EQ", {
        lhs: { indicator: "RSI", params: { period: 14 } },
        operator: "crossesBelow",
        rhs: { valueString: " 30 " },
      }),
    ).toEqual({ nt: "Alert Triggered", nm: "SBIN oversold: SBIN-EQ RSI(14) crossed below 30" });
  });

  it("writes each side with its parameters and line, and each operator in words", () => {
    expect(
      conditionText({
        lhs: { indicator: "MACD", params: { fast: 12, slow: 26, signal: 9 } },
        operator: "crossesAbove",
        rhs: { indicator: "MACD", line: "signal" },
      }),
    ).toBe("MACD(12, 26, 9) crossed above MACD signal");
    expect(
      conditionText({ lhs: { indicator: "Price" }, operator: "greaterThan", rhs: { valueString: "512.50" } }),
    ).toBe("Price is above 512.50");
    expect(
      conditionText({ lhs: { indicator: "Price" }, operator: "lessThan", rhs: { valueString: "90" } }),
    ).toBe("Price is below 90");
  });
});
