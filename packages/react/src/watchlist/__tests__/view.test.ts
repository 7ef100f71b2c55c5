import type { Watchlist } from "@trade/core/watchlist";
import { describe, expect, it } from "vitest";
import {
  filterChoices,
  nextSort,
  noFilters,
  type PriceOf,
  rowsOf,
  sortOptionOf,
  sortOptions,
  visibleRows,
  type WatchlistRow,
} from "../view.js";

const scrip = (token: number, tradeSymbol: string, scripOrder: number, mktSegID = 1) => ({
  token,
  mktSegID,
  symbolName: tradeSymbol.split("-")[0] as string,
  tradeSymbol,
  scripOrder,
  type: "scrip" as const,
});

const list: Watchlist = {
  watchlistId: 7,
  watchlistName: "Mixed",
  version: 3,
  Isdefault: false,
  scripDetails: [
    scrip(11, "TCS-EQ", 2),
    { ...scrip(11, "Tech", 1), type: "section" },
    scrip(12, "INFY-EQ", 3),
    { ...scrip(13, "Fno", 4), type: "section" },
    scrip(13, "NIFTY24DECFUT", 5, 2),
    scrip(14, "SBIN-EQ", 6, 3),
  ],
  flagMap: { "12_1": { label: "Core", icon: "cyan" } },
  sections: [
    { type: "SEC", name: "Tech", mktSegId: 1, token: 11 },
    { type: "SEC", name: "Fno", mktSegId: 2, token: 13 },
  ],
};

const prices: Record<number, { ltp: number; close: number }> = {
  11: { ltp: 400_000, close: 380_000 },
  12: { ltp: 150_000, close: 160_000 },
  13: { ltp: 2_400_000, close: 2_390_000 },
};
const priceOf: PriceOf = (_segment, token) => prices[token];
const names = (rows: WatchlistRow[]) =>
  rows.map((r) => (r.kind === "section" ? `[${r.name}]` : r.entry.tradeSymbol));

describe("watchlist view", () => {
  it("cycles a column default → asc → desc → default; another column starts at asc", () => {
    const asc = nextSort(undefined, "ltp");
    expect(asc).toEqual({ column: "ltp", direction: "asc" });
    const desc = nextSort(asc, "ltp");
    expect(desc).toEqual({ column: "ltp", direction: "desc" });
    expect(nextSort(desc, "ltp")).toBeUndefined();
    expect(nextSort(desc, "symbol")).toEqual({ column: "symbol", direction: "asc" });
    expect(sortOptions.map((o) => o.label)).toEqual([
      "A-Z",
      "Z-A",
      "LTP high-low",
      "LTP low-high",
      "LTP percent change",
    ]);
    expect(sortOptionOf(desc)?.label).toBe("LTP high-low");
  });

  it("shows the rows in scripOrder with their section headings and flags from the flagMap", () => {
    expect(names(rowsOf(list))).toEqual(["[Tech]", "TCS-EQ", "INFY-EQ", "[Fno]", "NIFTY24DECFUT", "SBIN-EQ"]);
    const infy = rowsOf(list).find((r) => r.kind === "scrip" && r.entry.token === 12);
    expect(infy?.kind === "scrip" && infy.flag).toEqual({ label: "Core", icon: "cyan" });
    expect(filterChoices(list)).toEqual({
      types: ["Equity", "F&O"],
      exchanges: ["NSE", "BSE"],
      tags: ["Core"],
      flags: ["cyan"],
    });
  });

  it("sorts flat, without headings; scrips without a price go last", () => {
    const by = (column: "symbol" | "ltp" | "percent", direction: "asc" | "desc") =>
      names(visibleRows(list, { sort: { column, direction }, filters: noFilters, priceOf }));
    expect(by("symbol", "asc")).toEqual(["INFY-EQ", "NIFTY24DECFUT", "SBIN-EQ", "TCS-EQ"]);
    expect(by("ltp", "desc")).toEqual(["NIFTY24DECFUT", "TCS-EQ", "INFY-EQ", "SBIN-EQ"]);
    expect(by("ltp", "asc")).toEqual(["INFY-EQ", "TCS-EQ", "NIFTY24DECFUT", "SBIN-EQ"]);
    // TCS +5.26 %, NIFTY +0.42 %, INFY -6.25 %.
    expect(by("percent", "desc")).toEqual(["TCS-EQ", "NIFTY24DECFUT", "INFY-EQ", "SBIN-EQ"]);
    expect(names(visibleRows(list, { sort: undefined, filters: noFilters, priceOf }))).toEqual(
      names(rowsOf(list)),
    );
  });

  it("filters by type, exchange, tags and flags: values of a group OR-ed, groups AND-ed", () => {
    const shown = (filters: Partial<typeof noFilters>) =>
      names(visibleRows(list, { sort: undefined, filters: { ...noFilters, ...filters }, priceOf }));
    expect(shown({ types: ["F&O"] })).toEqual(["NIFTY24DECFUT"]);
    expect(shown({ types: ["F&O", "Equity"] })).toEqual(["TCS-EQ", "INFY-EQ", "NIFTY24DECFUT", "SBIN-EQ"]);
    expect(shown({ exchanges: ["BSE"] })).toEqual(["SBIN-EQ"]);
    expect(shown({ tags: ["Core"] })).toEqual(["INFY-EQ"]);
    expect(shown({ flags: ["pink"] })).toEqual([]);
    expect(shown({ flags: ["cyan"], exchanges: ["BSE"] })).toEqual([]);
  });
});
