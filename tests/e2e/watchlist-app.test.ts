import { formatPrice } from "@trade/core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmOrder, fillLimitBelowLtp, loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * Issue 6's first journey in the app itself: log in, add a scrip to the watchlist, F1 on it opens the buy pad, a limit
 * order placed there appears in Open Orders.
 */
describe("the watchlist screen, from adding a scrip to an open order", () => {
  let env: TestSandbox;
  let page: Page;

  const app = loggedInApp({ marketStart: ist(10, 30) });
  beforeAll(async () => {
    ({ env, page } = app);
  });

  it("adds TATAELXSI from the search, opens the buy pad on it with F1, and the limit order shows in Open Orders", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    const rows = pane.locator(".tk-watchlist [data-row]");
    await rows.first().waitFor();
    expect(await rows.filter({ hasText: "TATAELXSI-EQ" }).count()).toBe(0);

    await pane.getByRole("searchbox", { name: "Search and add scrips" }).fill("TATAELXSI");
    await pane
      .getByRole("list", { name: "Search results" })
      .getByRole("button", { name: /^TATAELXSI-EQ NSE/ })
      .click();
    const added = rows.filter({ hasText: "TATAELXSI-EQ" });
    await added.waitFor();
    // The row goes live.
    await expect
      .poll(async () => (await added.locator("[data-cell=ltp]").textContent())?.trim())
      .toMatch(/^\d/);

    // The search closes once the scrip is added, so the rows stay where the user sees them for the next click.
    expect(await pane.getByRole("list", { name: "Recent searches" }).count()).toBe(0);
    await added.click();
    expect(await added.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("F1");

    const pad = page.getByRole("dialog", { name: "Buy TATAELXSI-EQ" });
    await pad.waitFor();
    const price = await fillLimitBelowLtp(pad, 5, 5);
    await pad.getByLabel("Price", { exact: true }).press("Enter");
    expect(await confirmOrder(pad, page)).toContain(
      `Buy 5 TATAELXSI-EQ (NSE) at ₹${formatPrice(Math.round(Number(price) * 100), 1)} · Limit · `,
    );

    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    const order = page.locator(".tk-orders [role=row]", { hasText: "TATAELXSI-EQ" });
    await order.waitFor();
    expect(await order.textContent()).toContain("Open");
    expect(await order.textContent()).toContain(formatPrice(Math.round(Number(price) * 100), 1));
  });

  it("Tab stays inside the open pad, Cancel and Escape close it, and focus returns to the watchlist row's list", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    const row = pane.locator(".tk-watchlist [data-row]").first();
    await row.click();
    const opener = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60));
    await page.keyboard.press("F1");
    const pad = page.getByRole("dialog", { name: /^Buy / });
    await pad.waitFor();
    // The head is a band in the buy colour with a B/S toggle; the footer has Cancel beside BUY.
    expect(await pad.getByRole("button", { name: "Switch to sell" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    await pad.getByRole("button", { name: "Cancel" }).waitFor();

    const insidePad = () =>
      page.evaluate(() => document.querySelector(".tk-order-pad")?.contains(document.activeElement) ?? false);
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press("Tab");
      expect(await insidePad()).toBe(true);
    }
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await insidePad()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await pad.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60))).toBe(opener);

    await page.keyboard.press("F1");
    await pad.waitFor();
    await pad.getByRole("button", { name: "Cancel" }).click();
    await pad.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60))).toBe(opener);
  });

  it("a collapsed section is kept in the layout preference: a reload and another device see it collapsed", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    await pane.getByRole("tab", { name: "Banks" }).click();
    const heading = (text: string | RegExp) => pane.locator(".tk-wl-section", { hasText: text });
    await heading("PSU").click();
    await heading(/^PSU \(\d+\)$/).waitFor();
    const device = await env.login("DEMO01");
    const saved = async () =>
      (await device.preferences.get("layout")).preferences.sectionCollapseStates ?? {};
    await expect.poll(async () => Object.entries(await saved())).toHaveLength(1);
    const [[key, collapsed]] = Object.entries(await saved()) as [[string, boolean]];
    expect(key).toMatch(/^\d+:PSU$/);
    expect(collapsed).toBe(true);

    await page.reload();
    await pane.getByRole("tab", { name: "Banks" }).click();
    await heading(/^PSU \(\d+\)$/).waitFor();
    await heading("PSU").click();
    await heading(/^PSU$/).waitFor();
    await expect.poll(async () => Object.entries(await saved())).toHaveLength(0);
  });
});
