import type { IndexEntry } from "../contract/market.js";
import { breakpoints } from "./layout.js";

/**
 * The header's rules (spec 1 §2.3, §3, §5, §9; spec 3 §3, §7): the default index list, the pin limits and their
 * messages, the global search keyword, the recent searches. The words the spec does not give are ours
 * (docs/decisions.md, "Header and navigation").
 */

const index = (
  code: number,
  name: string,
  symbolName: string,
  exchName: "NSE" | "BSE",
  token: number,
  seq: number,
  flags: Partial<
    Pick<IndexEntry, "selected" | "hide" | "showInOptionsWatchlist" | "isOIPCR" | "isCashWithFno">
  >,
): IndexEntry => ({
  code,
  exchName,
  name,
  selected: false,
  mktSegID: exchName === "NSE" ? 1 : 3,
  token,
  symbolName,
  series: "INDEX",
  strkPrice: 0,
  isCashWithFno: true,
  tokenref: [token, 0],
  showInOptionsWatchlist: true,
  seq,
  hide: false,
  isOIPCR: true,
  isIndices: true,
  ...flags,
});

/**
 * The default indices (spec 1 §3, spec 3 §3), used when the index master cannot be fetched (spec 3 §7): SENSEX,
 * Nifty 50, BANKNIFTY, FINNIFTY, BANKEX, MIDCPNIFTY (hidden), INDIA VIX (not in the options watchlist), NIFTY NEXT 50.
 * Codes 66, 70 and 78 are the spec's; the others and the exchange tokens are the exchanges' own numbers.
 */
export const defaultIndices: readonly IndexEntry[] = [
  index(1, "SENSEX", "SENSEX", "BSE", 99919000, 1, { selected: true }),
  index(78, "Nifty 50", "NIFTY", "NSE", 99926000, 2, { selected: true }),
  index(66, "BANKNIFTY", "BANKNIFTY", "NSE", 99926009, 3, { selected: true }),
  index(70, "FINNIFTY", "FINNIFTY", "NSE", 99926037, 4, {}),
  index(12, "BANKEX", "BANKEX", "BSE", 99919012, 5, {}),
  index(74, "MIDCPNIFTY", "MIDCPNIFTY", "NSE", 99926074, 6, { hide: true }),
  index(17, "INDIA VIX", "INDIAVIX", "NSE", 99926017, 7, {
    showInOptionsWatchlist: false,
    isOIPCR: false,
    isCashWithFno: false,
  }),
  index(13, "NIFTY NEXT 50", "NIFTYNXT50", "NSE", 99926013, 8, {
    showInOptionsWatchlist: false,
    isOIPCR: false,
  }),
];

/** Three pinned indices need at least this width (spec 1 §5). */
export const threeIndexMinWidth = 1200;
/** At most this many pinned indices (spec 1 §5). */
export const maxPinnedIndices = 4;

/**
 * How many indices may be pinned (spec 1 §5): 4; 3 with the Large font below 1600 px; 2 below 1200 px (the width three
 * indices need).
 */
export function pinLimit(width: number, fontSize: "Small" | "Default" | "Large"): number {
  if (width < threeIndexMinWidth) return 2;
  if (fontSize === "Large" && width < breakpoints.wide) return 3;
  return maxPinnedIndices;
}

/** The pin messages (spec 1 §5 gives the rules, not the words; the words are ours). */
export const pinTexts = {
  lastPinned: "At least 1 index must stay pinned.",
  limit: (limit: number) => `You can pin up to ${limit} ${limit === 1 ? "index" : "indices"}.`,
  largeFont: "You can pin up to 3 indices with the Large font on a screen narrower than 1600 px.",
  narrow: "You can pin up to 2 indices on a screen narrower than 1200 px.",
} as const;

export type PinOutcome = { ok: true; pinned: string[] } | { ok: false; message: string };

/**
 * Pin or unpin `name` in the pinned list (names of index entries, kept in order of pinning). Refuses to unpin the last
 * one and to pin beyond the limit, with the message to show.
 */
export function togglePin(
  pinned: readonly string[],
  name: string,
  limits: { width: number; fontSize: "Small" | "Default" | "Large" },
): PinOutcome {
  if (pinned.includes(name)) {
    if (pinned.length <= 1) return { ok: false, message: pinTexts.lastPinned };
    return { ok: true, pinned: pinned.filter((n) => n !== name) };
  }
  const limit = pinLimit(limits.width, limits.fontSize);
  if (pinned.length >= limit) {
    const message =
      limit === 2 ? pinTexts.narrow : limit === 3 ? pinTexts.largeFont : pinTexts.limit(maxPinnedIndices);
    return { ok: false, message };
  }
  return { ok: true, pinned: [...pinned, name] };
}

/**
 * The indices pinned: the saved list (layout preference `indices`, names) where it names known indices, else those
 * the index master marks `selected`; trimmed to the limit in effect, at least one.
 */
export function pinnedIndices(
  all: readonly IndexEntry[],
  saved: readonly string[] | undefined,
  limit: number,
): IndexEntry[] {
  const byName = new Map(all.map((entry) => [entry.name, entry]));
  const fromSaved = (saved ?? []).flatMap((name) => byName.get(name) ?? []);
  const chosen =
    fromSaved.length > 0 ? fromSaved : all.filter((entry) => entry.selected).sort((a, b) => a.seq - b.seq);
  const list = chosen.length > 0 ? chosen : all.filter((entry) => !entry.hide).slice(0, 1);
  return list.slice(0, Math.max(1, limit));
}

/** Global search (spec 1 §5): a keyword of at least 2 characters, letters, digits and spaces only. */
export const searchTexts = {
  tooShort: "Global search needs a keyword of at least 2 characters",
  invalid: "Search accepts only letters, digits and spaces",
} as const;

/** At least this many characters before the search runs (spec 1 §5). */
export const searchMinLength = 2;
/** Recent searches kept (spec 1 §5: recent search length 15). */
export const recentSearchLength = 15;

/** What is wrong with a search keyword, or undefined when it can be searched. */
export function searchKeywordProblem(keyword: string): string | undefined {
  if (!/^[A-Za-z0-9 ]*$/.test(keyword)) return searchTexts.invalid;
  if (keyword.trim().length < searchMinLength) return searchTexts.tooShort;
  return undefined;
}

/** Recent searches with `keyword` first: no duplicates (case-insensitive), at most 15. */
export function addRecentSearch(recent: readonly string[], keyword: string): string[] {
  const word = keyword.trim();
  if (word === "") return [...recent];
  const rest = recent.filter((r) => r.toLowerCase() !== word.toLowerCase());
  return [word, ...rest].slice(0, recentSearchLength);
}

/** The Tools dropdown closes this long after the pointer leaves it (spec 1 §9). */
export const toolsCloseDelayMs = 400;
/** The header's LTP flash (spec 1 §9: 500 ms in the header). */
export const headerFlashMs = 500;
