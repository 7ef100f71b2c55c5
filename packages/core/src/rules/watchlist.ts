/**
 * Watchlist rules (spec 3 §2, §4, §5, §8, §9 Watchlist): limits, names, duplicates, the selected watchlist, and
 * which answers reload the lists. The app checks them before sending; the sandbox answers with the same functions.
 */

/** Spec 3 §9. The scrip limit comes from remote configuration (50 unless it says otherwise). */
export const watchlistLimits = {
  maxScrips: 50,
  maxSections: 10,
  /** "a separate count setting of 10 also appears" (spec 3 §9); Ctrl+1..9 reach the first nine. */
  maxWatchlists: 10,
  shortcutWatchlists: 9,
  recentSearchLength: 15,
  globalSearchMinLength: 2,
  /** The watchlist added toast (spec 3 §8). */
  addedToastMs: 3000,
} as const;

/** The spec's codes (§8): both make the client reload its watchlists. */
export const watchlistErrorCodes = {
  /** A version conflict, or a duplicate watchlist name: alert the message, and reload. */
  versionConflict: "RB-104",
  duplicateName: "RB-104",
  /** No watchlist found: reload. */
  notFound: "RB-105",
} as const;

/** Codes of ours for the other refusals (the spec gives them none); the messages are the spec's. */
export const watchlistRuleCodes = {
  limit: "WATCHLIST-LIMIT",
  name: "WATCHLIST-NAME",
  sectionExists: "SECTION-EXISTS",
  sectionEmpty: "SECTION-EMPTY",
  sectionSorted: "SECTION-SORTED",
  sectionNotFound: "SECTION-NOT-FOUND",
} as const;

/** The spec's words (spec 3 §5, §8); the RB-104 and RB-105 texts are ours (the spec shows the server's message). */
export const watchlistTexts = {
  maxScrips: (max: number = watchlistLimits.maxScrips) =>
    `Max ${max} scrips can be added to watchlist, please unselect some scrips and try again`,
  maxSections: (max: number = watchlistLimits.maxSections) =>
    `You have reached the limit of creating ${max} sections per watchlist`,
  sectionOnEmptyWatchlist: "Section cannot be added to an empty watchlist",
  sectionWhenSorted: "Sorry! You cannot add watchlist sections when sorting is applied.",
  sectionExists: "Section with this name already exists",
  nameCharacters: "Please enter only letters (a-z) and numbers (0-9).",
  maxLimitReached: "Max. limit reached",
  /** Ours (RB-104): the spec shows the server's message without quoting it. */
  duplicateWatchlistName: "Watchlist with this name already exists",
  /** Ours (RB-104). */
  versionConflict: "Watchlist has been modified elsewhere. Reloading your watchlists.",
  /** Ours (RB-105), after the catalogue's "no watchlist found". */
  notFound: "No watchlist found",
  /** Ours. */
  sectionNotFound: "No section found with this name",
} as const;

export interface WatchlistRefusal {
  code: string;
  message: string;
}

const refusal = (code: string, message: string): WatchlistRefusal => ({ code, message });

/** Watchlist and section names: letters and digits only (spec 3 §5). */
export const isValidWatchlistName = (name: string): boolean => /^[A-Za-z0-9]+$/.test(name);

/** Search and paste inputs: letters, digits and spaces only (spec 3 §5). */
export const isValidSearchInput = (text: string): boolean => /^[A-Za-z0-9 ]*$/.test(text);

/** What a search or paste input keeps of a text: its letters, digits and spaces. */
export const cleanSearchInput = (text: string): string => text.replace(/[^A-Za-z0-9 ]/g, "");

/** Global search starts at 2 characters (spec 3 §5). */
export const globalSearchReady = (text: string): boolean =>
  text.trim().length >= watchlistLimits.globalSearchMinLength;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface ScripKey {
  mktSegId: number;
  token: number;
}

/** The flagMap key of a scrip: `token_segment` (spec 3 §3). */
export const flagKey = (token: number, segment: number): `${number}_${number}` => `${token}_${segment}`;

/** The scrips of `adding` not already held (nor repeated): adding a held scrip again changes nothing. */
export function newScrips<TScrip extends ScripKey>(
  held: readonly ScripKey[],
  adding: readonly TScrip[],
): TScrip[] {
  const seen = new Set(held.map((s) => flagKey(s.token, s.mktSegId)));
  const fresh: TScrip[] = [];
  for (const scrip of adding) {
    const key = flagKey(scrip.token, scrip.mktSegId);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(scrip);
  }
  return fresh;
}

/** Adding scrips past the maximum (50, or remote configuration's) is refused with the spec's message. */
export function addScripsRefusal(input: {
  held: readonly ScripKey[];
  adding: readonly ScripKey[];
  maxScrips?: number;
}): WatchlistRefusal | undefined {
  const max = input.maxScrips ?? watchlistLimits.maxScrips;
  const total = input.held.length + newScrips(input.held, input.adding).length;
  return total > max ? refusal(watchlistRuleCodes.limit, watchlistTexts.maxScrips(max)) : undefined;
}

/** A watchlist or section name: letters and digits, else the spec's message. */
export function nameRefusal(name: string): WatchlistRefusal | undefined {
  return isValidWatchlistName(name)
    ? undefined
    : refusal(watchlistRuleCodes.name, watchlistTexts.nameCharacters);
}

/** Whether `name` is taken by one of `names` (case-insensitive). */
const nameTaken = (name: string, names: readonly string[]) =>
  names.some((existing) => sameName(existing, name));

/** The refusal of a name another watchlist or section already has. */
const takenRefusal = (of: "watchlist" | "section"): WatchlistRefusal =>
  of === "watchlist"
    ? refusal(watchlistErrorCodes.duplicateName, watchlistTexts.duplicateWatchlistName)
    : refusal(watchlistRuleCodes.sectionExists, watchlistTexts.sectionExists);

/** A new name: letters and digits, and not one of `others`. */
const newNameRefusal = (name: string, others: readonly string[], of: "watchlist" | "section") =>
  nameRefusal(name) ?? (nameTaken(name, others) ? takenRefusal(of) : undefined);

/** Creating a watchlist: its name, the number of lists ('Max. limit reached'), a duplicate name (RB-104). */
export function createWatchlistRefusal(input: {
  name: string;
  existingNames: readonly string[];
  maxWatchlists?: number;
}): WatchlistRefusal | undefined {
  const named = nameRefusal(input.name);
  if (named) return named;
  if (input.existingNames.length >= (input.maxWatchlists ?? watchlistLimits.maxWatchlists)) {
    return refusal(watchlistRuleCodes.limit, watchlistTexts.maxLimitReached);
  }
  return nameTaken(input.name, input.existingNames) ? takenRefusal("watchlist") : undefined;
}

/** Renaming a watchlist: its name, and no other list of that name (RB-104). `otherNames` excludes its own. */
export function renameWatchlistRefusal(input: {
  name: string;
  otherNames: readonly string[];
}): WatchlistRefusal | undefined {
  return newNameRefusal(input.name, input.otherNames, "watchlist");
}

/**
 * Adding a section (spec 3 §5): not while sorted, not to an empty watchlist, at most 10 per watchlist, a name of
 * letters and digits, not one that exists.
 */
export function addSectionRefusal(input: {
  name: string;
  sectionNames: readonly string[];
  scripCount: number;
  sorted?: boolean;
  maxSections?: number;
}): WatchlistRefusal | undefined {
  if (input.sorted) return refusal(watchlistRuleCodes.sectionSorted, watchlistTexts.sectionWhenSorted);
  if (input.scripCount === 0)
    return refusal(watchlistRuleCodes.sectionEmpty, watchlistTexts.sectionOnEmptyWatchlist);
  const max = input.maxSections ?? watchlistLimits.maxSections;
  if (input.sectionNames.length >= max)
    return refusal(watchlistRuleCodes.limit, watchlistTexts.maxSections(max));
  return newNameRefusal(input.name, input.sectionNames, "section");
}

/** Renaming a section: the old one exists; the new name is letters and digits and not another section's. */
export function renameSectionRefusal(input: {
  oldName: string;
  newName: string;
  sectionNames: readonly string[];
}): WatchlistRefusal | undefined {
  if (!input.sectionNames.some((existing) => existing === input.oldName)) {
    return refusal(watchlistRuleCodes.sectionNotFound, watchlistTexts.sectionNotFound);
  }
  const others = input.sectionNames.filter((existing) => existing !== input.oldName);
  return newNameRefusal(input.newName, others, "section");
}

/** A change made with another version than the stored one is a conflict (RB-104); no version sent, no check. */
export function versionRefusal(stored: number, sent: number | undefined): WatchlistRefusal | undefined {
  return sent === undefined || sent === stored
    ? undefined
    : refusal(watchlistErrorCodes.versionConflict, watchlistTexts.versionConflict);
}

export const notFoundRefusal = (): WatchlistRefusal =>
  refusal(watchlistErrorCodes.notFound, watchlistTexts.notFound);

/** RB-104 and RB-105 make the client reload its watchlists (spec 3 §4, §8). */
export const reloadsWatchlists = (code: string | undefined): boolean =>
  code === watchlistErrorCodes.versionConflict || code === watchlistErrorCodes.notFound;

export interface WatchlistChoice {
  watchlistId: number;
  Isdefault: boolean;
}

/**
 * The selected watchlist (spec 3 §2): the one stored under selWatchlist when it still exists, else the default
 * (Isdefault true), else the first; none when there are no watchlists.
 */
export function selectedWatchlist<TWatchlist extends WatchlistChoice>(
  watchlists: readonly TWatchlist[],
  stored: string | null | undefined,
): TWatchlist | undefined {
  const id = stored == null || stored === "" ? Number.NaN : Number(stored);
  return watchlists.find((w) => w.watchlistId === id) ?? watchlists.find((w) => w.Isdefault) ?? watchlists[0];
}

/** Ctrl+1..9 selects watchlist number 1..9 (spec 3 §2); other digits, or a missing list, select nothing. */
export function watchlistForShortcut<TWatchlist>(
  watchlists: readonly TWatchlist[],
  digit: number,
): TWatchlist | undefined {
  if (!Number.isInteger(digit) || digit < 1 || digit > watchlistLimits.shortcutWatchlists) return undefined;
  return watchlists[digit - 1];
}
