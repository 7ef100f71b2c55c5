import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  defaultIndices,
  pinLimit,
  pinnedIndices,
  pinTexts,
  recentSearchLength,
  searchKeywordProblem,
  searchTexts,
  togglePin,
} from "../header.js";

describe("pin limits (spec 1 §5)", () => {
  it("4 by default, 3 with Large font under 1600 px, 2 under 1200 px", () => {
    expect(pinLimit(1600, "Large")).toBe(4);
    expect(pinLimit(1599, "Large")).toBe(3);
    expect(pinLimit(1599, "Default")).toBe(4);
    expect(pinLimit(1200, "Small")).toBe(4);
    expect(pinLimit(1199, "Default")).toBe(2);
    expect(pinLimit(1199, "Large")).toBe(2);
  });

  it("refuses to unpin the last index and to pin beyond the limit, with the message", () => {
    const wide = { width: 1440, fontSize: "Default" as const };
    expect(togglePin(["SENSEX"], "SENSEX", wide)).toEqual({ ok: false, message: pinTexts.lastPinned });
    expect(togglePin(["SENSEX", "Nifty 50"], "SENSEX", wide)).toEqual({ ok: true, pinned: ["Nifty 50"] });
    expect(togglePin(["A", "B", "C"], "D", wide)).toEqual({ ok: true, pinned: ["A", "B", "C", "D"] });
    expect(togglePin(["A", "B", "C", "D"], "E", wide)).toEqual({ ok: false, message: pinTexts.limit(4) });
    expect(togglePin(["A", "B", "C"], "D", { width: 1440, fontSize: "Large" })).toEqual({
      ok: false,
      message: pinTexts.largeFont,
    });
    expect(togglePin(["A", "B"], "C", { width: 1100, fontSize: "Default" })).toEqual({
      ok: false,
      message: pinTexts.narrow,
    });
  });
});

describe("pinned indices", () => {
  it("the saved list wins; else the master's selected ones; trimmed to the limit", () => {
    expect(pinnedIndices(defaultIndices, undefined, 4).map((i) => i.name)).toEqual([
      "SENSEX",
      "Nifty 50",
      "BANKNIFTY",
    ]);
    expect(pinnedIndices(defaultIndices, ["FINNIFTY", "unknown", "BANKEX"], 4).map((i) => i.name)).toEqual([
      "FINNIFTY",
      "BANKEX",
    ]);
    expect(pinnedIndices(defaultIndices, [], 2).map((i) => i.name)).toEqual(["SENSEX", "Nifty 50"]);
  });

  it("the default list is the spec's, MIDCPNIFTY hidden and INDIA VIX out of the options watchlist", () => {
    expect(defaultIndices.map((i) => i.name)).toEqual([
      "SENSEX",
      "Nifty 50",
      "BANKNIFTY",
      "FINNIFTY",
      "BANKEX",
      "MIDCPNIFTY",
      "INDIA VIX",
      "NIFTY NEXT 50",
    ]);
    expect(defaultIndices.filter((i) => i.hide).map((i) => i.name)).toEqual(["MIDCPNIFTY"]);
    expect(defaultIndices.find((i) => i.name === "INDIA VIX")?.showInOptionsWatchlist).toBe(false);
    expect(Object.fromEntries(defaultIndices.map((i) => [i.symbolName, i.code]))).toMatchObject({
      BANKNIFTY: 66,
      FINNIFTY: 70,
      NIFTY: 78,
    });
  });
});

describe("global search (spec 1 §5)", () => {
  it("needs 2 characters, letters, digits and spaces only", () => {
    expect(searchKeywordProblem("")).toBe(searchTexts.tooShort);
    expect(searchKeywordProblem("i")).toBe(searchTexts.tooShort);
    expect(searchKeywordProblem(" i ")).toBe(searchTexts.tooShort);
    expect(searchKeywordProblem("it")).toBeUndefined();
    expect(searchKeywordProblem("nifty 50")).toBeUndefined();
    expect(searchKeywordProblem("it-c")).toBe(searchTexts.invalid);
    expect(searchKeywordProblem("i*")).toBe(searchTexts.invalid);
  });

  it("recent searches: newest first, no duplicates, at most 15", () => {
    expect(addRecentSearch(["itc", "infy"], "INFY")).toEqual(["INFY", "itc"]);
    const many = Array.from({ length: 20 }, (_, i) => `s${i}`).reduce(addRecentSearch, [] as string[]);
    expect(many).toHaveLength(recentSearchLength);
    expect(many[0]).toBe("s19");
  });
});
