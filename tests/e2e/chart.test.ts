import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmOrder, fillLimitBelowLtp, loggedInApp } from "../support/browser.js";
import type { TestSandbox } from "../support/sandbox.js";
import { ist } from "../support/trading.js";

/**
 * The chart screen as a user sees it: NIFTY 50 by default, an instrument from the link (the chartView deep link's
 * token and mktSegID), candles for each range of spec 1 §4, the price moving live, and a link without an instrument
 * saying so.
 */
describe("the chart screen", () => {
  let env: TestSandbox;
  let page: Page;

  const candleCount = async () =>
    Number(await page.locator("canvas[data-candles]").getAttribute("data-candles"));
  const waitForCandles = (more = 0) =>
    page.waitForFunction(
      (least) => Number(document.querySelector("canvas[data-candles]")?.getAttribute("data-candles")) > least,
      more,
    );

  const app = loggedInApp({ marketStart: ist(11, 0), marketSpeed: 30 });
  beforeAll(async () => {
    ({ env, page } = app);
  });

  it("Shift+W's watchlist base shows NIFTY 50 with today's minute candles, and each range asks for its own", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist`);
    await page.waitForURL(/\/trade\/watchlist\/chart$/);
    await page.getByRole("heading", { name: /NIFTY 50|Nifty 50/ }).waitFor();
    await waitForCandles();
    // Today's session only: 09:15 to 11:00 at one a minute (and a few more: the test market runs 30 times faster).
    const today = await candleCount();
    expect(today).toBeGreaterThanOrEqual(100);
    expect(today).toBeLessThanOrEqual(140);
    const ranges = page.getByRole("radiogroup", { name: "Chart range" });
    expect(await ranges.getByRole("radio").allInnerTexts()).toEqual([
      "1d",
      "5d",
      "1m",
      "6m",
      "YTD",
      "1yr",
      "5yr",
      "Max",
    ]);
    const counts: Record<string, number> = {};
    for (const range of ["6m", "1yr", "5yr"]) {
      await ranges.getByRole("radio", { name: range }).click();
      expect(await ranges.getByRole("radio", { name: range }).getAttribute("aria-checked")).toBe("true");
      await page.waitForFunction(
        (name) => document.querySelector("canvas[data-candles]")?.getAttribute("aria-label")?.endsWith(name),
        range,
      );
      await waitForCandles();
      counts[range] = await candleCount();
    }
    // Trading days: about 125 in six months, 250 in a year, 1,250 in five.
    expect(counts["6m"]).toBeGreaterThan(110);
    expect(counts["6m"]).toBeLessThan(140);
    expect(counts["1yr"]).toBeGreaterThan(230);
    expect(counts["1yr"]).toBeLessThan(270);
    expect(counts["5yr"]).toBeGreaterThan(1150);
  });

  it("draws the indicators chosen over the candles, with the alerts' engine, and keeps the choice on the device", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    await waitForCandles();
    const indicators = page.getByRole("group", { name: "Indicators" });
    expect(await indicators.getByRole("button").allInnerTexts()).toEqual([
      "Moving Average",
      "Exponential",
      "Bollinger Band",
      "Super Trend",
      "Ichimoku Cloud",
    ]);
    const movingAverage = indicators.getByRole("button", { name: "Moving Average" });
    await movingAverage.click();
    expect(await movingAverage.getAttribute("aria-pressed")).toBe("true");
    await page.waitForFunction(
      () => document.querySelector("canvas[data-candles]")?.getAttribute("data-lines") === "MA 20",
    );
    // The line is on the canvas: pixels of its colour (#1f6feb), which nothing else on the chart uses.
    const lineColoured = () =>
      page.evaluate(() => {
        const canvas = document.querySelector("canvas[data-candles]") as HTMLCanvasElement;
        const { data } = (canvas.getContext("2d") as CanvasRenderingContext2D).getImageData(
          0,
          0,
          canvas.width,
          canvas.height,
        );
        let count = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (
            Math.abs((data[i] as number) - 31) < 20 &&
            Math.abs((data[i + 1] as number) - 111) < 20 &&
            (data[i + 2] as number) > 200
          )
            count++;
        }
        return count;
      });
    expect(await lineColoured()).toBeGreaterThan(50);
    await page.reload();
    await waitForCandles();
    expect(await movingAverage.getAttribute("aria-pressed")).toBe("true");
    await page.waitForFunction(
      () => document.querySelector("canvas[data-candles]")?.getAttribute("data-lines") === "MA 20",
    );
    await movingAverage.click();
    await page.waitForFunction(
      () => document.querySelector("canvas[data-candles]")?.getAttribute("data-lines") === "",
    );
    expect(await lineColoured()).toBe(0);
  });

  it("a chartView link shows its instrument, whose price moves live", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?pid=chartView&token=1660&mktSegID=1`);
    await page.getByRole("heading", { name: "ITC-EQ · NSE" }).waitFor();
    await waitForCandles();
    const price = page.getByTestId("chart-ltp");
    await page.waitForFunction(() =>
      /\d/.test(document.querySelector("[data-testid=chart-ltp]")?.textContent ?? ""),
    );
    const first = await price.innerText();
    await page.waitForFunction(
      (before) => (document.querySelector("[data-testid=chart-ltp]")?.textContent ?? before) !== before,
      first,
      { timeout: 20_000 },
    );
  });

  it("the watchlist sits beside the chart: Enter charts the selected row, F1 opens the buy pad on it, F6 its depth", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    const pane = page.getByRole("complementary", { name: "Watchlist" });
    const rows = pane.locator(".tk-watchlist [data-row]");
    await rows.nth(1).waitFor();
    const symbol = (await rows.nth(1).locator(".tk-wl-name").textContent()) ?? "";
    expect(symbol).toMatch(/-EQ$/);
    await rows.nth(1).click();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: `${symbol} · NSE` }).waitFor();
    expect(page.url()).toMatch(/\/trade\/watchlist\/chart\?token=\d+&mktSegID=1$/);
    await waitForCandles();
    await page.keyboard.press("F1");
    await page.waitForSelector(`.tk-order-pad[aria-label='Buy ${symbol}']`, { timeout: 10_000 });
    await page.keyboard.press("Escape");
    await rows.nth(1).click();
    await page.keyboard.press("F6");
    await page.getByRole("region", { name: `Market depth of ${symbol}` }).waitFor();
  });

  it("a stock's Buy opens the quick order pad under the header: M or L, Enter, confirm, and the order is placed; an index has none", async () => {
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart`);
    await page.getByRole("heading", { name: /NIFTY 50|Nifty 50/ }).waitFor();
    await waitForCandles();
    expect(await page.getByRole("group", { name: "Quick order" }).count()).toBe(0);

    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?token=1660&mktSegID=1`);
    await page.getByRole("heading", { name: "ITC-EQ · NSE" }).waitFor();
    const trade = page.getByRole("group", { name: "Quick order" });
    await trade.getByRole("button", { name: "Buy" }).click();
    const pad = page.getByRole("dialog", { name: "Quick Buy ITC-EQ" });
    await pad.waitFor();
    // Compact: a regular order only, no tabs and no disclosed quantity.
    expect(await pad.getByRole("tab").count()).toBe(0);
    expect(await pad.getByLabel("Disclosed qty").count()).toBe(0);
    const price = await fillLimitBelowLtp(pad, 7, 3);
    // More options: the full pad, with what was typed.
    await pad.getByRole("button", { name: "More options" }).click();
    const full = page.getByRole("dialog", { name: "Buy ITC-EQ" });
    await full.getByRole("tab", { name: "Stop Loss" }).waitFor();
    expect(await full.getByLabel("Qty", { exact: true }).inputValue()).toBe("7");
    expect(await full.getByLabel("Price", { exact: true }).inputValue()).toBe(price);
    await full.getByLabel("Price", { exact: true }).press("Enter");
    expect(await confirmOrder(full, page)).toContain("Buy 7 ITC-EQ (NSE) at ₹");
    // Placed: the pad closes (glue is off by default) and the order is open.
    await full.waitFor({ state: "detached" });
    await page.goto(`${env.sandbox.url}/trade/orders/open`);
    const order = page.locator(".tk-orders [role=row]", { hasText: "ITC-EQ" }).filter({ hasText: "7" });
    await order.first().waitFor();
  });

  it("the pop-out's full-screen chart draws the same, and a link without an instrument says so", async () => {
    await page.goto(`${env.sandbox.url}/trade/chart/fullscreen?pid=chartView&token=1660&mktSegID=1`);
    await page.getByRole("heading", { name: "ITC-EQ · NSE" }).waitFor();
    await waitForCandles();
    await page.goto(`${env.sandbox.url}/trade/watchlist/chart?token=abc&mktSegID=1`);
    await page.getByRole("alert").filter({ hasText: "This chart link names no instrument" }).waitFor();
  });
});
