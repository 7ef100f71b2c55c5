import { marketEndpoints, type TradeClient } from "@trade/core";
import {
  type ScripRef,
  type Watchlist,
  type WatchlistOutcome,
  WatchlistResource,
  watchlistTexts,
} from "@trade/core/watchlist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

const maxScrips = "Max 50 scrips can be added to watchlist, please unselect some scrips and try again";
const maxSections = "You have reached the limit of creating 10 sections per watchlist";
const nameMessage = "Please enter only letters (a-z) and numbers (0-9).";

const data = <TData>(outcome: WatchlistOutcome<TData>): TData => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.code} ${outcome.error.message}`);
  return outcome.value;
};
const refusal = <TData>(outcome: WatchlistOutcome<TData>) => {
  if (outcome.ok) throw new Error("expected a refusal");
  return { code: outcome.error.code, message: outcome.error.message, reload: outcome.reload };
};
const scripsOf = (watchlist: Watchlist) => watchlist.scripDetails.filter((row) => row.type === "scrip");
const refOf = (row: { mktSegID: number; token: number }): ScripRef => ({
  mktSegId: row.mktSegID,
  token: row.token,
});

/** Watchlists through the SDK resource against the real sandbox (issue 5 item 4). */
describe("watchlists against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  let watchlists: WatchlistResource;
  /** Sixty NIFTY option contracts of the nearest expiry: more than a list may hold. */
  let options: ScripRef[];

  beforeAll(async () => {
    env = await startTestSandbox();
    client = await env.login("DEMO01");
    watchlists = new WatchlistResource(client);
    const expiries = await client.call(marketEndpoints.indicesExpiry);
    const nearest = expiries.find((e) => e.tokenId === 99926000)?.nearestExpiryDate as string;
    const chain = await client.call(marketEndpoints.optionChain, {
      query: { TradeSymbol: "NIFTY", MarketSegmentId: 2, ExpiryDate: nearest },
    });
    options = chain.rows.flatMap((row) =>
      [row.call, row.put].flatMap((leg) => (leg ? [{ mktSegId: leg.SegmentID, token: leg.TokenID }] : [])),
    );
  });
  afterAll(async () => {
    await env.close();
  });

  it("reads the seeded lists: the default NiftyStocks and Banks, with sections and flags", async () => {
    const lists = await watchlists.list();
    expect(lists.map((w) => [w.watchlistName, w.Isdefault])).toEqual([
      ["NiftyStocks", true],
      ["Banks", false],
    ]);
    expect(scripsOf(lists[0] as Watchlist)).toHaveLength(20);
    expect(lists[1]?.sections?.map((s) => s.name)).toEqual(["Private", "PSU"]);
    expect(Object.values(lists[1]?.flagMap ?? {})).toContainEqual({ label: "Core", icon: "cyan" });
    // Nothing stored under selWatchlist: the default is selected.
    expect(watchlists.selected(lists)?.watchlistName).toBe("NiftyStocks");
    const bare = await watchlists.list({ withFlag: false, withSection: false });
    expect(bare[1]?.sections).toBeUndefined();
    expect(bare[1]?.scripDetails.every((row) => row.type === "scrip")).toBe(true);
  });

  it("creates, renames and deletes a list; names are letters and digits; duplicates are RB-104", async () => {
    const created = data(await watchlists.create({ watchlistName: "Options" }));
    expect(created).toMatchObject({ watchlistName: "Options", Isdefault: false, scripDetails: [] });
    expect(refusal(await watchlists.create({ watchlistName: "My Options" }))).toEqual({
      code: "WATCHLIST-NAME",
      message: nameMessage,
      reload: false,
    });
    const duplicate = await watchlists.create({ watchlistName: "banks" });
    expect(refusal(duplicate)).toEqual({
      code: "RB-104",
      message: watchlistTexts.duplicateWatchlistName,
      reload: true,
    });
    expect(duplicate.ok === false && duplicate.watchlists?.length).toBe(3);
    const renamed = data(
      await watchlists.rename({ watchlistId: created.watchlistId, watchlistName: "Opts" }),
    );
    expect(renamed).toMatchObject({ watchlistName: "Opts", version: created.version + 1 });
    expect(
      refusal(await watchlists.rename({ watchlistId: created.watchlistId, watchlistName: "NIFTYSTOCKS" }))
        .code,
    ).toBe("RB-104");
    expect(
      refusal(await watchlists.rename({ watchlistId: created.watchlistId, watchlistName: "Op-ts" })),
    ).toEqual({
      code: "WATCHLIST-NAME",
      message: nameMessage,
      reload: false,
    });
    watchlists.select(created.watchlistId);
    expect(data(await watchlists.delete({ watchlistId: created.watchlistId }))).toEqual({
      watchlistId: created.watchlistId,
      deleted: true,
    });
    // The selected list went away: selWatchlist is cleared and the default is selected again.
    const after = await watchlists.list();
    expect(watchlists.selected(after)?.Isdefault).toBe(true);
    const gone = await watchlists.delete({ watchlistId: created.watchlistId });
    expect(refusal(gone)).toEqual({ code: "RB-105", message: watchlistTexts.notFound, reload: true });
    expect(gone.ok === false && gone.watchlists?.map((w) => w.watchlistName)).toEqual([
      "NiftyStocks",
      "Banks",
    ]);
  });

  it("at most ten lists: the eleventh is 'Max. limit reached'", async () => {
    const made: number[] = [];
    for (let i = 3; i <= 10; i++)
      made.push(data(await watchlists.create({ watchlistName: `List${i}` })).watchlistId);
    expect(refusal(await watchlists.create({ watchlistName: "List11" }))).toEqual({
      code: "WATCHLIST-LIMIT",
      message: "Max. limit reached",
      reload: false,
    });
    for (const watchlistId of made) data(await watchlists.delete({ watchlistId }));
  });

  it("adds and deletes scrips with versions; at most 50; a stale version is RB-104 and reloads", async () => {
    let list = data(await watchlists.create({ watchlistName: "Nifty" }));
    expect(options.length).toBeGreaterThan(50);
    expect(refusal(await watchlists.addScrips(list, options.slice(0, 51)))).toEqual({
      code: "WATCHLIST-LIMIT",
      message: maxScrips,
      reload: false,
    });
    list = data(await watchlists.addScrips(list, options.slice(0, 49)));
    expect(scripsOf(list)).toHaveLength(49);
    // A scrip already held is not counted twice.
    list = data(await watchlists.addScrips(list, options.slice(0, 50)));
    expect(scripsOf(list)).toHaveLength(50);
    expect(scripsOf(list)[49]?.tradeSymbol).toMatch(/^NIFTY/);
    expect(refusal(await watchlists.addScrips(list, options.slice(50, 51))).message).toBe(maxScrips);
    const stale = list;
    list = data(await watchlists.deleteScrips(list, options.slice(0, 2)));
    expect(list.version).toBe(stale.version + 1);
    expect(scripsOf(list)).toHaveLength(48);
    const conflict = await watchlists.addScrips(stale, options.slice(50, 51));
    expect(refusal(conflict)).toEqual({
      code: "RB-104",
      message: watchlistTexts.versionConflict,
      reload: true,
    });
    expect(
      conflict.ok === false && conflict.watchlists?.find((w) => w.watchlistId === list.watchlistId)?.version,
    ).toBe(list.version);
    data(await watchlists.delete({ watchlistId: list.watchlistId, version: list.version }));
  });

  it("sections: not on an empty list, names of letters and digits, no duplicates, at most ten; rename and delete", async () => {
    let list = data(await watchlists.create({ watchlistName: "Sections" }));
    const first = options[0] as ScripRef;
    expect(
      refusal(await watchlists.addSection({ watchlistId: list.watchlistId, section_name: "A", ...first })),
    ).toEqual({
      code: "SECTION-EMPTY",
      message: "Section cannot be added to an empty watchlist",
      reload: false,
    });
    list = data(await watchlists.addScrips(list, options.slice(0, 12)));
    const at = (i: number) => options[i] as ScripRef;
    list = data(
      await watchlists.addSection({ watchlistId: list.watchlistId, section_name: "Calls", ...at(0) }),
    );
    expect(list.scripDetails[0]).toMatchObject({ type: "section", symbolName: "Calls", scripOrder: 1 });
    expect(list.sections).toEqual([{ type: "SEC", name: "Calls", ...at(0) }]);
    const named = await watchlists.addSection({
      watchlistId: list.watchlistId,
      section_name: "Near ATM",
      ...at(1),
    });
    expect(refusal(named).message).toBe(nameMessage);
    const duplicate = await watchlists.addSection({
      watchlistId: list.watchlistId,
      section_name: "CALLS",
      ...at(1),
    });
    expect(refusal(duplicate)).toEqual({
      code: "SECTION-EXISTS",
      message: "Section with this name already exists",
      reload: false,
    });
    for (let i = 1; i < 10; i++) {
      list = data(
        await watchlists.addSection({ watchlistId: list.watchlistId, section_name: `S${i}`, ...at(i) }),
      );
    }
    expect(list.sections).toHaveLength(10);
    expect(
      refusal(await watchlists.addSection({ watchlistId: list.watchlistId, section_name: "S10", ...at(10) })),
    ).toEqual({
      code: "WATCHLIST-LIMIT",
      message: maxSections,
      reload: false,
    });
    list = data(
      await watchlists.renameSection({
        watchlistId: list.watchlistId,
        section_old_name: "S9",
        section_new_name: "Puts",
      }),
    );
    expect(list.sections?.map((s) => s.name)).toContain("Puts");
    const taken = await watchlists.renameSection({
      watchlistId: list.watchlistId,
      section_old_name: "Puts",
      section_new_name: "calls",
    });
    expect(refusal(taken).message).toBe("Section with this name already exists");
    list = data(await watchlists.deleteSection({ watchlistId: list.watchlistId, section_name: "Puts" }));
    expect(list.sections).toHaveLength(9);
    expect(
      refusal(await watchlists.deleteSection({ watchlistId: list.watchlistId, section_name: "Puts" })).code,
    ).toBe("SECTION-NOT-FOUND");
    expect(list.scripDetails.map((row) => row.scripOrder)).toEqual(list.scripDetails.map((_, i) => i + 1));
    // With a version held, a stale section change is RB-104.
    const stale = await watchlists.addSection({
      watchlistId: list.watchlistId,
      version: list.version - 1,
      section_name: "Late",
      ...at(11),
    });
    expect(refusal(stale).code).toBe("RB-104");
    data(await watchlists.delete({ watchlistId: list.watchlistId }));
  });

  it("flags in the five colours, set and removed; reorder moves scrips and sections", async () => {
    let list = data(await watchlists.create({ watchlistName: "Flags" }));
    list = data(await watchlists.addScrips(list, options.slice(0, 3)));
    const [a, b, c] = options as [ScripRef, ScripRef, ScripRef];
    for (const icon of ["cyan", "purple", "yellow", "orange", "pink"] as const) {
      list = data(await watchlists.setFlag({ watchlistId: list.watchlistId, ...a, label: `L${icon}`, icon }));
      expect(list.flagMap?.[`${a.token}_${a.mktSegId}`]).toEqual({ label: `L${icon}`, icon });
    }
    expect(scripsOf(list)[0]?.flags).toEqual([{ label: "Lpink", icon: "pink" }]);
    list = data(await watchlists.removeFlag({ watchlistId: list.watchlistId, ...a }));
    expect(list.flagMap).toEqual({});
    expect(scripsOf(list)[0]?.flags).toEqual([]);
    list = data(await watchlists.addSection({ watchlistId: list.watchlistId, section_name: "Top", ...b }));
    const rows = list.scripDetails;
    expect(rows.map((r) => [r.type, r.token])).toEqual([
      ["scrip", a.token],
      ["section", b.token],
      ["scrip", b.token],
      ["scrip", c.token],
    ]);
    // Move the section and c to the top: section, c, a, b.
    const wanted = [rows[1], rows[3], rows[0], rows[2]].map((row, i) => ({
      token: row?.token as number,
      mktSegID: row?.mktSegID as number,
      type: row?.type as "scrip" | "section",
      scripOrder: i + 1,
    }));
    list = data(
      await watchlists.reorder({
        watchlistId: list.watchlistId,
        version: list.version,
        scripDetails: wanted,
      }),
    );
    expect(list.scripDetails.map((r) => [r.type, r.token, r.scripOrder])).toEqual(
      wanted.map((r) => [r.type, r.token, r.scripOrder]),
    );
    const partial = await watchlists.reorder({
      watchlistId: list.watchlistId,
      scripDetails: wanted.slice(1),
    });
    expect(refusal(partial).code).toBe("VALIDATION");
    // Deleting a scrip deletes its flag.
    list = data(await watchlists.setFlag({ watchlistId: list.watchlistId, ...c, label: "x", icon: "cyan" }));
    list = data(await watchlists.deleteScrips(list, [refOf({ mktSegID: c.mktSegId, token: c.token })]));
    expect(list.flagMap).toEqual({});
    data(await watchlists.delete({ watchlistId: list.watchlistId }));
  });

  it("a client sees only its own lists", async () => {
    const other = new WatchlistResource(await env.login("DEMO02"));
    const theirs = await other.list();
    expect(theirs.map((w) => w.watchlistName)).toEqual(["NiftyStocks"]);
    const mine = await watchlists.list();
    expect(
      refusal(await other.rename({ watchlistId: mine[1]?.watchlistId as number, watchlistName: "Mine" }))
        .code,
    ).toBe("RB-105");
  });
});
