import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  basketsOf,
  selectTwoToPlaceMessage,
  validPriceMessage,
  validQuantityMessage,
} from "@trade/core/basket";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations } from "../support/screens.js";
import { ist } from "../support/trading.js";

const shots = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
const timeout = 15_000;

/**
 * Baskets as a user (issue 17): from the Tools dropdown's 'Create new basket', a basket named DAY BASKET and the
 * market time, two scrips added from the search, a line's quantity and price edited (inline errors in the spec's
 * words), both placed, each line's result shown; a rejected line modified and resubmitted.
 */
describe("basket orders in the app", () => {
  let env: TestSandbox;
  let page: Page;
  const app = loggedInApp({ marketStart: ist(10, 0), marketSpeed: 0 });
  beforeAll(() => {
    ({ env, page } = app);
  });

  const panel = () => page.getByRole("region", { name: "Basket order" });
  const addScrip = async (keyword: string, symbol: string) => {
    const search = panel().getByRole("searchbox", { name: "Search and add scrips to the basket" });
    await search.fill(keyword);
    await panel()
      .getByRole("list", { name: "Search results" })
      .getByRole("button", { name: new RegExp(`^${symbol} NSE`) })
      .click();
    await panel()
      .getByRole("row", { name: new RegExp(symbol) })
      .waitFor({ timeout });
  };

  it("creates a basket from the Tools dropdown, adds two scrips, places them and shows each result", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Tools" }).hover();
    await page.getByRole("group", { name: "Tools" }).getByRole("link", { name: "Create new basket" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/trade/orders/basket-order" && url.search === "?create=1",
    );

    const name = panel().getByRole("textbox", { name: "Basket name" });
    await expect.poll(() => name.inputValue(), { timeout }).toMatch(/^DAY BASKET \d{2}:\d{2}$/);
    await name.fill("Morning pair");
    await name.press("Enter");
    await panel().getByRole("heading", { name: "Morning pair" }).waitFor({ timeout });

    await addScrip("itc", "ITC-EQ");
    const place = panel().getByRole("button", { name: /^Place 1 orders$/ });
    expect(await place.isDisabled()).toBe(true);
    expect(await panel().innerText()).toContain(selectTwoToPlaceMessage);
    await addScrip("sbin", "SBIN-EQ");

    // A quantity of 0 and a limit without a price are refused under their line, in the spec's words.
    const quantity = panel().getByRole("textbox", { name: "Quantity of SBIN-EQ NSE" });
    await quantity.fill("0");
    await panel().getByText(validQuantityMessage).waitFor({ timeout });
    expect(await panel().getByRole("button", { name: "Place 2 orders" }).isDisabled()).toBe(true);
    await quantity.fill("2");
    await panel().getByRole("combobox", { name: "Order type of SBIN-EQ NSE" }).selectOption("LIMIT");
    await panel().getByText(validPriceMessage).waitFor({ timeout });
    // A price far above the market: the exchange's circuit refuses it, so this line comes back rejected.
    await panel().getByRole("textbox", { name: "Price of SBIN-EQ NSE", exact: true }).fill("99999");
    await expect.poll(() => panel().getByText(validPriceMessage).count()).toBe(0);
    await expect.poll(() => panel().innerText(), { timeout }).toMatch(/Required margin ₹[\d,]+\.\d{2}/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await panel().getByRole("button", { name: "Place 2 orders" }).click();
    const results = panel().getByRole("table", { name: "Basket results" });
    await results.waitFor({ timeout });
    const itc = results.getByRole("row", { name: /ITC-EQ/ });
    const sbin = results.getByRole("row", { name: /SBIN-EQ/ });
    expect(await itc.locator(".tk-badge").innerText()).toMatch(/^(Completed|Pending)$/);
    expect(await sbin.locator(".tk-badge").innerText()).toBe("Rejected");
    expect(await sbin.innerText()).toContain("Enter price between the range");
    expect(await panel().getByRole("status").innerText()).toMatch(/Rejected 1/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.TRADE_SCREENSHOTS) {
      // docs/screenshots/basket.png: the results of a placing, refreshed on demand (`TRADE_SCREENSHOTS=1`).
      mkdirSync(shots, { recursive: true });
      await page.mouse.move(0, 899);
      await page.screenshot({ path: `${shots}basket.png` });
    }

    // Modify the rejected line and resubmit it: it goes through this time.
    await panel().getByRole("button", { name: "Modify rejected orders" }).click();
    const retry = panel().getByRole("table", { name: "Rejected orders" });
    await retry.getByRole("combobox", { name: "Order type of SBIN-EQ NSE" }).selectOption("MARKET");
    await panel().getByRole("button", { name: "Resubmit 1 order" }).click();
    await expect
      .poll(
        () =>
          results
            .getByRole("row", { name: /SBIN-EQ/ })
            .locator(".tk-badge")
            .innerText(),
        { timeout },
      )
      .toMatch(/^(Completed|Pending)$/);
    expect(await panel().getByRole("status").innerText()).toMatch(/Rejected 0/);

    // Closing forgets the placing and goes back to the list, where the basket is kept with its two lines.
    await page.keyboard.press("Escape");
    const list = panel().getByRole("table", { name: "Baskets" });
    await list.getByRole("row", { name: /Morning pair/ }).waitFor({ timeout });
    expect(await list.getByRole("row", { name: /Morning pair/ }).innerText()).toContain("2");
    const device = await env.login("DEMO01");
    const saved = (await basketsOf(device).list()).find((b) => b.basketName === "Morning pair");
    expect(saved?.orders.map((line) => line.tradingSymbol)).toEqual(["ITC-EQ", "SBIN-EQ"]);
  }, 120_000);

  it("deletes a basket after asking, and says when there are none", async () => {
    await page.goto(`${env.sandbox.url}/trade/orders/basket-order`);
    const list = panel().getByRole("table", { name: "Baskets" });
    await list.waitFor({ timeout });
    for (const row of await list.getByRole("button", { name: /^Delete / }).all()) {
      await row.click();
      await page
        .getByRole("alertdialog", { name: "Delete basket" })
        .getByRole("button", { name: "Delete" })
        .click();
    }
    await panel().getByText("You have no baskets").waitFor({ timeout });
  }, 60_000);
});
