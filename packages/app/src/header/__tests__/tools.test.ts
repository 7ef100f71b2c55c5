import { describe, expect, it } from "vitest";
import type { RouteEntry } from "../../routes/routeTable.js";
import { isBuilt } from "../builtScreens.js";
import { builtTools, toolList, toolTiles } from "../tools.js";

const table: RouteEntry[] = [
  { path: "orders", redirectTo: "/orders/gtt" },
  { path: "orders/gtt", title: "GTT orders", screen: "openOrders" },
  { path: "orders/stock-sip", title: "Stock SIP", screen: "notBuilt", arrivesWith: "a later issue" },
  { path: "stock", redirectTo: "/stock/pledge" },
];

describe("built screens", () => {
  it("a screen route is built unless it is the not-built page; a redirect is built when its target is", () => {
    expect(isBuilt("/orders/gtt", table)).toBe(true);
    expect(isBuilt("/orders/gtt?create=1", table)).toBe(true);
    expect(isBuilt("/orders", table)).toBe(true);
    expect(isBuilt("/orders/stock-sip", table)).toBe(false);
    expect(isBuilt("/stock", table)).toBe(false);
    expect(isBuilt("/nowhere", table)).toBe(false);
  });

  it("the app's own table: open orders are built, the all-indices page is not yet", () => {
    expect(isBuilt("/orders/open")).toBe(true);
    expect(isBuilt("/markets/all-indices")).toBe(false);
  });
});

describe("Tools dropdown (spec 1 §2.2)", () => {
  it("lists the spec's tools and tiles, keeping only those whose screens are built", () => {
    expect(toolList.map((t) => t.label)).toEqual(["Basket Order", "Create a Stock SIP", "Place GTT Order"]);
    expect(toolTiles.map((t) => t.label)).toEqual([
      "Trading Console",
      "Option Strategies",
      "Alerts",
      "Stock Pledging",
    ]);
    const built = (path: string) => isBuilt(path, table);
    expect(builtTools(toolList, built).map((t) => t.label)).toEqual(["Place GTT Order"]);
    expect(builtTools(toolTiles, built)).toEqual([]);
  });

  it("offers Create a Stock SIP now that /orders/stock-sip and its history are built", () => {
    expect(isBuilt("/orders/stock-sip")).toBe(true);
    expect(isBuilt("/orders/stock-sip/history")).toBe(true);
    expect(builtTools(toolList).map((t) => t.label)).toContain("Create a Stock SIP");
  });

  it("offers Option Strategies, now built, only where the client's option strategy flag is on", () => {
    expect(isBuilt("/watchlist/option-chain/strategies")).toBe(true);
    const strategies = (enabled: string[]) =>
      builtTools(toolTiles, isBuilt, enabled).filter((t) => t.label === "Option Strategies");
    expect(strategies(["optionStrategy"])).toEqual([
      { label: "Option Strategies", to: "/watchlist/option-chain/strategies", feature: "optionStrategy" },
    ]);
    expect(strategies([])).toEqual([]);
  });
});
