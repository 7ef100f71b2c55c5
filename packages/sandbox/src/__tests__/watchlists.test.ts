import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Watchlist, watchlistList, watchlistResult, watchlistTexts } from "@trade/core/watchlist";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInstrumentMaster } from "../market/instruments/index.js";
import { bearer, startBroker, type TestBroker } from "./support.js";

let broker: TestBroker;
let headers: Record<string, string>;
beforeEach(async () => {
  broker = await startBroker();
  headers = bearer((await broker.loginBearer("DEMO01")).nonTradeToken);
});
afterEach(async () => {
  await broker.close();
});

const read = async (query = "?with_flag=true&with_section=true", as = headers): Promise<Watchlist[]> => {
  const answer = await broker.api(`/api/v4/watchlist${query}`, { headers: as });
  expect(answer.status).toBe(200);
  return watchlistList.parse(answer.body.data).watchlists;
};
const post = (path: string, body: unknown) => broker.post(`/api/v4/watchlist${path}`, body, headers);
const changed = async (path: string, body: unknown): Promise<Watchlist> => {
  const answer = await post(path, body);
  expect(answer.body.message).toBe("SUCCESS");
  expect(answer.status).toBe(200);
  return watchlistResult.parse(answer.body.data).watchlist;
};
const scripsOf = (watchlist: Watchlist) => watchlist.scripDetails.filter((row) => row.type === "scrip");

describe("watchlists in the sandbox", () => {
  it("seeds DEMO01 a default list of twenty NSE stocks and a second list with sections and flags", async () => {
    const lists = await read();
    expect(lists.map((w) => [w.watchlistName, w.Isdefault])).toEqual([
      ["NiftyStocks", true],
      ["Banks", false],
    ]);
    const [nifty, banks] = lists as [Watchlist, Watchlist];
    expect(scripsOf(nifty)).toHaveLength(20);
    expect(nifty.scripDetails[0]).toMatchObject({
      symbolName: "RELIANCE",
      tradeSymbol: "RELIANCE-EQ",
      mktSegID: 1,
    });
    expect(nifty.scripDetails.map((row) => row.scripOrder)).toEqual(nifty.scripDetails.map((_, i) => i + 1));
    expect(banks.sections?.map((s) => s.name)).toEqual(["Private", "PSU"]);
    expect(banks.scripDetails[0]).toMatchObject({ type: "section", symbolName: "Private" });
    const hdfc = banks.scripDetails[1];
    expect(hdfc).toMatchObject({ symbolName: "HDFCBANK", flags: [{ label: "Core", icon: "cyan" }] });
    expect(banks.flagMap?.[`${hdfc?.token}_1`]).toEqual({ label: "Core", icon: "cyan" });
  });

  it("without with_flag and with_section the rows are scrips only, without flags", async () => {
    const [, banks] = (await read("")) as [Watchlist, Watchlist];
    expect(banks.sections).toBeUndefined();
    expect(banks.flagMap).toBeUndefined();
    expect(banks.scripDetails.every((row) => row.type === "scrip" && row.flags === undefined)).toBe(true);
  });

  it("adds and deletes scrips with versions; a stale version answers RB-104 (409)", async () => {
    const [nifty] = (await read()) as [Watchlist];
    const infy = scripsOf(nifty).find((row) => row.symbolName === "INFY");
    const after = await changed("/scrips", {
      watchlistId: nifty.watchlistId,
      version: nifty.version,
      scrips_to_delete: [{ mktSegId: 1, token: infy?.token }],
    });
    expect(after.version).toBe(nifty.version + 1);
    expect(scripsOf(after)).toHaveLength(19);
    const stale = await post("/scrips", {
      watchlistId: nifty.watchlistId,
      version: nifty.version,
      scrips_to_add: [{ mktSegId: 1, token: infy?.token }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorCode: "RB-104", message: watchlistTexts.versionConflict });
  });

  it("refuses the 51st scrip with the spec's message, and an unknown watchlist with RB-105", async () => {
    const created = await changed("/create", { watchlistName: "Big" });
    const all = buildInstrumentMaster("2026-11-23")
      .all.filter((i) => i.segment === 1 && i.kind === "EQ")
      .slice(0, 51)
      .map((i) => i.token);
    expect(all.length).toBe(51);
    const refused = await post("/scrips", {
      watchlistId: created.watchlistId,
      version: created.version,
      scrips_to_add: all.map((token) => ({ mktSegId: 1, token })),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(watchlistTexts.maxScrips(50));
    const fifty = await changed("/scrips", {
      watchlistId: created.watchlistId,
      version: created.version,
      scrips_to_add: all.slice(0, 50).map((token) => ({ mktSegId: 1, token })),
    });
    expect(scripsOf(fifty)).toHaveLength(50);
    const missing = await post("/rename", { watchlistId: 999_999, watchlistName: "Gone" });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: "RB-105", message: watchlistTexts.notFound });
  });

  it("keeps each client's lists apart", async () => {
    const other = bearer((await broker.loginBearer("DEMO02")).nonTradeToken);
    const theirs = await read("", other);
    expect(theirs.map((w) => w.watchlistName)).toEqual(["NiftyStocks"]);
    const [nifty] = (await read()) as [Watchlist];
    const refused = await broker.post("/api/v4/watchlist/delete", { watchlistId: nifty.watchlistId }, other);
    expect(refused.body).toMatchObject({ errorCode: "RB-105" });
  });

  it("keeps lists, versions, sections and flags across a restart, and seeds only once", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sandbox-watchlists-"));
    const first = await startBroker({ dataDir });
    const auth = bearer((await first.loginBearer("DEMO01")).nonTradeToken);
    const created = await first.post("/api/v4/watchlist/create", { watchlistName: "Kept" }, auth);
    const kept = watchlistResult.parse(created.body.data).watchlist;
    const [nifty] = watchlistList.parse((await first.api("/api/v4/watchlist", { headers: auth })).body.data)
      .watchlists as [Watchlist];
    const added = await first.post(
      "/api/v4/watchlist/scrips",
      {
        watchlistId: kept.watchlistId,
        version: kept.version,
        scrips_to_add: [{ mktSegId: 1, token: nifty.scripDetails[0]?.token }],
      },
      auth,
    );
    expect(added.status).toBe(200);
    await first.close();
    const second = await startBroker({ dataDir });
    try {
      const again = bearer((await second.loginBearer("DEMO01")).nonTradeToken);
      const answer = await second.api("/api/v4/watchlist?with_flag=true&with_section=true", {
        headers: again,
      });
      const lists = watchlistList.parse(answer.body.data).watchlists;
      expect(lists.map((w) => w.watchlistName)).toEqual(["NiftyStocks", "Banks", "Kept"]);
      expect(lists[2]).toMatchObject({
        version: kept.version + 1,
        scripDetails: [{ symbolName: "RELIANCE" }],
      });
      expect(lists[1]?.sections).toHaveLength(2);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
