// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { createTradeClient, marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { type Watchlist as WatchlistData, watchlistsOf, watchlistTexts } from "@trade/core/watchlist";
import {
  searchMinLengthText,
  sectionCollapseKey,
  type WatchlistProps,
  type WatchlistScrip,
  watchlistEmptyTexts,
} from "@trade/react/watchlist";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { act, advance, settle } from "../support/dom.js";
import { requestLog } from "../support/requestLog.js";
import { fixedOtp, startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";
import {
  $,
  $$,
  button,
  click,
  inputNamed,
  menuItem,
  mountWatchlist,
  notice,
  press,
  rowMenu,
  submit,
  symbols,
  tabs,
  textOf,
  type,
  until,
} from "../support/watchlist.js";

const selectedSymbol = () => textOf(".tk-watchlist [data-row][aria-selected=true] .tk-wl-name");

describe("@trade/react/watchlist against the sandbox", () => {
  let env: TestSandbox;
  let client: TradeClient;
  const requests = requestLog();
  const calls = requests.sent;
  /** The requests that write (anything but a read) sent since `mark`, a length of `calls` taken earlier. */
  const writesSince = (mark: number) => calls.slice(mark).filter((c) => !c.startsWith("GET "));
  const events: string[] = [];
  const scripName = (s: WatchlistScrip) => `${s.tradeSymbol}@${s.exchange}`;
  const props: WatchlistProps = {
    onBuy: (s) => events.push(`buy ${scripName(s)}`),
    onSell: (s) => events.push(`sell ${scripName(s)}`),
    onDepth: (s) => events.push(`depth ${scripName(s)}`),
    onOpen: (s) => events.push(`open ${scripName(s)}`),
  };
  const lists = () => watchlistsOf(client).list();
  const listNamed = async (name: string) =>
    (await lists()).find((w) => w.watchlistName === name) as WatchlistData;

  const mount = (withKeyboard = false) => mountWatchlist(client, props, withKeyboard);

  beforeAll(async () => {
    env = await startTestSandbox({ marketStart: ist(10, 0), marketSpeed: 0 });
    client = createTradeClient({
      baseUrl: `${env.sandbox.url}/api`,
      platform: "node",
      fetch: requests.fetch,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    await client.auth.generateOtp({ clientCode: "DEMO01" });
    await client.auth.verifyOtp({ clientCode: "DEMO01", otp: fixedOtp });
  }, 60_000);
  afterEach(() => {
    vi.useRealTimers();
    events.length = 0;
  });
  afterAll(async () => {
    client?.close();
    await env?.close();
  });

  it("shows the default list first, keeps a choice under selWatchlist, with sections and flags", async () => {
    await mount();
    expect(client.storage.getItem("selWatchlist")).toBeNull();
    expect(tabs()).toEqual(["NiftyStocks*", "Banks"]);
    await until(() => symbols().length === 20, "the default list's rows");
    expect(symbols().slice(0, 3)).toEqual(["RELIANCE-EQ", "HDFCBANK-EQ", "ICICIBANK-EQ"]);

    await click(button("Banks"));
    await until(() => symbols().length === 8, "the Banks rows");
    const banks = await listNamed("Banks");
    expect(client.storage.getItem("selWatchlist")).toBe(String(banks.watchlistId));
    expect(tabs()).toEqual(["NiftyStocks", "Banks*"]);
    // Sections head their rows; flags show their colour and label.
    expect($$(".tk-watchlist [role=group] .tk-wl-section").map((s) => s.textContent)).toEqual([
      "Private",
      "PSU",
    ]);
    const flagged = $$(".tk-watchlist [data-row] .tk-wl-flag").map(
      (f) =>
        `${f.closest("[data-row]")?.querySelector(".tk-wl-name")?.textContent}:${f.dataset.flag}:${f.title}`,
    );
    expect(flagged).toEqual(["HDFCBANK-EQ:cyan:Core", "SBIN-EQ:orange:Watch"]);

    // A new mount (a reload) opens the stored list.
    await mount();
    await until(() => symbols().length === 8, "the stored list");
    expect(tabs()).toEqual(["NiftyStocks", "Banks*"]);
    await click(button("NiftyStocks"));
    await until(() => symbols().length === 20, "the default list again");
  });

  it("a section heading collapses and expands its rows, kept per watchlist under sectionCollapseStates", async () => {
    await mount();
    await click(button("Banks"));
    await until(() => symbols().length === 8, "the Banks rows");
    const banks = await listNamed("Banks");
    const heading = (name: string) =>
      $$(".tk-watchlist .tk-wl-section").find((h) => h.textContent?.startsWith(name)) as HTMLElement;
    const psuRows = () => heading("PSU").closest("[role=group]")?.querySelectorAll("[data-row]").length ?? 0;
    const inPsu = psuRows();
    expect(inPsu).toBeGreaterThan(0);
    expect(heading("PSU").dataset.collapsed).toBe("false");

    await click(heading("PSU"));
    expect(heading("PSU").dataset.collapsed).toBe("true");
    expect(heading("PSU").textContent).toBe(`PSU (${inPsu})`);
    expect(psuRows()).toBe(0);
    expect(symbols()).toHaveLength(8 - inPsu);
    expect(JSON.parse(client.storage.getItem(sectionCollapseKey) ?? "{}")).toEqual({
      [`${banks.watchlistId}:PSU`]: true,
    });

    // A remount (a reload) keeps it collapsed; the other list's sections are its own.
    await mount();
    await until(() => symbols().length === 8 - inPsu, "the collapsed section after a remount");
    await click(heading("PSU"));
    await until(() => symbols().length === 8, "the section expanded");
    expect(heading("PSU").textContent).toBe("PSU");
    expect(JSON.parse(client.storage.getItem(sectionCollapseKey) ?? "{}")).toEqual({});
    await click(button("NiftyStocks"));
    await until(() => symbols().length === 20, "the default list again");
  });

  it("moves the selection with the arrows; Enter, F1, F2 and F6 call back; Ctrl+1..9 switch lists; no shortcut while typing", async () => {
    await mount(true);
    await until(() => symbols().length === 20, "the rows");
    const list = $(".tk-watchlist [role=listbox]") as HTMLElement;
    expect(selectedSymbol()).toBe("RELIANCE-EQ");
    await press(list, "ArrowDown");
    await press(list, "ArrowDown");
    expect(selectedSymbol()).toBe("ICICIBANK-EQ");
    await press(list, "ArrowUp");
    expect(selectedSymbol()).toBe("HDFCBANK-EQ");
    await press(list, "ArrowUp");
    await press(list, "ArrowUp");
    expect(selectedSymbol()).toBe("RELIANCE-EQ");
    for (const key of ["Enter", "F1", "F2", "F6"]) await press(list, key);
    expect(events).toEqual([
      "open RELIANCE-EQ@NSE",
      "buy RELIANCE-EQ@NSE",
      "sell RELIANCE-EQ@NSE",
      "depth RELIANCE-EQ@NSE",
    ]);

    // Ctrl+2 on the list, and on the page itself (the KeyboardProvider's window listener).
    await press(list, "2", { ctrlKey: true });
    await until(() => symbols().length === 8, "list 2");
    expect(tabs()).toEqual(["NiftyStocks", "Banks*"]);
    await press(document.body, "1", { ctrlKey: true });
    await until(() => symbols().length === 20, "list 1 from the page");
    await press(list, "9", { ctrlKey: true });
    expect(tabs()).toEqual(["NiftyStocks*", "Banks"]);

    // On a button, Enter and Delete are not the list's: nothing opens, nothing is removed; F1 still buys.
    const tab = $$(".tk-wl-tabs [role=tab]")[1] as HTMLElement;
    let mark = calls.length;
    await press(tab, "Enter");
    await press(tab, "Delete");
    await press(tab, "ArrowDown");
    await press(tab, "F1");
    await settle();
    expect(writesSince(mark)).toEqual([]);
    expect(events.slice(4)).toEqual(["buy RELIANCE-EQ@NSE"]);
    expect(symbols()).toHaveLength(20);
    expect(selectedSymbol()).toBe("RELIANCE-EQ");

    // Typing in the search field: neither F1 nor Ctrl+2 nor Delete act.
    events.length = 0;
    const search = inputNamed("Search and add scrips");
    mark = calls.length;
    await press(search, "F1");
    await press(search, "Delete");
    await press(search, "2", { ctrlKey: true });
    await settle();
    expect(writesSince(mark)).toEqual([]);
    expect(events).toEqual([]);
    expect(tabs()).toEqual(["NiftyStocks*", "Banks"]);
    expect(symbols()).toHaveLength(20);
  });

  it("adds a scrip by search (two characters at least), keeps recent searches, deletes with Delete", async () => {
    await mount();
    await until(() => symbols().length === 20, "the rows");
    const search = inputNamed("Search and add scrips");
    await type(search, "T");
    expect(textOf(".tk-wl-search .tk-wl-hint")).toBe(searchMinLengthText);
    // Only letters, digits and spaces are kept.
    await type(search, "TATA$STEEL");
    expect(search.value).toBe("TATASTEEL");
    expect(textOf(".tk-wl-search .tk-wl-hint")).toBe("");
    await until(() => $$(".tk-wl-search li button").length > 0, "search results");
    const result = $$(".tk-wl-search li button").find((b) => b.textContent?.startsWith("TATASTEEL-EQ"));
    expect(result).toBeDefined();
    await click(result as HTMLElement);
    await until(() => symbols().includes("TATASTEEL-EQ"), "the added row");
    expect(notice()).toBe("TATASTEEL-EQ added to NiftyStocks");
    expect(search.value).toBe("");
    const server = await listNamed("NiftyStocks");
    expect(server.scripDetails.filter((r) => r.type === "scrip").map((r) => r.tradeSymbol)).toContain(
      "TATASTEEL-EQ",
    );
    // The recent searches show when the field is empty and focused.
    await act(() => search.focus());
    await act(() => search.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    await until(() => $(".tk-wl-search ul[aria-label='Recent searches']") !== null, "recent searches");
    expect($$(".tk-wl-search li button").map((b) => b.textContent)).toEqual(["TATASTEEL"]);
    // The same list as the app's top search bar: keywords, newest first.
    expect(JSON.parse(client.storage.getItem("recentSearches") ?? "[]")).toEqual(["TATASTEEL"]);
    // A recent keyword searches again.
    await click($$(".tk-wl-search li button")[0] as HTMLElement);
    expect(search.value).toBe("TATASTEEL");
    await until(() => $(".tk-wl-search ul[aria-label='Search results']") !== null, "the results again");
    await type(search, "");
    // Leaving the search closes them.
    await act(() => search.blur());
    expect($(".tk-wl-search ul")).toBeNull();

    // Delete removes the selected scrip and confirms it.
    const list = $(".tk-watchlist [role=listbox]") as HTMLElement;
    const row = $$(".tk-watchlist [data-row]").find((r) =>
      r.textContent?.includes("TATASTEEL-EQ"),
    ) as HTMLElement;
    await click(row);
    expect(selectedSymbol()).toBe("TATASTEEL-EQ");
    const writesBefore = calls.filter((c) => c === "GET /api/v4/watchlist").length;
    await press(list, "Delete");
    await until(() => !symbols().includes("TATASTEEL-EQ"), "the deleted row");
    expect(notice()).toBe("TATASTEEL-EQ deleted from NiftyStocks");
    // The answer updated the cache: no list read again.
    expect(calls.filter((c) => c === "GET /api/v4/watchlist").length).toBe(writesBefore);
    expect(symbols()).toHaveLength(20);
    // Backspace removes the next selected one.
    const last = symbols().at(-1);
    expect(selectedSymbol()).toBe(last);
    await press(list, "Backspace");
    await until(() => symbols().length === 19, "the second deletion");
    expect(notice()).toBe(`${last} deleted from NiftyStocks`);
    expect((await listNamed("NiftyStocks")).scripDetails).toHaveLength(19);
    // A second press before the answer sends nothing more (it would carry a stale version).
    const third = selectedSymbol();
    const mark = calls.length;
    await press(list, "Delete");
    await press(list, "Delete");
    await until(() => symbols().length === 18, "the third deletion");
    await until(() => requests.inFlight() === 0, "the deletion's answer");
    expect(writesSince(mark)).toHaveLength(1);
    expect(notice()).toBe(`${third} deleted from NiftyStocks`);
    expect(symbols()).toHaveLength(18);
    // Put it back for the tests after this one.
    const back = (
      await client.call(marketEndpoints.search, {
        query: { userType: "RETAIL", accountType: "D", keyword: third.replace("-EQ", ""), filter: "equity" },
      })
    ).find((x) => x.tradeSymbol === third) as Scrip;
    await click($$(".tk-wl-tabs [role=tab]").find((t) => t.textContent === "NiftyStocks") as HTMLElement);
    const nifty = await listNamed("NiftyStocks");
    expect((await watchlistsOf(client).addScrips(nifty, [{ mktSegId: 1, token: back.token }])).ok).toBe(true);
  });

  it("refuses the 51st scrip with the spec's message and sends nothing", async () => {
    // A list of 50 scrips, made with the SDK.
    const found = new Map<string, Scrip>();
    for (const keyword of ["BANK", "IND", "TATA", "POWER", "RE", "LI", "MA", "SU", "HI", "AD", "BA", "CO"]) {
      const scrips = await client.call(marketEndpoints.search, {
        query: { userType: "RETAIL", accountType: "D", keyword, filter: "equity" },
      });
      for (const s of scrips) if (s.mktSegID === 1) found.set(`${s.token}`, s);
      if (found.size > 51) break;
    }
    const pool = [...found.values()];
    expect(pool.length).toBeGreaterThan(51);
    const resource = watchlistsOf(client);
    const made = await resource.create({ watchlistName: "Full" });
    if (!made.ok) throw made.error;
    const filled = await resource.addScrips(
      made.value,
      pool.slice(0, 50).map((s) => ({ mktSegId: s.mktSegID, token: s.token })),
    );
    expect(filled.ok).toBe(true);
    resource.select(made.value.watchlistId);

    await mount();
    await until(() => symbols().length === 50, "the full list");
    expect(tabs()).toEqual(["NiftyStocks", "Banks", "Full*"]);
    const extra = pool[50] as Scrip;
    const search = inputNamed("Search and add scrips");
    await type(search, extra.symbolName);
    await until(
      () => $$(".tk-wl-search li button").some((b) => b.textContent?.startsWith(extra.tradeSymbol)),
      "the 51st scrip in the results",
    );
    const posts = () => calls.filter((c) => c.startsWith("POST")).length;
    const before = posts();
    await click(
      $$(".tk-wl-search li button").find((b) => b.textContent?.startsWith(extra.tradeSymbol)) as HTMLElement,
    );
    await until(() => notice() !== "", "the limit message");
    expect(notice()).toBe(
      "Max 50 scrips can be added to watchlist, please unselect some scrips and try again",
    );
    expect($(".tk-watchlist [role=alert]")).not.toBeNull();
    expect(posts()).toBe(before);
    expect(symbols()).toHaveLength(50);
  });

  it("flags a scrip with the five colours, adds and manages sections with the spec's messages", async () => {
    const banks = await listNamed("Banks");
    watchlistsOf(client).select(banks.watchlistId);
    await mount();
    await until(() => symbols().length === 8, "the Banks rows");
    const flagChoices = async () => [
      ...(await rowMenu()).querySelectorAll<HTMLElement>(
        "[role=group][aria-label=Flag] [role=menuitemradio]",
      ),
    ];
    const flag = async (label: string) =>
      click((await flagChoices()).find((choice) => choice.textContent === label) as HTMLElement);
    expect((await flagChoices()).map((o) => o.textContent)).toEqual([
      "None",
      "Cyan",
      "Purple",
      "Yellow",
      "Orange",
      "Pink",
    ]);
    await click(
      $$(".tk-watchlist [data-row]").find((r) => r.textContent?.includes("ICICIBANK-EQ")) as HTMLElement,
    );
    await flag("Pink");
    const icici = () =>
      $$(".tk-watchlist [data-row]").find((r) => r.textContent?.includes("ICICIBANK-EQ")) as HTMLElement;
    await until(() => icici().querySelector(".tk-wl-flag") !== null, "the pink flag");
    expect(icici().querySelector<HTMLElement>(".tk-wl-flag")?.dataset.flag).toBe("pink");
    const server = await listNamed("Banks");
    const iciciEntry = server.scripDetails.find((r) => r.tradeSymbol === "ICICIBANK-EQ");
    expect(server.flagMap?.[`${iciciEntry?.token}_1`]).toEqual({ label: "Pink", icon: "pink" });
    await flag("None");
    await until(() => icici().querySelector(".tk-wl-flag") === null, "the flag removed");

    // Sections: the name rule, an existing name, then one that works.
    await click(await menuItem("Add section"));
    const sectionInput = () => inputNamed("Section name");
    await type(sectionInput(), "Big Banks");
    await submit(sectionInput().form as HTMLFormElement);
    await until(() => notice() !== "", "the name message");
    expect(notice()).toBe("Please enter only letters (a-z) and numbers (0-9).");
    await type(sectionInput(), "psu");
    await submit(sectionInput().form as HTMLFormElement);
    await until(() => notice() === "Section with this name already exists", "the duplicate section message");
    await type(sectionInput(), "Large");
    await submit(sectionInput().form as HTMLFormElement);
    await until(() => notice() === "Section Large added", "the new section");
    expect($$(".tk-watchlist .tk-wl-section").map((e) => e.textContent)).toEqual(["Private", "Large", "PSU"]);
    expect((await listNamed("Banks")).sections?.map((x) => x.name)).toContain("Large");

    // Not while a sort applies.
    await click(button("Sort by Symbol"));
    await click(await menuItem("Add section"));
    await type(sectionInput(), "Sorted");
    await submit(sectionInput().form as HTMLFormElement);
    await until(() => notice() === watchlistTexts.sectionWhenSorted, "the sorted message");
    expect(notice()).toBe("Sorry! You cannot add watchlist sections when sorting is applied.");
    await click(button("Cancel", ".tk-wl-form"));
    await click(button("Sort by Symbol"));
    await click(button("Sort by Symbol"));

    // Manage: rename and delete the section.
    await click(button("Manage"));
    await type(inputNamed("Section Large"), "Top");
    await submit(inputNamed("Section Large").form as HTMLFormElement);
    await until(
      () => $$(".tk-watchlist .tk-wl-section").some((e) => e.textContent === "Top"),
      "the renamed section",
    );
    await click(button("Delete section Top"));
    await until(() => $$(".tk-watchlist .tk-wl-section").length === 2, "the section deleted");
    expect((await listNamed("Banks")).sections?.map((x) => x.name)).toEqual(["Private", "PSU"]);

    // Moving the first scrip of a section above its heading puts it in the section before.
    const groupOf = (symbol: string) =>
      $$(".tk-watchlist [data-row]")
        .find((r) => r.querySelector(".tk-wl-name")?.textContent === symbol)
        ?.closest("[role=group]")
        ?.querySelector(".tk-wl-section")?.textContent;
    expect(groupOf("SBIN-EQ")).toBe("PSU");
    await click(
      $$(".tk-watchlist [data-row]").find((r) => r.textContent?.includes("SBIN-EQ")) as HTMLElement,
    );
    await click(await menuItem("Move up"));
    await until(() => groupOf("SBIN-EQ") === "Private", "SBIN in the section before");
    expect(groupOf("BANKBARODA-EQ")).toBe("PSU");
    await click(await menuItem("Move down"));
    await until(() => groupOf("SBIN-EQ") === "PSU", "SBIN back in PSU");
  });

  it("sorts by the options and cycles a column default → asc → desc → default; filters by type, exchange, tags and flags", async () => {
    const banks = await listNamed("Banks");
    watchlistsOf(client).select(banks.watchlistId);
    await mount();
    await until(() => symbols().length === 8, "the Banks rows");
    const own = symbols();
    const az = [...own].sort((a, b) => a.localeCompare(b));
    const sortButton = () => button("Sort by Symbol");
    await click(sortButton());
    expect(symbols()).toEqual(az);
    expect(sortButton().dataset.sort).toBe("asc");
    // Sections do not head a sorted list.
    expect($$(".tk-watchlist .tk-wl-section")).toEqual([]);
    await click(sortButton());
    expect(symbols()).toEqual([...az].reverse());
    expect(sortButton().dataset.sort).toBe("desc");
    await click(sortButton());
    expect(symbols()).toEqual(own);
    expect(sortButton().dataset.sort).toBe("default");
    expect($$(".tk-watchlist .tk-wl-section").map((e) => e.textContent)).toEqual(["Private", "PSU"]);

    // The sort menu: its five options, and LTP high-low by the prices shown.
    const sortSelect = $<HTMLSelectElement>(".tk-wl-toolbar select[aria-label=Sort]") as HTMLSelectElement;
    expect([...sortSelect.options].map((o) => o.textContent)).toEqual([
      "Default",
      "A-Z",
      "Z-A",
      "LTP high-low",
      "LTP low-high",
      "LTP percent change",
    ]);
    const prices = () =>
      $$(".tk-watchlist [data-row] [data-cell=ltp]").map((c) =>
        Number((c.textContent ?? "").replaceAll(",", "")),
      );
    await until(() => prices().every((p) => p > 0), "the prices", 15_000);
    await type(sortSelect, "ltpHighLow");
    expect(prices()).toEqual([...prices()].sort((a, b) => b - a));
    expect(symbols()).not.toEqual(own);
    await type(sortSelect, "za");
    expect(symbols()).toEqual([...az].reverse());
    await type(sortSelect, "default");
    expect(symbols()).toEqual(own);

    // Filters.
    await click(button("Filter"));
    const box = (group: string, label: string) => {
      const fieldset = $$(".tk-wl-filters fieldset").find(
        (f) => f.querySelector("legend")?.textContent === group,
      );
      const found = [...(fieldset?.querySelectorAll("label") ?? [])].find((l) => l.textContent === label);
      if (!found) throw new Error(`no filter ${group} ${label}`);
      return found.querySelector("input") as HTMLInputElement;
    };
    await click(box("Flags", "Cyan"));
    expect(symbols()).toEqual(["HDFCBANK-EQ"]);
    expect(button("Filter (1)")).toBeDefined();
    await click(box("Flags", "Cyan"));
    await click(box("Tags", "Watch"));
    expect(symbols()).toEqual(["SBIN-EQ"]);
    await click(box("Exchange", "NSE"));
    expect(symbols()).toEqual(["SBIN-EQ"]);
    await click(button("Clear all"));
    await click(box("Type", "Equity"));
    expect(symbols()).toEqual(own);
    // A filter that leaves nothing: the spec's words.
    await click(box("Tags", "Core"));
    await click(box("Flags", "Orange"));
    expect(symbols()).toEqual([]);
    expect(textOf(".tk-wl-empty")).toBe("No Results Found. Try different filter.");
    await click(button("Clear all"));
    expect(symbols()).toEqual(own);
  });

  it("Ctrl+= adds a watchlist (names of letters and digits, no duplicate), an empty list says so; RB-104 reloads", async () => {
    await mount(true);
    await until(() => symbols().length > 0, "the rows");
    const list = $(".tk-watchlist [role=listbox]") as HTMLElement;
    // The notices' 3 s run on fake time (the sandbox answers in real time, while fake time stands still).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await press(list, "=", { ctrlKey: true });
    const name = () => inputNamed("New watchlist name");
    expect(name()).not.toBeNull();
    await type(name(), "My List");
    await submit(name().form as HTMLFormElement);
    await until(() => notice() !== "", "the name message");
    expect(notice()).toBe("Please enter only letters (a-z) and numbers (0-9).");
    await type(name(), "banks");
    await submit(name().form as HTMLFormElement);
    await until(() => notice() === watchlistTexts.duplicateWatchlistName, "the duplicate name message");
    await type(name(), "Growth");
    await submit(name().form as HTMLFormElement);
    await until(() => notice() === "Watchlist Growth added", "the added toast");
    expect(tabs().at(-1)).toBe("Growth*");
    expect(textOf(".tk-wl-empty")).toBe(watchlistEmptyTexts.emptyWatchlist);
    expect(inputNamed("New watchlist name")).toBeNull();
    // The toast goes after 3 s.
    await advance(3100);
    expect(notice()).toBe("");
    vi.useRealTimers();

    // Another device changes Banks: the widget's version is stale, the server answers RB-104, the lists reload.
    await click(button("Banks"));
    await until(() => symbols().length === 8, "the Banks rows");
    const other = await env.login("DEMO01");
    const otherBanks = (await watchlistsOf(other).list()).find(
      (w) => w.watchlistName === "Banks",
    ) as WatchlistData;
    const pnb = otherBanks.scripDetails.find((r) => r.tradeSymbol === "PNB-EQ");
    const changed = await watchlistsOf(other).deleteScrips(otherBanks, [
      { mktSegId: 1, token: pnb?.token ?? 0 },
    ]);
    expect(changed.ok).toBe(true);
    expect(symbols()).toContain("PNB-EQ");
    await click(
      $$(".tk-watchlist [data-row]").find((r) => r.textContent?.includes("HDFCBANK-EQ")) as HTMLElement,
    );
    await press($(".tk-watchlist [role=listbox]") as HTMLElement, "Delete");
    await until(() => $(".tk-watchlist [role=alert]") !== null, "the conflict alert");
    expect(notice()).toBe(watchlistTexts.versionConflict);
    // Reloaded: the other device's change shows, and this one was not made.
    await until(() => !symbols().includes("PNB-EQ"), "the reloaded list");
    expect(symbols()).toContain("HDFCBANK-EQ");
    other.close();
  }, 20_000);

  it("writes live prices into the rows; a new price flashes for 900 ms", async () => {
    await mount();
    await click(button("NiftyStocks"));
    await until(() => symbols().length > 0, "the rows");
    const ltpCells = () => $$(".tk-watchlist [data-row] [data-cell=ltp]");
    await until(() => ltpCells().every((c) => c.textContent !== "—"), "the first prices");
    const first = $(".tk-watchlist [data-row]") as HTMLElement;
    expect(first.querySelector("[data-cell=percent]")?.textContent).toMatch(/^[+-]?\d+\.\d{2}%$/);
    expect(["up", "down", "flat"]).toContain(first.dataset.sign);
    expect(first.dataset.flash).toBeUndefined();

    // Watch the flashes come and go.
    const flashes = new Map<Element, { on: number; off?: number; direction: string }>();
    const observer = new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        const row = record.target as HTMLElement;
        const seen = flashes.get(row);
        if (row.dataset.flash && !seen) flashes.set(row, { on: now, direction: row.dataset.flash });
        else if (!row.dataset.flash && seen && seen.off === undefined) seen.off = now;
      }
    });
    observer.observe($(".tk-watchlist [role=listbox]") as HTMLElement, {
      attributes: true,
      attributeFilter: ["data-flash"],
      subtree: true,
    });
    const before = ltpCells().map((c) => c.textContent);
    await env.clock({ speed: 1 });
    await until(() => ltpCells().some((c, i) => c.textContent !== before[i]), "a new price", 10_000);
    await env.clock({ speed: 0 });
    await until(() => [...flashes.values()].some((f) => f.off !== undefined), "a flash to end", 5000);
    observer.disconnect();
    const ended = [...flashes.values()].filter((f) => f.off !== undefined);
    for (const flash of ended) {
      expect(["up", "down"]).toContain(flash.direction);
      expect((flash.off as number) - flash.on).toBeGreaterThanOrEqual(850);
      expect((flash.off as number) - flash.on).toBeLessThan(1300);
    }
  }, 20_000);

  it("renames and deletes a list, switches views, reorders rows; RB-105 reloads; accessibility mode turns the keys off", async () => {
    watchlistsOf(client).select((await listNamed("Growth")).watchlistId);
    await mount();
    await until(() => tabs().includes("Growth*"), "the Growth tab");
    await click(button("Manage"));
    const nameInput = () => inputNamed("Watchlist name");
    await type(nameInput(), "Val ue");
    await submit(nameInput().form as HTMLFormElement);
    await until(() => notice() === "Please enter only letters (a-z) and numbers (0-9).", "the name message");
    await type(nameInput(), "Value");
    await submit(nameInput().form as HTMLFormElement);
    await until(() => tabs().includes("Value*"), "the renamed tab");
    expect((await lists()).map((w) => w.watchlistName)).toContain("Value");
    await click(button("Delete watchlist"));
    expect(textOf(".tk-watchlist [role=alertdialog] p")).toBe("Delete watchlist Value?");
    await click(button("DELETE"));
    await until(() => !tabs().some((t) => t.startsWith("Value")), "the deleted list");
    expect(notice()).toBe("Watchlist Value deleted");
    // The selected list went: the default is selected.
    expect(client.storage.getItem("selWatchlist")).toBeNull();
    await until(() => tabs()[0] === "NiftyStocks*", "the default list");
    expect((await lists()).map((w) => w.watchlistName)).toEqual(["NiftyStocks", "Banks", "Full"]);

    // Views: standard (the default) and expanded, kept under watchlistView.
    const widget = $(".tk-watchlist") as HTMLElement;
    expect(widget.dataset.view).toBe("standard");
    expect($(".tk-watchlist [data-row] .tk-wl-symbol small")).toBeNull();
    await click(button("Expanded View"));
    expect(widget.dataset.view).toBe("expanded");
    // The same key and values as the app's settings (the layout preference's watchlist.mode).
    expect(client.storage.getItem("watchlistView")).toBe("Full View");
    expect(textOf(".tk-watchlist [data-row] .tk-wl-symbol small").trim()).toBe("NSE");
    await click(button("Standard View"));
    expect(widget.dataset.view).toBe("standard");
    expect(client.storage.getItem("watchlistView")).toBe("Collapsed View");

    // Reorder: the second row moves up, then back.
    const own = symbols();
    await click($$(".tk-watchlist [data-row]")[1] as HTMLElement);
    await click(await menuItem("Move up"));
    await until(() => symbols()[0] === own[1], "the moved row");
    expect(symbols().slice(0, 2)).toEqual([own[1], own[0]]);
    const server = (await listNamed("NiftyStocks")).scripDetails.sort((a, b) => a.scripOrder - b.scripOrder);
    expect(server.slice(0, 2).map((r) => r.tradeSymbol)).toEqual([own[1], own[0]]);
    expect(selectedSymbol()).toBe(own[1]);
    await click(await menuItem("Move down"));
    await until(() => symbols()[0] === own[0], "the row moved back");
    // Two quick clicks move two places: the second runs after the first, at the version it left.
    await click($$(".tk-watchlist [data-row]")[2] as HTMLElement);
    await click(await menuItem("Move up"));
    await click(await menuItem("Move up"));
    await until(() => symbols()[0] === own[2], "the row moved two places");
    expect(symbols().slice(0, 3)).toEqual([own[2], own[0], own[1]]);
    expect($(".tk-watchlist [role=alert]")).toBeNull();
    await click(await menuItem("Move down"));
    await click(await menuItem("Move down"));
    await until(() => symbols()[2] === own[2], "the row moved back two places");
    // No reordering while sorted.
    await click(button("Sort by LTP"));
    expect(() => button("Move up")).toThrow();
    expect(
      [...(await rowMenu()).querySelectorAll("[role=menuitem]")].map((i) => i.textContent),
    ).not.toContain("Move up");
    await click(button("Sort by LTP"));
    await click(button("Sort by LTP"));

    // Another device deletes "Full": acting on it answers RB-105 and the lists reload.
    await click(button("Full"));
    await until(() => symbols().length === 50, "the full list");
    const other = await env.login("DEMO01");
    const full = (await watchlistsOf(other).list()).find((w) => w.watchlistName === "Full") as WatchlistData;
    expect((await watchlistsOf(other).delete({ watchlistId: full.watchlistId })).ok).toBe(true);
    other.close();
    await press($(".tk-watchlist [role=listbox]") as HTMLElement, "Delete");
    await until(() => $(".tk-watchlist [role=alert]") !== null, "the not-found alert");
    expect(notice()).toBe(watchlistTexts.notFound);
    await until(() => !tabs().some((t) => t.startsWith("Full")), "the reloaded lists");
    expect(tabs()).toEqual(["NiftyStocks*", "Banks"]);

    // Accessibility mode: no product shortcut fires.
    client.storage.setItem("tabAccessibility", "true");
    await mount(true);
    await until(() => symbols().length > 0, "the rows");
    const list = $(".tk-watchlist [role=listbox]") as HTMLElement;
    const mark = calls.length;
    await press(list, "F1");
    await press(list, "ArrowDown");
    await press(list, "2", { ctrlKey: true });
    await settle();
    expect(writesSince(mark)).toEqual([]);
    expect(events).toEqual([]);
    expect(selectedSymbol()).toBe(symbols()[0]);
    expect(tabs()).toEqual(["NiftyStocks*", "Banks"]);
    client.storage.removeItem("tabAccessibility");
  }, 20_000);

  it("refuses an 11th section and an 11th list with the spec's messages; Ctrl+9 reaches the ninth list", async () => {
    const resource = watchlistsOf(client);
    let nifty = await listNamed("NiftyStocks");
    const scrips = nifty.scripDetails.filter((r) => r.type === "scrip");
    for (let i = 0; i < 10; i++) {
      const at = scrips[i] as (typeof scrips)[number];
      const added = await resource.addSection({
        watchlistId: nifty.watchlistId,
        version: nifty.version,
        section_name: `S${i + 1}`,
        mktSegId: at.mktSegID,
        token: at.token,
      });
      if (!added.ok) throw added.error;
      nifty = added.value;
    }
    for (let i = 3; i <= 10; i++) {
      const made = await resource.create({ watchlistName: `L${i}` });
      if (!made.ok) throw made.error;
    }
    resource.select(nifty.watchlistId);
    await mount(true);
    await until(() => $$(".tk-watchlist .tk-wl-section").length === 10, "the ten sections");
    expect(tabs()).toHaveLength(10);
    await click($$(".tk-watchlist [data-row]")[12] as HTMLElement);
    await click(await menuItem("Add section"));
    await type(inputNamed("Section name"), "More");
    await submit(inputNamed("Section name").form as HTMLFormElement);
    await until(() => notice() !== "", "the section limit message");
    expect(notice()).toBe("You have reached the limit of creating 10 sections per watchlist");
    await click(button("Cancel", ".tk-wl-form"));

    const list = $(".tk-watchlist [role=listbox]") as HTMLElement;
    await press(list, "=", { ctrlKey: true });
    await type(inputNamed("New watchlist name"), "Eleven");
    await submit(inputNamed("New watchlist name").form as HTMLFormElement);
    await until(() => notice() === "Max. limit reached", "the list limit message");
    await press(inputNamed("New watchlist name"), "Escape");
    expect(inputNamed("New watchlist name")).toBeNull();
    await press(list, "9", { ctrlKey: true });
    await until(() => tabs()[8] === "L9*", "the ninth list");
  }, 20_000);
});
