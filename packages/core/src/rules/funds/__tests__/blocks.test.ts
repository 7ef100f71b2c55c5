import { describe, expect, it } from "vitest";
import type { RmsLimit } from "../../../contract/funds.js";
import {
  asbaStateOf,
  blockAmountProblem,
  blockBankAllowed,
  blockPaiseProblem,
  blocksPageSize,
  fundsSummary,
} from "../blocks.js";
import { blockAmountMessage, blockAmountMissingMessage, leadingZerosMessage } from "../messages.js";
import { withdrawableBalance } from "../withdraw.js";

describe("block limits (spec 3 §5, §9)", () => {
  it.each([
    ["", blockAmountMissingMessage],
    ["0", blockAmountMessage],
    ["0.99", blockAmountMessage],
    ["1", undefined],
    ["2500.50", undefined],
    ["500000", undefined],
    ["500000.01", blockAmountMessage],
    ["600000", blockAmountMessage],
    ["0100", leadingZerosMessage],
  ])("amount %j: %s", (text, problem) => {
    expect(blockAmountProblem(text)).toBe(problem);
  });

  it.each([
    [1_00, undefined],
    [5_00_000_00, undefined],
    [99, blockAmountMessage],
    [5_00_000_01, blockAmountMessage],
    [1.5, blockAmountMessage],
  ])("%d paise: %s", (paise, problem) => {
    expect(blockPaiseProblem(paise)).toBe(problem);
  });

  it.each([
    ["HDFC Bank", true],
    ["ICICI Bank", true],
    ["icici", true],
    ["Axis Bank", false],
    ["HDFCX Bank", false],
  ])("bank %s allowed: %s", (bank, allowed) => {
    expect(blockBankAllowed(bank)).toBe(allowed);
  });

  it.each([
    [600, 10],
    [799, 10],
    [800, 20],
    [1080, 20],
  ])("a window %i px high lists %i blocks a page", (height, size) => {
    expect(blocksPageSize(height)).toBe(size);
  });

  it("the account's ASBA state follows its blocks", () => {
    expect(asbaStateOf([])).toBe("registered");
    expect(asbaStateOf(["ACTIVATION_IN_PROGRESS"])).toBe("activation");
    expect(asbaStateOf(["DEACTIVATION_IN_PROGRESS", "DISABLED"])).toBe("deactivation");
    expect(asbaStateOf(["ENABLED", "ACTIVATION_IN_PROGRESS"])).toBe("registered");
  });
});

describe("funds summary (spec 3 §3)", () => {
  const limit: RmsLimit = {
    availableCash: 3_00_000_00,
    payin: 5_000_00,
    payout: 1_000_00,
    collateral: 0,
    asbaBlocked: 50_000_00,
    utilisedMargin: 60_000_00,
    m2mRealised: -200_00,
    m2mUnrealised: 0,
    availableMargin: 2_93_800_00,
  };

  it("credits less debits is the available margin, each entry the sum of its components", () => {
    const entries = fundsSummary(limit);
    const total = (type: "credit" | "debit") =>
      entries.filter((e) => e.type === type).reduce((sum, e) => sum + e.value, 0);
    expect(total("credit") - total("debit")).toBe(limit.availableMargin);
    for (const entry of entries) {
      expect(entry.value).toBe(entry.components.reduce((sum, c) => sum + c.value, 0));
    }
    const used = entries.find((e) => e.label === "Margin used")?.components[0];
    expect(used?.subComponents).toEqual([
      { label: "Covered by ASBA blocks", value: 50_000_00 },
      { label: "Covered by cash", value: 10_000_00 },
    ]);
  });

  it("margin in use comes out of the blocks before the withdrawable cash", () => {
    expect(withdrawableBalance(limit)).toBe(3_00_000_00 + 5_000_00 - 1_000_00 - 10_000_00 - 200_00);
  });
});
