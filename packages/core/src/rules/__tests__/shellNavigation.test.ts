import { describe, expect, it } from "vitest";
import { deepLinkTexts, readDeepLink } from "../deepLinks.js";
import { nextOrderTab, orderTabOf, orderTabs } from "../orderTabs.js";
import { sessionLimits } from "../session.js";
import { matchShortcut } from "../shortcuts.js";
import { tabReturnAction, tabVisibilityLimits } from "../tabVisibility.js";

const built = (paths: string[]) => (path: string) => paths.includes(path);

describe("the order tabs' keyboard cycle (spec 2 §2)", () => {
  it("goes open, positions, history, stock SIP, GTT, baskets, alerts, then back to open", () => {
    const seen: string[] = [];
    let path: string = orderTabs[0].path;
    for (let i = 0; i < 8; i += 1) {
      seen.push(path);
      path = nextOrderTab(path, 1)?.path ?? "none";
    }
    expect(seen).toEqual([
      "/orders/open",
      "/orders/positions",
      "/orders/history",
      "/orders/stock-sip",
      "/orders/gtt",
      "/orders/basket-order",
      "/orders/alerts",
      "/orders/open",
    ]);
  });

  it("skips the tabs whose screens are not built, both ways", () => {
    const today = built(["/orders/open", "/orders/positions", "/orders/history"]);
    expect(nextOrderTab("/orders/history", 1, today)?.path).toBe("/orders/open");
    expect(nextOrderTab("/orders/open", -1, today)?.path).toBe("/orders/history");
    expect(nextOrderTab("/orders/positions", -1, today)?.path).toBe("/orders/open");
    expect(nextOrderTab("/orders/history", 1, built(["/orders/history", "/orders/gtt"]))?.path).toBe(
      "/orders/gtt",
    );
    expect(nextOrderTab("/orders/open", 1, built(["/orders/open"]))).toBeUndefined();
  });

  it("knows the tab of sub-paths and of /positions, and no tab elsewhere", () => {
    expect(orderTabOf("/orders/stock-sip/history")?.path).toBe("/orders/stock-sip");
    expect(orderTabOf("/positions")?.path).toBe("/orders/positions");
    expect(orderTabOf("/orders/open/")?.path).toBe("/orders/open");
    expect(orderTabOf("/orders/opener")).toBeUndefined();
    expect(nextOrderTab("/watchlist/chart", 1)).toBeUndefined();
  });

  it("is Shift+ArrowRight forward and Shift+ArrowLeft back, a product shortcut", () => {
    const press = (key: string, shiftKey: boolean) => ({
      key,
      shiftKey,
      ctrlKey: false,
      altKey: false,
      metaKey: false,
    });
    expect(matchShortcut(press("ArrowRight", true))).toMatchObject({
      shortcut: { id: "orderTabs" },
      value: 1,
    });
    expect(matchShortcut(press("ArrowLeft", true))).toMatchObject({
      shortcut: { id: "orderTabs" },
      value: -1,
    });
    expect(matchShortcut(press("ArrowRight", false))?.shortcut.id).toBe("moveSelection");
    const table = [matchShortcut(press("ArrowRight", true))!.shortcut];
    expect(matchShortcut(press("ArrowRight", true), table, { accessibilityMode: true })).toBeUndefined();
  });
});

describe("deep links (spec 1 §4)", () => {
  const read = (query: string) => readDeepLink(new URLSearchParams(query));

  it("reads buysell with the instrument and the side, buy by default", () => {
    expect(read("pid=buysell&token=1660&mktSegID=1&orderType=S")).toEqual({
      ok: true,
      link: { page: "buysell", instrument: { segment: 1, token: 1660 }, side: "S" },
    });
    expect(read("pid=buysell&token=1660&mktSegID=1")).toMatchObject({ ok: true, link: { side: "B" } });
    expect(read("pid=buysell&token=1660&mktSegID=1&orderType=sell")).toMatchObject({ link: { side: "S" } });
    expect(read("pid=buysell&token=1660&mktSegID=1&orderType=BUY")).toMatchObject({ link: { side: "B" } });
  });

  it("reads chartView, gttOrderpad and sipOrderPad", () => {
    expect(read("pid=chartView&token=99926000&mktSegID=1")).toEqual({
      ok: true,
      link: { page: "chartView", instrument: { segment: 1, token: 99926000 } },
    });
    expect(read("pid=gttOrderpad&token=1660&mktSegID=1")).toMatchObject({
      ok: true,
      link: { page: "gttOrderpad" },
    });
    expect(read("pid=sipOrderPad&token=1660&mktSegID=1")).toMatchObject({
      ok: true,
      link: { page: "sipOrderPad" },
    });
  });

  it("is no deep link without pid", () => {
    expect(read("token=1660&mktSegID=1")).toBeUndefined();
    expect(read("")).toBeUndefined();
  });

  it("names the issue of a bad link", () => {
    expect(read("pid=nope")).toEqual({ ok: false, issue: deepLinkTexts.unknownPage("nope") });
    expect(deepLinkTexts.unknownPage("nope")).toBe(
      'The link asks for "nope", which is not one of buysell, gttOrderpad, sipOrderPad, chartView.',
    );
    for (const query of [
      "pid=buysell",
      "pid=buysell&token=abc&mktSegID=1",
      "pid=buysell&token=1660&mktSegID=0",
      "pid=buysell&token=-5&mktSegID=1",
      "pid=chartView&token=1.5&mktSegID=1",
      "pid=buysell&token=99999999999999999999&mktSegID=1",
    ]) {
      expect(read(query), query).toMatchObject({ ok: false });
    }
    expect(read("pid=buysell&mktSegID=1")).toEqual({
      ok: false,
      issue: deepLinkTexts.noInstrument("buysell"),
    });
    expect(read("pid=buysell&token=1660&mktSegID=1&orderType=X")).toEqual({
      ok: false,
      issue: deepLinkTexts.badSide("X"),
    });
  });
});

describe("tab visibility (spec 1 §4, §9)", () => {
  it("takes the spec's limits: 10 s for the refresh flag, web inactivity for the session", () => {
    expect(tabVisibilityLimits.refreshFlagMs).toBe(10_000);
    expect(tabVisibilityLimits.sessionMs).toBe(sessionLimits.webInactivityMs);
    expect(tabVisibilityLimits.sessionMs).toBe(600_000);
    expect(tabVisibilityLimits.backgroundRefetchMs).toBe(60_000);
  });

  it("does nothing up to 10 s", () => {
    const none = { reload: false, refreshFlag: false, refetchTrading: false };
    expect(tabReturnAction(0)).toEqual(none);
    expect(tabReturnAction(10_000)).toEqual(none);
    expect(tabReturnAction(-50_000)).toEqual(none);
    expect(tabReturnAction(Number.NaN)).toEqual(none);
  });

  it("sets the refresh flag past 10 s, refetches past the background limit, reloads past the session limit", () => {
    expect(tabReturnAction(10_001)).toEqual({ reload: false, refreshFlag: true, refetchTrading: false });
    expect(tabReturnAction(60_000)).toEqual({ reload: false, refreshFlag: true, refetchTrading: false });
    expect(tabReturnAction(60_001)).toEqual({ reload: false, refreshFlag: true, refetchTrading: true });
    expect(tabReturnAction(600_000)).toEqual({ reload: false, refreshFlag: true, refetchTrading: true });
    expect(tabReturnAction(600_001)).toEqual({ reload: true, refreshFlag: false, refetchTrading: false });
  });

  it("takes other limits", () => {
    const limits = { refreshFlagMs: 1, backgroundRefetchMs: 2, sessionMs: 3 };
    expect(tabReturnAction(2.5, limits)).toEqual({ reload: false, refreshFlag: true, refetchTrading: true });
    expect(tabReturnAction(4, limits).reload).toBe(true);
  });
});
