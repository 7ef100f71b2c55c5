import { describe, expect, it } from "vitest";
import { accountType, isFeatureEnabled, isOrderPadBlocked, maskMobile } from "../account.js";

describe("accountType", () => {
  it("is D when a DP number exists, else P", () => {
    expect(accountType("1208160000123456")).toBe("D");
    expect(accountType(null)).toBe("P");
    expect(accountType("  ")).toBe("P");
  });
});

describe("isFeatureEnabled", () => {
  it("matches the client's gm id or 'all'", () => {
    expect(isFeatureEnabled([12, 40], 40)).toBe(true);
    expect(isFeatureEnabled([12, 40], 41)).toBe(false);
    expect(isFeatureEnabled(["all"], 41)).toBe(true);
    expect(isFeatureEnabled(undefined, 41)).toBe(false);
  });
});

describe("isOrderPadBlocked", () => {
  it("blocks when a blocked operation is configured for web account status", () => {
    expect(isOrderPadBlocked(["PLACE_ORDER"], ["ALL", "PLACE_ORDER"])).toBe(true);
    expect(isOrderPadBlocked(["PROFILE_MODIFICATION"], ["ALL", "PLACE_ORDER"])).toBe(false);
    expect(isOrderPadBlocked([], ["ALL"])).toBe(false);
  });
});

describe("maskMobile", () => {
  it("keeps the first and last two digits", () => {
    expect(maskMobile("9812345610")).toBe("98XXXXXX10");
  });
});
