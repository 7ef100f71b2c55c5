import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * The watchlist's Overview tab (/watchlist/overview) as a user sees it: the scrip's price summary and activity live
 * from the quote feed, its returns over each period from the daily history, what it is (ISIN, sector, market cap),
 * and the sections that need the stock-details service named as arriving later.
 */
describe("the stock overview", () => {
  let env: TestSandbox;
  let page: Page;

  const app = loggedInApp({ marketStart: ist(11, 0), marketSpeed: 30 });
  beforeAll(async () => {
    ({ env, page } = app);
  });

  const overview = () => page.getByRole("region", { name: /ITC-EQ|Nifty 50/ });
  const fact = (name: string) =>
    page
      .locator(".overview-facts dt", { hasText: new RegExp(`^${name}$`) })
      .locator("xpath=following-sibling::dd[1]");

  it("shows ITC's price summary, activity, returns and what it is, and the price moves live", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/overview?token=1660&mktSegID=1`);
    await page.getByRole("heading", { name: /^ITC-EQ NSE$/ }).waitFor();
    await page.getByText("ITC Ltd").waitFor();
    await fact("Open").waitFor();
    for (const name of [
      "Open",
      "High",
      "Low",
      "Prev. close",
      "Avg. price",
      "Upper circuit",
      "Lower circuit",
    ]) {
      expect(await fact(name).textContent(), name).toMatch(/^\d[\d,]*\.\d{2}$/);
    }
    expect(await fact("Volume").textContent()).toMatch(/^\d[\d,]*$/);
    expect(await fact("Bid").textContent()).toMatch(/^\d[\d,]*\.\d{2} × \d[\d,]*$/);
    const low = Number((await fact("Low").textContent())?.replaceAll(",", ""));
    const high = Number((await fact("High").textContent())?.replaceAll(",", ""));
    expect(high).toBeGreaterThanOrEqual(low);
    // A stock has no open interest.
    expect(await fact("Open interest").count()).toBe(0);

    const ranges = page.getByRole("meter");
    await expect.poll(() => ranges.count()).toBe(3);
    expect(await page.getByText(/^Total buy qty [\d,]+ · Total sell qty [\d,]+$/).count()).toBe(1);

    const returns = page.locator(".overview-returns");
    await returns.waitFor();
    expect(await returns.locator("th").allTextContents()).toEqual(["1W", "1M", "3M", "6M", "1Y", "3Y", "5Y"]);
    const values = await returns.locator("td").allTextContents();
    for (const value of values) expect(value).toMatch(/^[+-]?\d+\.\d{2}%$/);

    expect(await fact("ISIN").textContent()).toBe("INE154A01025");
    expect(await fact("Sector").textContent()).toBe("FMCG");
    expect(await fact("Market cap").textContent()).toBe("Large cap");
    await page
      .getByText(
        "Analyst Ratings and Fundamental Ratios, Shareholding Patterns, News, Events, Trend Analyser, Highest Build Up Strikes, Similar Stocks: these sections need the broker's stock-details service, which arrives with the markets issue.",
      )
      .waitFor();

    const price = page.locator(".overview-ltp strong");
    const first = await price.textContent();
    await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(first);
  });

  it("an index has no volume, book or circuits; a link without an instrument says so", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/overview`);
    await page.getByRole("heading", { name: /^Nifty 50 NSE$/ }).waitFor();
    await fact("Open").waitFor();
    for (const name of ["Volume", "Bid", "Ask", "Avg. price", "Upper circuit", "Open interest"]) {
      expect(await fact(name).count(), name).toBe(0);
    }
    await page.goto(`${env.sandbox.url}/trade/watchlist/overview?token=abc&mktSegID=1`);
    await page
      .getByRole("alert")
      .filter({ hasText: "This link names no instrument the broker lists." })
      .waitFor();
  });

  it("Enter on a watchlist row shows its overview; the Charts tab keeps the scrip", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/overview?token=1660&mktSegID=1`);
    await overview().waitFor();
    const rows = page.getByRole("complementary", { name: "Watchlist" }).locator(".tk-watchlist [data-row]");
    await rows.nth(0).waitFor();
    const symbol = (await rows.nth(0).locator(".tk-wl-name").textContent()) ?? "";
    expect(symbol).not.toBe("ITC-EQ");
    await rows.nth(0).click();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: `${symbol} NSE` }).waitFor();
    expect(page.url()).toMatch(/\/trade\/watchlist\/overview\?token=\d+&mktSegID=1$/);
    const token = new URL(page.url()).searchParams.get("token");
    await page.getByRole("navigation", { name: "Scrip tabs" }).getByRole("link", { name: "Charts" }).click();
    await page.getByRole("heading", { name: `${symbol} · NSE` }).waitFor();
    expect(new URL(page.url()).searchParams.get("token")).toBe(token);
  });
});
