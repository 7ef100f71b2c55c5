import { exchangeOf as exchangeOfSegment, nextSort as nextTableSort } from "@trade/core";
import type { FlagColour, ScripEntry, Watchlist } from "@trade/core/watchlist";
import { flagKey } from "@trade/core/watchlist";

/**
 * What the watchlist widget shows of a watchlist: its rows with sections, the sort options and the sort cycle, the
 * filters (type, exchange, tags, flags). Pure functions over the watchlist and a price look-up; no React here.
 */

/** The five flag colours (spec 3 §3), in the spec's order. */
export const flagColours = [
  "cyan",
  "purple",
  "yellow",
  "orange",
  "pink",
] as const satisfies readonly FlagColour[];

export type SortColumn = "symbol" | "ltp" | "percent";
export type SortDirection = "asc" | "desc";
/** A sort in effect; `undefined` is the watchlist's own order (default). */
export type WatchlistSort = { column: SortColumn; direction: SortDirection } | undefined;

/** The sort options of spec 3 §2, as a column and a direction. */
export const sortOptions = [
  { id: "az", label: "A-Z", sort: { column: "symbol", direction: "asc" } },
  { id: "za", label: "Z-A", sort: { column: "symbol", direction: "desc" } },
  { id: "ltpHighLow", label: "LTP high-low", sort: { column: "ltp", direction: "desc" } },
  { id: "ltpLowHigh", label: "LTP low-high", sort: { column: "ltp", direction: "asc" } },
  { id: "percent", label: "LTP percent change", sort: { column: "percent", direction: "desc" } },
] as const satisfies readonly { id: string; label: string; sort: NonNullable<WatchlistSort> }[];

/** The sort option a sort stands for, if one does. */
export const sortOptionOf = (sort: WatchlistSort) =>
  sort === undefined
    ? undefined
    : sortOptions.find((o) => o.sort.column === sort.column && o.sort.direction === sort.direction);

/**
 * The sort cycle per column (spec 3 §4, spec 1 §4: core's `nextSort`): default → asc → desc → default. A click on
 * another column starts that column at asc.
 */
export function nextSort(current: WatchlistSort, column: SortColumn): WatchlistSort {
  const next = nextTableSort<SortColumn>(
    current === undefined ? { column: null, direction: "default" } : current,
    column,
  );
  return next.column === null || next.direction === "default"
    ? undefined
    : { column: next.column, direction: next.direction };
}

/** Exchanges of the market segments (core's `exchangeOf`: spec 1 §3 segment ids). */
export const exchangeOf = exchangeOfSegment;

/** Instrument types for the type filter, by segment (a watchlist row carries no instrument kind). */
export type ScripType = "Equity" | "F&O" | "Currency" | "Commodity";
export function typeOf(segment: number): ScripType {
  if (segment === 1 || segment === 3) return "Equity";
  if (segment === 2 || segment === 4) return "F&O";
  if (segment === 13) return "Currency";
  return "Commodity";
}

export interface WatchlistFilters {
  types: readonly ScripType[];
  exchanges: readonly string[];
  /** Flag labels (a flag is a colour and a label, spec 3 §3); the labels are the scrips' tags. */
  tags: readonly string[];
  flags: readonly FlagColour[];
}

export const noFilters: WatchlistFilters = { types: [], exchanges: [], tags: [], flags: [] };

export const filterCount = (filters: WatchlistFilters) =>
  filters.types.length + filters.exchanges.length + filters.tags.length + filters.flags.length;

export interface ScripRow {
  kind: "scrip";
  entry: ScripEntry;
  key: string;
  flag: { label: string; icon: FlagColour } | undefined;
}
export interface SectionRow {
  kind: "section";
  name: string;
  key: string;
}
export type WatchlistRow = ScripRow | SectionRow;

/** The flag of a scrip: on the row (with_flag) or in the flagMap keyed `token_segment`. */
export function flagOf(watchlist: Watchlist, entry: ScripEntry): ScripRow["flag"] {
  return entry.flags?.[0] ?? watchlist.flagMap?.[flagKey(entry.token, entry.mktSegID)];
}

/** Every row in the watchlist's order (scripOrder), section headings included. */
export function rowsOf(watchlist: Watchlist): WatchlistRow[] {
  return [...watchlist.scripDetails]
    .sort((a, b) => a.scripOrder - b.scripOrder)
    .map((entry) =>
      entry.type === "section"
        ? { kind: "section", name: entry.symbolName, key: `sec:${entry.symbolName}` }
        : { kind: "scrip", entry, key: `${entry.mktSegID}:${entry.token}`, flag: flagOf(watchlist, entry) },
    );
}

export const scripRowsOf = (watchlist: Watchlist): ScripRow[] =>
  rowsOf(watchlist).filter((row): row is ScripRow => row.kind === "scrip");

/** The tags (flag labels) and flag colours in use, for the filter menu. */
export function filterChoices(watchlist: Watchlist) {
  const rows = scripRowsOf(watchlist);
  const uniq = <T>(values: T[]) => [...new Set(values)];
  return {
    types: uniq(rows.map((r) => typeOf(r.entry.mktSegID))),
    exchanges: uniq(rows.map((r) => exchangeOf(r.entry.mktSegID))),
    tags: uniq(rows.flatMap((r) => (r.flag ? [r.flag.label] : []))),
    flags: flagColours.filter((colour) => rows.some((r) => r.flag?.icon === colour)),
  };
}

export function matchesFilters(row: ScripRow, filters: WatchlistFilters): boolean {
  const segment = row.entry.mktSegID;
  if (filters.types.length > 0 && !filters.types.includes(typeOf(segment))) return false;
  if (filters.exchanges.length > 0 && !filters.exchanges.includes(exchangeOf(segment))) return false;
  if (filters.tags.length > 0 && !(row.flag && filters.tags.includes(row.flag.label))) return false;
  if (filters.flags.length > 0 && !(row.flag && filters.flags.includes(row.flag.icon))) return false;
  return true;
}

/** A price look-up: the last price and previous close of a scrip, in minor units (0 when none yet). */
export type PriceOf = (segment: number, token: number) => { ltp: number; close: number } | undefined;

function sortValue(row: ScripRow, column: SortColumn, priceOf: PriceOf): number | string | undefined {
  if (column === "symbol") return row.entry.tradeSymbol;
  const price = priceOf(row.entry.mktSegID, row.entry.token);
  if (price === undefined || price.ltp === 0) return undefined;
  if (column === "ltp") return price.ltp;
  return price.close > 0 ? (price.ltp - price.close) / price.close : undefined;
}

/**
 * The rows shown: the watchlist's own order with its sections when neither a sort nor a filter applies; otherwise
 * the matching scrips alone, sorted (a section heads rows in the watchlist's order, which a sort or filter breaks).
 * Scrips without a price yet go last in a price sort.
 */
export function visibleRows(
  watchlist: Watchlist,
  options: { sort: WatchlistSort; filters: WatchlistFilters; priceOf: PriceOf },
): WatchlistRow[] {
  const { sort, filters, priceOf } = options;
  if (sort === undefined && filterCount(filters) === 0) return rowsOf(watchlist);
  const rows = scripRowsOf(watchlist).filter((row) => matchesFilters(row, filters));
  if (sort === undefined) return rows;
  const sign = sort.direction === "asc" ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValue(row, sort.column, priceOf) }));
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      return a.value === b.value ? 0 : a.value === undefined ? 1 : -1;
    }
    if (typeof a.value === "string" || typeof b.value === "string") {
      return sign * String(a.value).localeCompare(String(b.value));
    }
    return sign * (a.value - b.value);
  });
  return keyed.map((k) => k.row);
}

/** A watchlist row as the widget's callbacks get it. */
export interface WatchlistScrip {
  segment: number;
  token: number;
  symbolName: string;
  tradeSymbol: string;
  exchange: string;
}

export const scripOf = (row: ScripRow): WatchlistScrip => ({
  segment: row.entry.mktSegID,
  token: row.entry.token,
  symbolName: row.entry.symbolName,
  tradeSymbol: row.entry.tradeSymbol,
  exchange: exchangeOf(row.entry.mktSegID),
});

/** A flag colour as a label ('Cyan'). */
export const flagLabel = (colour: FlagColour) => colour[0]?.toUpperCase() + colour.slice(1);

/** The column heads' names. */
export const columnTitles: Record<SortColumn, string> = { symbol: "Symbol", ltp: "LTP", percent: "Chg %" };

/** The rows as shown: the rows before any section, then each section's (a section may be empty). */
export interface RowGroup {
  section: string | undefined;
  rows: ScripRow[];
}

export function groupRows(rows: readonly WatchlistRow[]): RowGroup[] {
  const groups: RowGroup[] = [];
  let group: RowGroup | undefined;
  for (const row of rows) {
    if (row.kind === "section") {
      group = { section: row.name, rows: [] };
      groups.push(group);
    } else {
      if (!group) {
        group = { section: undefined, rows: [] };
        groups.push(group);
      }
      group.rows.push(row);
    }
  }
  return groups.filter((g) => g.rows.length > 0 || g.section !== undefined);
}
