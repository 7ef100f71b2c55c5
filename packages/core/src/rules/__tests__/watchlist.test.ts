import { describe, expect, it } from "vitest";
import {
  addScripsRefusal,
  addSectionRefusal,
  cleanSearchInput,
  createWatchlistRefusal,
  flagKey,
  globalSearchReady,
  isValidSearchInput,
  isValidWatchlistName,
  newScrips,
  reloadsWatchlists,
  renameSectionRefusal,
  renameWatchlistRefusal,
  selectedWatchlist,
  versionRefusal,
  watchlistForShortcut,
  watchlistLimits,
  watchlistTexts,
} from "../watchlist.js";

const maxScrips = "Max 50 scrips can be added to watchlist, please unselect some scrips and try again";
const maxSections = "You have reached the limit of creating 10 sections per watchlist";
const nameMessage = "Please enter only letters (a-z) and numbers (0-9).";
const scrips = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ mktSegId: 1, token: from + i }));

describe("the spec's words", () => {
  it.each([
    [watchlistTexts.maxScrips(), maxScrips],
    [watchlistTexts.maxSections(), maxSections],
    [watchlistTexts.sectionOnEmptyWatchlist, "Section cannot be added to an empty watchlist"],
    [watchlistTexts.sectionWhenSorted, "Sorry! You cannot add watchlist sections when sorting is applied."],
    [watchlistTexts.sectionExists, "Section with this name already exists"],
    [watchlistTexts.nameCharacters, nameMessage],
    [watchlistTexts.maxLimitReached, "Max. limit reached"],
  ])("%s", (text, spec) => {
    expect(text).toBe(spec);
  });

  it("the limits of spec 3 §9", () => {
    expect(watchlistLimits).toMatchObject({
      maxScrips: 50,
      maxSections: 10,
      recentSearchLength: 15,
      addedToastMs: 3000,
    });
  });
});

describe("names and search inputs", () => {
  it.each([
    ["Nifty50", true],
    ["ABC", true],
    ["123", true],
    ["", false],
    ["My List", false],
    ["Bank-Nifty", false],
    ["Café", false],
    ["list_1", false],
  ])("name %j valid: %s", (name, valid) => {
    expect(isValidWatchlistName(name)).toBe(valid);
  });

  it.each([
    ["tata motors", true],
    ["", true],
    ["M&M", false],
    ["NIFTY-50", false],
  ])("search %j valid: %s", (text, valid) => {
    expect(isValidSearchInput(text)).toBe(valid);
  });

  it("paste keeps letters, digits and spaces; global search needs 2 characters", () => {
    expect(cleanSearchInput("M&M, TCS-EQ")).toBe("MM TCSEQ");
    expect(globalSearchReady("a")).toBe(false);
    expect(globalSearchReady(" a ")).toBe(false);
    expect(globalSearchReady("ab")).toBe(true);
  });
});

describe("addScripsRefusal", () => {
  it.each([
    ["49 held + 1", 49, scrips(1, 100), undefined],
    ["50 held + 0", 50, [], undefined],
    ["50 held + 1", 50, scrips(1, 100), maxScrips],
    ["0 held + 51", 0, scrips(51, 100), maxScrips],
    ["50 held + 1 already held", 50, scrips(1, 1), undefined],
    ["49 held + the same new scrip twice", 49, [...scrips(1, 100), ...scrips(1, 100)], undefined],
  ])("%s", (_case, held, adding, message) => {
    expect(addScripsRefusal({ held: scrips(held), adding })?.message).toBe(message);
  });

  it("the limit comes from remote configuration", () => {
    expect(addScripsRefusal({ held: scrips(20), adding: scrips(1, 100), maxScrips: 20 })).toEqual({
      code: "WATCHLIST-LIMIT",
      message: "Max 20 scrips can be added to watchlist, please unselect some scrips and try again",
    });
  });

  it("newScrips drops held and repeated ones", () => {
    expect(
      newScrips(scrips(2), [...scrips(3), { mktSegId: 3, token: 1 }, { mktSegId: 1, token: 3 }]),
    ).toEqual([
      { mktSegId: 1, token: 3 },
      { mktSegId: 3, token: 1 },
    ]);
    expect(flagKey(2885, 1)).toBe("2885_1");
  });
});

describe("createWatchlistRefusal and renameWatchlistRefusal", () => {
  it.each([
    ["a fresh name", "Tech", ["NiftyStocks"], undefined],
    ["a name with a space", "My Tech", ["NiftyStocks"], { code: "WATCHLIST-NAME", message: nameMessage }],
    [
      "a duplicate (any case)",
      "niftystocks",
      ["NiftyStocks"],
      { code: "RB-104", message: watchlistTexts.duplicateWatchlistName },
    ],
    [
      "the eleventh list",
      "Tech",
      Array.from({ length: 10 }, (_, i) => `L${i}`),
      { code: "WATCHLIST-LIMIT", message: "Max. limit reached" },
    ],
  ])("create: %s", (_case, name, existingNames, refusal) => {
    expect(createWatchlistRefusal({ name, existingNames })).toEqual(refusal);
  });

  it.each([
    ["another name", "Tech", ["Banks"], undefined],
    ["another list's name", "BANKS", ["Banks"], "RB-104"],
    ["bad characters", "Tech!", [], "WATCHLIST-NAME"],
  ])("rename: %s", (_case, name, otherNames, code) => {
    expect(renameWatchlistRefusal({ name, otherNames })?.code).toBe(code);
  });
});

describe("addSectionRefusal", () => {
  const base = { name: "Tech", sectionNames: ["Banks"], scripCount: 5 };
  it.each([
    ["allowed", base, undefined],
    [
      "sorting applied",
      { ...base, sorted: true },
      "Sorry! You cannot add watchlist sections when sorting is applied.",
    ],
    ["an empty watchlist", { ...base, scripCount: 0 }, "Section cannot be added to an empty watchlist"],
    [
      "the eleventh section",
      { ...base, sectionNames: Array.from({ length: 10 }, (_, i) => `S${i}`) },
      maxSections,
    ],
    ["a name with a space", { ...base, name: "Big Tech" }, nameMessage],
    ["an existing name", { ...base, name: "banks" }, "Section with this name already exists"],
  ])("%s", (_case, input, message) => {
    expect(addSectionRefusal(input)?.message).toBe(message);
  });
});

describe("renameSectionRefusal", () => {
  it.each([
    ["to a new name", "Banks", "Lenders", undefined],
    ["to its own name in another case", "Banks", "BANKS", undefined],
    ["to another section's name", "Banks", "tech", "Section with this name already exists"],
    ["with bad characters", "Banks", "Bank s", nameMessage],
    ["a section that does not exist", "Gone", "New", watchlistTexts.sectionNotFound],
  ])("%s", (_case, oldName, newName, message) => {
    expect(renameSectionRefusal({ oldName, newName, sectionNames: ["Banks", "Tech"] })?.message).toBe(
      message,
    );
  });
});

describe("versions and reloads", () => {
  it.each([
    [3, 3, undefined],
    [3, undefined, undefined],
    [3, 2, "RB-104"],
    [3, 4, "RB-104"],
  ])("stored %i, sent %s: %s", (stored, sent, code) => {
    expect(versionRefusal(stored, sent)?.code).toBe(code);
  });

  it.each([
    ["RB-104", true],
    ["RB-105", true],
    ["WATCHLIST-LIMIT", false],
    [undefined, false],
  ])("%s reloads: %s", (code, reload) => {
    expect(reloadsWatchlists(code)).toBe(reload);
  });
});

describe("selectedWatchlist (selWatchlist, else Isdefault)", () => {
  const lists = [
    { watchlistId: 7, Isdefault: false },
    { watchlistId: 8, Isdefault: true },
    { watchlistId: 9, Isdefault: false },
  ];
  it.each([
    ["the stored one", "9", 9],
    ["the default when none is stored", null, 8],
    ["the default when the stored one is gone", "42", 8],
    ["the default when the stored value is not a number", "abc", 8],
    ["the default when the stored value is empty", "", 8],
  ])("%s", (_case, stored, id) => {
    expect(selectedWatchlist(lists, stored)?.watchlistId).toBe(id);
  });

  it("the first without a default, none without lists", () => {
    expect(selectedWatchlist([{ watchlistId: 3, Isdefault: false }], null)?.watchlistId).toBe(3);
    expect(selectedWatchlist([], "1")).toBeUndefined();
  });

  it.each([
    [1, "a"],
    [3, "c"],
    [4, undefined],
    [0, undefined],
    [10, undefined],
  ])("Ctrl+%i selects %s", (digit, selected) => {
    expect(watchlistForShortcut(["a", "b", "c"], digit)).toBe(selected);
  });
});
