import { emptyListActions, emptyListTexts } from "@trade/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * Issue 15 §2, §3, §7 as a user sees them: the watchlist search's results float over the list with the company,
 * exchange, LTP and an add mark, and work from the keyboard; the depth opens in view; the pad opened at Limit starts
 * at the LTP; an empty list says so and offers the action that fills it.
 */
describe("the watchlist search, depth, the pad's price and empty lists", () => {
  let env: TestSandbox;
  let page: Page;

  const app = loggedInApp({ marketStart: ist(10, 30) });
  beforeAll(async () => {
    ({ env, page } = app);
  });

  it("results float over the rows with company, exchange and live LTP; arrows, Enter adds, Escape closes", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    const rows = pane.locator(".tk-watchlist [data-row]");
    await rows.first().waitFor();
    const firstRowAt = await rows.first().boundingBox();

    const search = pane.getByRole("searchbox", { name: "Search and add scrips" });
    await search.fill("TATA");
    const results = pane.getByRole("list", { name: "Search results" });
    const first = results.getByRole("button").first();
    await first.waitFor();
    // The rows stay where they were: the results are over them.
    expect(await rows.first().boundingBox()).toEqual(firstRowAt);
    // Symbol, exchange, company name and a live LTP, and the add mark.
    await expect
      .poll(async () => (await first.locator(".tk-wl-result-ltp").innerText()).trim())
      .toMatch(/^\d/);
    expect((await first.locator(".tk-wl-result-name").innerText()).trim()).not.toBe("");
    expect(await first.locator(".tk-wl-result-exchange").innerText()).toMatch(/NSE|BSE/);
    expect(await first.innerText()).toContain("+");

    // Escape closes the panel and keeps the text; typing opens it again.
    await search.press("Escape");
    await results.waitFor({ state: "detached" });
    expect(await search.inputValue()).toBe("TATA");
    await search.fill("TATAELXSI");
    const wanted = results.getByRole("button", { name: /^TATAELXSI-EQ NSE/ });
    await wanted.waitFor();
    // Arrow down walks the results; Enter adds the focused one.
    const count = await results.getByRole("button").count();
    let steps = 0;
    while (!(await wanted.evaluate((button) => button === document.activeElement)) && steps <= count) {
      await page.keyboard.press("ArrowDown");
      steps += 1;
    }
    await page.keyboard.press("Enter");
    await rows.filter({ hasText: "TATAELXSI-EQ" }).waitFor();
    await results.waitFor({ state: "detached" });
    expect(await search.inputValue()).toBe("");
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
  });

  it("market depth opened from a row scrolls into view", async () => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    const row = pane.locator(".tk-watchlist [data-row]").first();
    await row.click();
    await page.keyboard.press("F6");
    const close = pane.getByRole("button", { name: "Close depth" });
    await close.waitFor();
    await expect.poll(() => close.isVisible()).toBe(true);
    await expect
      .poll(() => close.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight))
      .toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("the pad opened at Limit starts with the LTP as its price", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    await pane.locator(".tk-watchlist [data-row]").first().click();
    await page.keyboard.press("F1");
    const pad = page.getByRole("dialog", { name: /^Buy / });
    await pad.waitFor();
    const price = pad.locator("input[name=price]");
    await expect.poll(() => price.inputValue()).toMatch(/^\d+\.\d{2}$/);
    const ltp = Number(((await pad.locator(".tk-op-ltp").textContent()) ?? "").replace(/[^0-9.]/g, ""));
    // The price is the LTP the pad saw first; the LTP may have ticked since, by a few ticks at most.
    expect(Math.abs(Number(await price.inputValue()) - ltp) / ltp).toBeLessThan(0.01);
    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached" });
  });

  it("an empty list says so and its action does what it says", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    await page.getByText(emptyListTexts.openOrders).waitFor();
    await page.getByRole("button", { name: emptyListActions.goToWatchlist }).click();
    await page.waitForURL(/\/trade\/watchlist\/chart/);

    await page.goto(`${env.sandbox.url}/trade/orders/alerts`);
    await page.getByText(emptyListTexts.alerts).waitFor();
    await page.getByRole("button", { name: emptyListActions.newAlert }).last().click();
    await page.getByRole("region", { name: "Alert pad" }).waitFor();
  });
});
