import { memoryStorage } from "@trade/core";
import { describe, expect, it } from "vitest";
import { defaultPortfolioTab, isRedirect, routeTable } from "../routeTable.js";

const screens = new Set(routeTable.filter((route) => !isRedirect(route)).map((route) => `/${route.path}`));

describe("the route table", () => {
  it("has each path once", () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("redirects land on screens of the table, in at most two steps (/ → /watchlist → /watchlist/chart)", () => {
    const storage = memoryStorage();
    const redirects = new Map(
      routeTable
        .filter(isRedirect)
        .map((route) => [
          `/${route.path}`,
          typeof route.redirectTo === "function" ? route.redirectTo(storage) : route.redirectTo,
        ]),
    );
    for (const [from, to] of redirects) {
      const landing = redirects.get(to) ?? to;
      expect(screens.has(landing), `${from} → ${landing}`).toBe(true);
    }
  });

  it("sends /portfolio to the stored default tab, else summary", () => {
    const storage = memoryStorage();
    expect(defaultPortfolioTab(storage)).toBe("/portfolio/summary");
    storage.setItem("defaultPortfolioTab", "equity");
    expect(defaultPortfolioTab(storage)).toBe("/portfolio/equity");
    storage.setItem("defaultPortfolioTab", "../../evil");
    expect(defaultPortfolioTab(storage)).toBe("/portfolio/summary");
  });
});
