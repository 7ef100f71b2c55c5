import * as z from "zod/mini";

/**
 * The watchlist wire (spec 3 §3 Watchlist, §7 Watchlist). Spec names are kept verbatim, casing included: the scrip
 * entry says `mktSegID`, the section and the payloads say `mktSegId`. Paths and shapes the spec withholds are our
 * choice and are listed in docs/decisions.md ("Watchlists").
 *
 * The schemas check shapes only. Whether a change may be made (50 scrips, 10 sections, names of letters and digits,
 * duplicate names) is a rule of `rules/watchlist.ts`, answered with the spec's message; a schema that refused a
 * name with a space would hide 'Please enter only letters (a-z) and numbers (0-9).' behind a generic error.
 */

/** The five flag colours (spec 3 §3); a flag's `icon` is its colour. */
export const flagColour = z.enum(["cyan", "purple", "yellow", "orange", "pink"]);
export type FlagColour = z.infer<typeof flagColour>;

const token = z.int().check(z.gte(0), z.lte(2_147_483_647));
const segment = z.int().check(z.gte(0), z.lte(99));
const watchlistId = z.int().check(z.gte(1), z.lte(2_147_483_647));
const version = z.int().check(z.gte(0), z.lte(2_147_483_647));
/** Names are checked by the rules (letters and digits); the schema only bounds their length. */
const name = z.string().check(z.maxLength(40));

export const flag = z.strictObject({
  label: z.string().check(z.maxLength(30)),
  icon: flagColour,
});
export type Flag = z.infer<typeof flag>;

/** One row of a watchlist (spec 3 §3): a scrip, or the heading of a section (`symbolName` is its name). */
export const scripEntry = z.object({
  token,
  mktSegID: segment,
  symbolName: z.string(),
  tradeSymbol: z.string(),
  /** 1-based position among all the rows, sections included. */
  scripOrder: z.int().check(z.gte(1)),
  type: z.enum(["scrip", "section"]),
  /** With `with_flag`: the scrip's flag (at most one; setting another replaces it). */
  flags: z.optional(z.array(flag)),
});
export type ScripEntry = z.infer<typeof scripEntry>;

/** A section (spec 3 §3): its `mktSegId` and `token` are those of the scrip it was added at, which it heads. */
export const section = z.object({
  type: z.literal("SEC"),
  name: z.string(),
  mktSegId: segment,
  token,
});
export type Section = z.infer<typeof section>;

/** `token_segment`, the key of a flagMap. */
export type FlagKey = `${number}_${number}`;

export const watchlist = z.object({
  watchlistId,
  watchlistName: z.string(),
  /** Bumped by every change; a change sent with another version is refused with RB-104. */
  version,
  Isdefault: z.boolean(),
  scripDetails: z.array(scripEntry),
  /** With `with_flag`: flags keyed `token_segment`. */
  flagMap: z.optional(z.record(z.string(), flag)),
  /** With `with_section`. */
  sections: z.optional(z.array(section)),
});
export type Watchlist = z.infer<typeof watchlist>;

const booleanFlag = z.optional(
  z.pipe(
    z.enum(["true", "false"]),
    z.transform((value) => value === "true"),
  ),
);

/** GET /v4/watchlist: `with_flag` and `with_section` (query strings "true" / "false"; default false). */
export const watchlistQuery = z.strictObject({ with_flag: booleanFlag, with_section: booleanFlag });
export type WatchlistQuery = z.input<typeof watchlistQuery>;

export const watchlistList = z.object({ watchlists: z.array(watchlist) });
export type WatchlistList = z.infer<typeof watchlistList>;

/** A scrip named by segment and token. */
export const scripRef = z.strictObject({ mktSegId: segment, token });
export type ScripRef = z.infer<typeof scripRef>;

const scripRefs = z.array(scripRef).check(z.maxLength(200));

/**
 * Add or delete scrips (spec 3 §7): `version` is the watchlist's version the client holds; `max_version` (the
 * highest version the client holds over its lists) and `total_scrip` (its count) are carried as the spec says and
 * not trusted: the server counts for itself.
 */
export const scripsChange = z.strictObject({
  watchlistId,
  max_version: z.optional(version),
  version,
  total_scrip: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
  with_flag: z.optional(z.boolean()),
  with_section: z.optional(z.boolean()),
  scrips_to_add: z.optional(scripRefs),
  scrips_to_delete: z.optional(scripRefs),
});
export type ScripsChange = z.infer<typeof scripsChange>;

/** Every change but create may carry the version the client holds; a stale one answers RB-104. */
const held = { watchlistId, version: z.optional(version) };

export const createWatchlistRequest = z.strictObject({ watchlistName: name });
export const renameWatchlistRequest = z.strictObject({ ...held, watchlistName: name });
export const deleteWatchlistRequest = z.strictObject(held);
export const setFlagRequest = z.strictObject({
  ...held,
  mktSegId: segment,
  token,
  label: flag.shape.label,
  icon: flagColour,
});
export const removeFlagRequest = z.strictObject({ ...held, mktSegId: segment, token });
export const addSectionRequest = z.strictObject({ ...held, section_name: name, mktSegId: segment, token });
export const deleteSectionRequest = z.strictObject({ ...held, section_name: name });
export const renameSectionRequest = z.strictObject({
  ...held,
  section_old_name: name,
  section_new_name: name,
});
export const reorderRequest = z.strictObject({
  ...held,
  scripDetails: z
    .array(
      z.strictObject({
        token,
        mktSegID: segment,
        scripOrder: z.int().check(z.gte(1)),
        type: scripEntry.shape.type,
      }),
    )
    .check(z.maxLength(200)),
});
export type CreateWatchlistRequest = z.infer<typeof createWatchlistRequest>;
export type RenameWatchlistRequest = z.infer<typeof renameWatchlistRequest>;
export type DeleteWatchlistRequest = z.infer<typeof deleteWatchlistRequest>;
export type SetFlagRequest = z.infer<typeof setFlagRequest>;
export type RemoveFlagRequest = z.infer<typeof removeFlagRequest>;
export type AddSectionRequest = z.infer<typeof addSectionRequest>;
export type DeleteSectionRequest = z.infer<typeof deleteSectionRequest>;
export type RenameSectionRequest = z.infer<typeof renameSectionRequest>;
export type ReorderRequest = z.infer<typeof reorderRequest>;

/** A change answers the watchlist as it now is (with flags and sections). */
export const watchlistResult = z.object({ watchlist });
/** A deletion answers the id and the spec's deleted confirmation is the client's to show. */
export const deletedWatchlist = z.object({ watchlistId, deleted: z.literal(true) });
export type DeletedWatchlist = z.infer<typeof deletedWatchlist>;
