import { describe, expect, it } from "vitest";
import { type FakeHandler, fail, fakeFetch, ok, tokens } from "../../__tests__/fakeServer.js";
import { createTradeClient } from "../../client.js";
import type { Watchlist } from "../../contract/watchlist.js";
import { ApiError, ValidationError } from "../../errors.js";
import { WatchlistResource } from "../resource.js";

const makeClient = (handler: FakeHandler) => {
  const server = fakeFetch(handler);
  const client = createTradeClient({
    baseUrl: "http://broker.test/api",
    platform: "node",
    tokens,
    fetch: server.fetch,
  });
  client.session.authenticated("DEMO01", "s1");
  return { client, requests: server.requests, watchlists: new WatchlistResource(client) };
};

const list = (overrides: Partial<Watchlist> = {}): Watchlist => ({
  watchlistId: 1,
  watchlistName: "NiftyStocks",
  version: 3,
  Isdefault: true,
  scripDetails: [
    {
      token: 2885,
      mktSegID: 1,
      symbolName: "RELIANCE",
      tradeSymbol: "RELIANCE-EQ",
      scripOrder: 1,
      type: "scrip",
    },
  ],
  flagMap: {},
  sections: [],
  ...overrides,
});

describe("WatchlistResource", () => {
  it("lists with flags and sections on the non-trade token", async () => {
    const { watchlists, requests } = makeClient(() => ok({ watchlists: [list()] }));
    expect(await watchlists.list()).toEqual([list()]);
    expect(requests[0]).toMatchObject({ method: "GET", path: "/v4/watchlist" });
    expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({ with_flag: "true", with_section: "true" });
    expect(requests[0]?.headers.get("authorization")).toBe(`Bearer ${tokens.nonTradeToken}`);
    await watchlists.list({ withFlag: false, withSection: false });
    expect(Object.fromEntries(requests[1]?.query ?? [])).toEqual({
      with_flag: "false",
      with_section: "false",
    });
  });

  it("adds scrips with the spec's payload: version, max_version, total_scrip, with_flag, with_section", async () => {
    const { watchlists, requests } = makeClient(() => ok({ watchlist: list({ version: 4 }) }));
    const outcome = await watchlists.addScrips(list(), [{ mktSegId: 1, token: 1594 }]);
    expect(outcome).toEqual({ ok: true, value: list({ version: 4 }) });
    expect(requests[0]).toMatchObject({ method: "POST", path: "/v4/watchlist/scrips" });
    expect(requests[0]?.body).toEqual({
      watchlistId: 1,
      version: 3,
      max_version: 3,
      total_scrip: 1,
      with_flag: true,
      with_section: true,
      scrips_to_add: [{ mktSegId: 1, token: 1594 }],
    });
    await watchlists.deleteScrips({ watchlistId: 1, version: 4 }, [{ mktSegId: 1, token: 2885 }]);
    expect(requests[1]?.body).toMatchObject({ version: 4, scrips_to_delete: [{ mktSegId: 1, token: 2885 }] });
    expect(requests[1]?.body).not.toHaveProperty("total_scrip");
  });

  it.each([
    ["create", "/v4/watchlist/create", { watchlistName: "Tech" }],
    ["rename", "/v4/watchlist/rename", { watchlistId: 1, watchlistName: "Tech" }],
    [
      "setFlag",
      "/v4/watchlist/flag",
      { watchlistId: 1, mktSegId: 1, token: 2885, label: "Core", icon: "cyan" },
    ],
    ["removeFlag", "/v4/watchlist/flag/remove", { watchlistId: 1, mktSegId: 1, token: 2885 }],
    [
      "addSection",
      "/v4/watchlist/section",
      { watchlistId: 1, section_name: "Tech", mktSegId: 1, token: 2885 },
    ],
    ["deleteSection", "/v4/watchlist/section/delete", { watchlistId: 1, section_name: "Tech" }],
    [
      "renameSection",
      "/v4/watchlist/section/rename",
      { watchlistId: 1, section_old_name: "A", section_new_name: "B" },
    ],
    [
      "reorder",
      "/v4/watchlist/reorder",
      {
        watchlistId: 1,
        version: 3,
        scripDetails: [{ token: 2885, mktSegID: 1, scripOrder: 1, type: "scrip" }],
      },
    ],
  ] as const)("%s posts to %s and answers the watchlist", async (method, path, body) => {
    const { watchlists, requests } = makeClient(() => ok({ watchlist: list() }));
    const call = watchlists[method].bind(watchlists) as (request: unknown) => Promise<unknown>;
    expect(await call(body)).toEqual({ ok: true, value: list() });
    expect(requests[0]).toMatchObject({ method: "POST", path, body });
  });

  it("a limit refusal is an outcome with the server's message, no reload", async () => {
    const message = "Max 50 scrips can be added to watchlist, please unselect some scrips and try again";
    const { watchlists, requests } = makeClient(() => fail(422, "WATCHLIST-LIMIT", message));
    const outcome = await watchlists.addScrips(list(), [{ mktSegId: 1, token: 1 }]);
    expect(outcome).toMatchObject({ ok: false, error: { code: "WATCHLIST-LIMIT", message }, reload: false });
    expect(outcome.ok === false && outcome.error).toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ["RB-104", 409],
    ["RB-105", 404],
  ])("%s reloads the watchlists and hands them back", async (code, status) => {
    const { watchlists, requests } = makeClient((request) =>
      request.method === "GET" ? ok({ watchlists: [list({ version: 9 })] }) : fail(status, code, "changed"),
    );
    const outcome = await watchlists.rename({ watchlistId: 1, watchlistName: "Tech", version: 3 });
    expect(outcome).toMatchObject({
      ok: false,
      error: { code },
      reload: true,
      watchlists: [list({ version: 9 })],
    });
    expect(requests.map((r) => r.method)).toEqual(["POST", "GET"]);
  });

  it("reload: false leaves the reload to the caller", async () => {
    const { watchlists, requests } = makeClient(() => fail(409, "RB-104", "changed"));
    const outcome = await watchlists.delete({ watchlistId: 1, version: 1 }, { reload: false });
    expect(outcome).toMatchObject({ ok: false, reload: true });
    expect(outcome.ok === false && outcome.watchlists).toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it("input outside the contract is thrown before sending", async () => {
    const { watchlists, requests } = makeClient(() => ok({ watchlist: list() }));
    await expect(
      watchlists.setFlag({ watchlistId: 1, mktSegId: 1, token: 2885, label: "x", icon: "green" as "cyan" }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(requests).toHaveLength(0);
  });

  it("server failures are thrown, not outcomes", async () => {
    const { watchlists } = makeClient(() => ({
      status: 500,
      json: { status: false, message: "x", errorCode: "E" },
    }));
    await expect(watchlists.create({ watchlistName: "Tech" })).rejects.toBeInstanceOf(Error);
  });

  it("selWatchlist: select stores the id; selected falls back to the default; deleting the selected one clears it", async () => {
    const { client, watchlists } = makeClient(() => ok({ watchlistId: 2, deleted: true }));
    const lists = [list(), list({ watchlistId: 2, Isdefault: false, watchlistName: "Banks" })];
    expect(watchlists.selected(lists)?.watchlistId).toBe(1);
    watchlists.select(2);
    expect(client.storage.getItem("selWatchlist")).toBe("2");
    expect(watchlists.selected(lists)?.watchlistId).toBe(2);
    expect(await watchlists.delete({ watchlistId: 2 })).toEqual({
      ok: true,
      value: { watchlistId: 2, deleted: true },
    });
    expect(client.storage.getItem("selWatchlist")).toBeNull();
    expect(watchlists.selected(lists.slice(0, 1))?.watchlistId).toBe(1);
  });
});
