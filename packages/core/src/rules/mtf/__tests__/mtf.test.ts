import { describe, expect, it } from "vitest";
import { asbaFunds, marginAvailableTo } from "../../funds/blocks.js";
import { leadingZerosMessage } from "../../funds/messages.js";
import {
  mtfRefusalOf,
  mtfTransferVerificationMessage,
  noMtfDuesMessage,
  notEligibleForMtfMessage,
  payNowAboveDuesMessage,
  payNowAmountMissingMessage,
  payNowAmountProblem,
  payNowFundsMessage,
  payNowPaiseProblem,
} from "../index.js";

describe("who may use Pay Later (spec 3 §5)", () => {
  it.each([
    ["MTF enabled, DDPI", { mtfEnabled: true, asba: false, ddpi: true }, undefined],
    ["MTF not enabled", { mtfEnabled: false, asba: false, ddpi: true }, notEligibleForMtfMessage],
    ["ASBA registered", { mtfEnabled: true, asba: true, ddpi: true }, notEligibleForMtfMessage],
    [
      "no DDPI: stock transfers not verified",
      { mtfEnabled: true, asba: false, ddpi: false },
      mtfTransferVerificationMessage,
    ],
    ["unknown account", undefined, notEligibleForMtfMessage],
  ] as const)("%s", (_, account, message) => {
    expect(mtfRefusalOf(account)?.message).toBe(message);
  });

  it("the refusal codes: MTF-INELIGIBLE before MTF-VERIFY", () => {
    expect(mtfRefusalOf({ mtfEnabled: false, asba: false, ddpi: false })?.code).toBe("MTF-INELIGIBLE");
    expect(mtfRefusalOf({ mtfEnabled: true, asba: false, ddpi: false })?.code).toBe("MTF-VERIFY");
    expect(mtfTransferVerificationMessage).toBe("Pay Later requires stock-transfer verification");
  });
});

describe("paying MTF dues now", () => {
  const dues = 1_234_56;
  it.each([
    ["", dues, 10_00_000_00, payNowAmountMissingMessage],
    ["0", dues, 10_00_000_00, payNowAmountMissingMessage],
    ["012", dues, 10_00_000_00, leadingZerosMessage],
    ["1234.57", dues, 10_00_000_00, payNowAboveDuesMessage("₹1,234.56")],
    ["1234.56", dues, 1_000_00, payNowFundsMessage],
    ["1234.56", dues, 10_00_000_00, undefined],
    ["0.01", dues, 10_00_000_00, undefined],
    ["100", 0, 10_00_000_00, noMtfDuesMessage],
  ] as const)("%j of %i due, %i available: %s", (text, owed, available, message) => {
    expect(payNowAmountProblem(text, owed, available)).toBe(message);
  });

  it("the broker's check on paise: integers only", () => {
    expect(payNowPaiseProblem(1.5, dues, 10_00_000_00)).toBe(payNowAmountMissingMessage);
    expect(payNowPaiseProblem(-1, dues, 10_00_000_00)).toBe(payNowAmountMissingMessage);
    expect(payNowPaiseProblem(dues, dues, dues)).toBeUndefined();
  });
});

describe("ASBA block money funds cash delivery only (spec 3 §5)", () => {
  it.each([
    ["CNC", 1, true],
    ["CNC", 3, true],
    ["MIS", 1, false],
    ["MARGIN", 1, false],
    ["NRML", 2, false],
    ["CNC", 2, false],
    ["NRML", 5, false],
  ] as const)("%s on segment %i: %s", (productType, exchangeSegment, funded) => {
    expect(asbaFunds({ productType, exchangeSegment })).toBe(funded);
  });

  it.each([
    // [funded by blocks, available, blocked, delivery in use, what the order may spend]
    [true, 8_00_000_00, 5_00_000_00, 0, 8_00_000_00],
    [false, 8_00_000_00, 5_00_000_00, 0, 3_00_000_00],
    [false, 4_00_000_00, 5_00_000_00, 4_00_000_00, 3_00_000_00],
    [false, 1_00_000_00, 5_00_000_00, 7_00_000_00, 1_00_000_00],
    [true, 1_00_000_00, 5_00_000_00, 7_00_000_00, 1_00_000_00],
    [false, 3_00_000_00, 0, 0, 3_00_000_00],
  ] as const)(
    "funded by blocks %s, available %i, blocks %i, delivery in use %i: %i",
    (funded, available, blocked, used, expected) => {
      expect(marginAvailableTo(funded, { available, blocked, utilisedByDelivery: used })).toBe(expected);
    },
  );
});
