import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { basketsOf } from "@trade/core/basket";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations } from "../support/screens.js";
import { ist } from "../support/trading.js";

const shots = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const timeout = 15_000;

/**
 * Option strategies as a user (issue 19): the builder opened from the header's index menu, a Bull Call Spread built
 * (its legs on the chain, its figures and payoff), a leg's strike changed, the strategy kept as a favourite (the
 * strategy preference) and offered in the index menu's Favourite Strategies, and its legs added to a basket.
 */
describe("option strategies", () => {
  let env: TestSandbox;
  let page: Page;
  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const builder = () => page.getByRole("region", { name: "Option strategies" });
  const legs = () => builder().getByRole("table", { name: "Legs" });
  const figure = (name: string) => builder().locator(`dl dt:text-is("${name}") + dd`);
  const openIndexMenu = async () => {
    await page.getByRole("button", { name: "Nifty 50 menu" }).click();
    return page.getByRole("list", { name: "Nifty 50 menu" });
  };

  it("builds a Bull Call Spread from the header's index menu: legs on the chain, figures, payoff", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    await (await openIndexMenu()).getByRole("link", { name: "Strategies", exact: true }).click();
    await page.waitForURL(/\/trade\/watchlist\/option-chain\/strategies\?token=99926000&mktSegID=1$/);
    const pick = (name: string) => builder().getByRole("button", { name, exact: true });
    // The builder opens on a Bull Call Spread; another strategy first, then back, as a user picks one.
    await pick("Long Straddle").click();
    await builder().getByRole("heading", { name: "Nifty 50 · Long Straddle" }).waitFor({ timeout });
    await pick("Bull Call Spread").click();
    expect(await pick("Bull Call Spread").getAttribute("aria-pressed")).toBe("true");
    await builder().getByRole("heading", { name: "Nifty 50 · Bull Call Spread" }).waitFor({ timeout });
    await page.waitForURL(/strategy=bull-call-spread/);

    // Two legs: a call bought at the money and one sold two strikes above it.
    const rows = legs().locator("tbody tr");
    expect(await rows.count()).toBe(2);
    const first = legs().getByRole("combobox", { name: "Leg 1 strike" });
    const second = legs().getByRole("combobox", { name: "Leg 2 strike" });
    expect(await first.locator("option:checked").innerText()).toMatch(/\(ATM\)$/);
    expect(
      await legs()
        .getByRole("button", { name: /^Leg 1: Buy/ })
        .innerText(),
    ).toBe("B");
    expect(
      await legs()
        .getByRole("button", { name: /^Leg 2: Sell/ })
        .innerText(),
    ).toBe("S");
    const strikes = await first
      .locator("option")
      .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)));
    const atm = Number(await first.inputValue());
    const step = (strikes[1] as number) - (strikes[0] as number);
    expect(Number(await second.inputValue())).toBe(atm + 2 * step);

    // Limited both ways: a finite profit and loss, one breakeven between the strikes, and the margin of both legs.
    await expect.poll(() => figure("Max profit").innerText(), { timeout }).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(await figure("Max loss").innerText()).toMatch(/^-₹[\d,]+\.\d{2}$/);
    expect(await figure("Net debit").innerText()).toMatch(/^₹[\d,]+\.\d{2}$/);
    const breakeven = Number((await figure("Breakevens").innerText()).replaceAll(",", "")) * 100;
    expect(breakeven).toBeGreaterThan(atm);
    expect(breakeven).toBeLessThan(atm + 2 * step);
    await expect.poll(() => figure("Margin").innerText(), { timeout }).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(
      await builder().getByRole("table", { name: "Payoff" }).locator("tbody tr").count(),
    ).toBeGreaterThan(1);
    await builder().locator("canvas[data-testid=payoff-chart]").waitFor({ timeout });

    // A wider spread earns more at most.
    const narrow = await figure("Max profit").innerText();
    await second.selectOption(String(atm + 4 * step));
    await expect.poll(() => figure("Max profit").innerText()).not.toBe(narrow);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.TRADE_SCREENSHOTS) {
      // docs/screenshots/strategies.png: a Bull Call Spread in the builder, refreshed on demand (`TRADE_SCREENSHOTS=1`).
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}strategies.png` });
    }
  });

  it("lays the legs and the payoff chart side by side where both fit, the chart under the legs where not (1280×800)", async () => {
    const before = page.viewportSize();
    const boxes = async () => {
      const table = await legs().boundingBox();
      const chart = await builder().locator(".tk-sb-chart").boundingBox();
      if (table === null || chart === null) throw new Error("legs table or payoff chart not laid out");
      return { table, chart };
    };
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect
        .poll(async () => {
          const { table, chart } = await boxes();
          return chart.y >= table.y + table.height;
        })
        .toBe(true);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect
        .poll(async () => {
          const { table, chart } = await boxes();
          return chart.x >= table.x + table.width && Math.abs(chart.y - table.y) < 40;
        })
        .toBe(true);
    } finally {
      if (before) await page.setViewportSize(before);
    }
  });

  it("keeps it as a favourite in the strategy preference, offered in the index menu's Favourite Strategies", async () => {
    const star = builder().getByRole("button", { name: "Favourite Bull Call Spread" });
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await expect.poll(() => star.getAttribute("aria-pressed")).toBe("true");
    const device = await env.login("DEMO01");
    await expect
      .poll(async () => (await device.preferences.get("strategy")).preferences.favStrategy)
      .toEqual(["bull-call-spread"]);

    const favourites = (await openIndexMenu()).getByRole("group", { name: "Favourite Strategies" });
    const add = favourites.getByRole("button", { name: "Add to basket" });
    expect(await add.isDisabled()).toBe(true);
    await favourites.getByRole("radio", { name: "Bull Call Spread" }).check();
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await page.getByRole("status").filter({ hasText: "Added to basket" }).waitFor({ timeout });
    const baskets = await basketsOf(device).list();
    expect(baskets.find((b) => b.basketName === "NIFTY Bull Call Spread")?.itemCount).toBe(2);
  });

  it("adds the built legs to a basket, to be placed together from the basket orders", async () => {
    await builder().getByRole("combobox", { name: "Basket" }).selectOption({ label: "New basket" });
    await builder().getByRole("button", { name: "Add to basket" }).click();
    await builder()
      .getByRole("status")
      .filter({ hasText: "Added 2 legs to NIFTY Bull Call Spread" })
      .waitFor({
        timeout,
      });
    await page.getByRole("link", { name: "Open basket orders" }).click();
    await page.waitForURL(/\/trade\/orders\/basket-order$/);
    const device = await env.login("DEMO01");
    const spreads = (await basketsOf(device).list()).filter((b) => b.basketName === "NIFTY Bull Call Spread");
    expect(spreads.map((b) => b.itemCount)).toEqual([2, 2]);
    await page
      .getByRole("region", { name: "Basket order" })
      .getByText("NIFTY Bull Call Spread")
      .first()
      .waitFor({
        timeout,
      });
  });
});
